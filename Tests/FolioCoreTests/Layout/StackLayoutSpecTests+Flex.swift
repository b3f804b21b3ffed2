import FolioCore
import Testing

extension StackLayoutSpecTests {
    // MARK: - Growing

    struct GrowCase: Sendable, CustomTestStringConvertible {
        var range: SizeRange
        var widths: [Double]
        var note: String
        var testDescription: String { note }
    }

    @Test("flexGrow 1 : 2 shares the room left over", arguments: [
        GrowCase(range: sizeRange(200, 0, 200, 50), widths: [60, 110, 10], note: "exact 200: fills it"),
        GrowCase(range: sizeRange(0, 0, 200, 50), widths: [60, 110, 10], note: "up to 200: fills the maximum"),
        GrowCase(range: sizeRange(140, 0, .infinity, 50), widths: [40, 70, 10], note: "no maximum: fills the minimum"),
        GrowCase(range: sizeRange(0, 0, .infinity, 50), widths: [20, 30, 10], note: "no maximum, no minimum: stays"),
    ])
    func grow(_ c: GrowCase) {
        let stack = StackLayoutSpec(direction: .horizontal, spacing: 10, children: [
            FakeLeaf("a", 20, 10, style: LayoutStyle(flexGrow: 1)),
            FakeLeaf("b", 30, 10, style: LayoutStyle(flexGrow: 2)),
            FakeLeaf("c", 10, 10),
        ])
        let layout = layOut(stack, in: c.range)
        let frames = childFrames(of: layout)
        #expect(frames.map(\.width) == c.widths)
        #expect(frames.map(\.minX) == [0, c.widths[0] + 10, c.widths[0] + c.widths[1] + 20])
        #expect(layout.size.width == c.widths.reduce(20, +))
    }

    @Test("without flexGrow, room below the minimum goes to justification")
    func noGrowLeavesRoom() {
        let stack = StackLayoutSpec(direction: .vertical, justifyContent: .end, children: [
            FakeLeaf("a", 10, 20), FakeLeaf("b", 10, 30),
        ])
        let layout = layOut(stack, in: sizeRange(0, 100, 10, .infinity))
        #expect(layout.size == Size(width: 10, height: 100))
        #expect(childFrames(of: layout).map(\.minY) == [50, 70])
    }

    // MARK: - Shrinking

    @Test("flexShrink gives up the overflow in proportion to flexShrink × size")
    func shrink() {
        let stack = StackLayoutSpec(direction: .horizontal, children: [
            FakeLeaf("a", 100, 10, style: LayoutStyle(flexShrink: 2)),
            FakeLeaf("b", 200, 10, style: LayoutStyle(flexShrink: 1)),
            FakeLeaf("c", 50, 10),
        ])
        // 350 in 250: weights 2 × 100 and 1 × 200 are equal, so each gives up 50.
        let layout = layOut(stack, in: SizeRange(max: Size(width: 250, height: 100)))
        #expect(layout.size == Size(width: 250, height: 10))
        #expect(childFrames(of: layout).map(\.width) == [50, 150, 50])
        #expect(childFrames(of: layout).map(\.minX) == [0, 50, 200])
    }

    struct OverflowCase: Sendable, CustomTestStringConvertible {
        var justification: StackJustification
        var positions: [Double]
        var testDescription: String { "\(justification)" }
    }

    @Test("children that cannot shrink overflow; the stack stays in its range", arguments: [
        OverflowCase(justification: .start, positions: [0, 100, 200]),
        OverflowCase(justification: .center, positions: [-25, 75, 175]),
        OverflowCase(justification: .end, positions: [-50, 50, 150]),
        OverflowCase(justification: .spaceBetween, positions: [0, 100, 200]),
        OverflowCase(justification: .spaceAround, positions: [-25, 75, 175]),
    ])
    func overflow(_ c: OverflowCase) {
        let stack = StackLayoutSpec(direction: .horizontal, justifyContent: c.justification, children: [
            FakeLeaf("a", 100, 10), FakeLeaf("b", 100, 10), FakeLeaf("c", 50, 10),
        ])
        let layout = layOut(stack, in: SizeRange(max: Size(width: 200, height: 100)))
        #expect(layout.size == Size(width: 200, height: 10))
        #expect(childFrames(of: layout).map(\.minX) == c.positions)
    }

    @Test("shrinking text makes it wrap and grow taller, and the row with it")
    func shrinkingTextWraps() {
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [
            FakeLeaf("thumbnail", 80, 50),
            FakeTextLeaf("text", characters: 30, style: LayoutStyle(flexShrink: 1)),
        ])
        // The text measures 300 × 20 alone; squeezed to 120 it wraps to 3 lines.
        let layout = layOut(stack, in: sizeRange(200, 0, 200, .infinity))
        #expect(childFrames(of: layout) == [
            Rect(x: 0, y: 0, width: 80, height: 50),
            Rect(x: 80, y: 0, width: 120, height: 60),
        ])
        #expect(layout.size == Size(width: 200, height: 60))
    }

    // MARK: - Basis

    struct BasisCase: Sendable, CustomTestStringConvertible {
        var basis: LayoutDimension
        var range: SizeRange
        var width: Double
        var testDescription: String { "\(basis) in \(range.min.width)...\(range.max.width)" }
    }

    @Test("flexBasis sets the size measured before flexing", arguments: [
        BasisCase(basis: .points(50), range: sizeRange(0, 0, .infinity, 20), width: 50),
        BasisCase(basis: .fraction(0.5), range: sizeRange(200, 0, 200, 20), width: 100),
        BasisCase(basis: .fraction(0.5), range: sizeRange(0, 0, 200, 20), width: 30),
        BasisCase(basis: .auto, range: sizeRange(200, 0, 200, 20), width: 30),
    ])
    func basis(_ c: BasisCase) {
        let stack = StackLayoutSpec(direction: .horizontal, children: [
            FakeLeaf("a", 30, 10, style: LayoutStyle(flexBasis: c.basis)),
        ])
        #expect(childFrames(of: layOut(stack, in: c.range)).map(\.width) == [c.width])
    }

    // MARK: - Nesting

    @Test("a row inside a column: the title shrinks, wraps, and the column follows")
    func nestedStacks() {
        let header = StackLayoutSpec(direction: .horizontal, spacing: 5, alignItems: .center, children: [
            FakeLeaf("icon", 40, 40),
            FakeTextLeaf("title", characters: 40, style: LayoutStyle(flexShrink: 1)),
        ])
        let column = StackLayoutSpec(direction: .vertical, spacing: 10, alignItems: .start, children: [
            header,
            FakeLeaf("body", 300, 100),
        ])
        let layout = layOut(column, in: sizeRange(300, 0, 300, .infinity))
        // The title is 400 alone; the row allows 300 − 40 − 5 = 255, so it wraps to 2 lines.
        let frames = leafFrames(in: layout)
        #expect(frames["icon"] == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(frames["title"] == Rect(x: 45, y: 0, width: 255, height: 40))
        #expect(frames["body"] == Rect(x: 0, y: 50, width: 300, height: 100))
        #expect(layout.size == Size(width: 300, height: 150))
    }
}
