import FolioCore
import Testing

struct StackLayoutSpecTests {
    // MARK: - Justify × align

    /// Main-axis positions of three children 20, 30 and 10 long with spacing 10 in a stack 200 long.
    struct Justify: Sendable, CustomTestStringConvertible {
        var justification: StackJustification
        var mainPositions: [Double]
        var testDescription: String { "\(justification)" }
    }

    /// Cross-axis offsets and lengths of three children 10, 20 and 30 across in a stack 50 across.
    struct Align: Sendable, CustomTestStringConvertible {
        var alignment: StackAlignment
        var crossPositions: [Double]
        var crossLengths: [Double]
        var testDescription: String { "\(alignment)" }
    }

    static let justifications = [
        Justify(justification: .start, mainPositions: [0, 30, 70]),
        Justify(justification: .center, mainPositions: [60, 90, 130]),
        Justify(justification: .end, mainPositions: [120, 150, 190]),
        Justify(justification: .spaceBetween, mainPositions: [0, 90, 190]),
        Justify(justification: .spaceAround, mainPositions: [20, 90, 170]),
    ]

    static let alignments = [
        Align(alignment: .start, crossPositions: [0, 0, 0], crossLengths: [10, 20, 30]),
        Align(alignment: .center, crossPositions: [20, 15, 10], crossLengths: [10, 20, 30]),
        Align(alignment: .end, crossPositions: [40, 30, 20], crossLengths: [10, 20, 30]),
        Align(alignment: .stretch, crossPositions: [0, 0, 0], crossLengths: [50, 50, 50]),
    ]

    static let mainLengths: [Double] = [20, 30, 10]
    static let crossLengths: [Double] = [10, 20, 30]

    @Test("three children in a 200 × 50 stack, both directions", arguments: justifications, alignments)
    func justifyAndAlign(_ justify: Justify, _ align: Align) {
        for direction in [StackDirection.horizontal, .vertical] {
            let horizontal = direction == .horizontal
            let children = (0..<3).map { index in
                let main = Self.mainLengths[index], cross = Self.crossLengths[index]
                return FakeLeaf("\(index)", horizontal ? main : cross, horizontal ? cross : main)
            }
            let stack = StackLayoutSpec(
                direction: direction, spacing: 10,
                justifyContent: justify.justification, alignItems: align.alignment, children: children
            )
            let size = horizontal ? Size(width: 200, height: 50) : Size(width: 50, height: 200)
            let layout = layOut(stack, in: .exactly(size))
            let expected = (0..<3).map { index in
                let main = justify.mainPositions[index], cross = align.crossPositions[index]
                let mainLength = Self.mainLengths[index], crossLength = align.crossLengths[index]
                return horizontal
                    ? Rect(x: main, y: cross, width: mainLength, height: crossLength)
                    : Rect(x: cross, y: main, width: crossLength, height: mainLength)
            }
            #expect(layout.size == size, "\(direction)")
            #expect(childFrames(of: layout) == expected, "\(direction)")
        }
    }

    // MARK: - Sizing the stack

    @Test("hugs its children when the range allows, stretching them to the tallest")
    func hugsContent() {
        let stack = StackLayoutSpec(direction: .horizontal, spacing: 10, children: [
            FakeLeaf("a", 20, 10), FakeLeaf("b", 30, 20), FakeLeaf("c", 10, 30),
        ])
        let layout = layOut(stack, in: SizeRange(max: Size(width: 200, height: .infinity)))
        #expect(layout.size == Size(width: 80, height: 30))
        #expect(childFrames(of: layout) == [
            Rect(x: 0, y: 0, width: 20, height: 30),
            Rect(x: 30, y: 0, width: 30, height: 30),
            Rect(x: 70, y: 0, width: 10, height: 30),
        ])
    }

    @Test("an empty stack takes the range's minimum")
    func empty() {
        let layout = layOut(StackLayoutSpec(direction: .vertical, children: []), in: sizeRange(10, 20, 100, 100))
        #expect(layout.size == Size(width: 10, height: 20))
        #expect(layout.sublayouts.isEmpty)
    }

    @Test("the documented example holds")
    func documentedExample() {
        let stack = StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .center, children: [
            FakeLeaf("first", 20, 10, style: LayoutStyle(flexGrow: 1)),
            FakeLeaf("second", 30, 20, style: LayoutStyle(flexGrow: 2)),
            FakeLeaf("third", 10, 30),
        ])
        let layout = layOut(stack, in: .exactly(Size(width: 200, height: 50)))
        #expect(childFrames(of: layout) == [
            Rect(x: 0, y: 20, width: 60, height: 10),
            Rect(x: 70, y: 15, width: 110, height: 20),
            Rect(x: 190, y: 10, width: 10, height: 30),
        ])
    }

    // MARK: - Spacing and alignment

    @Test("spacing goes between children; spacingBefore and spacingAfter around each")
    func spacing() {
        let stack = StackLayoutSpec(direction: .horizontal, spacing: 5, alignItems: .start, children: [
            FakeLeaf("a", 20, 10, style: LayoutStyle(spacingBefore: 3)),
            FakeLeaf("b", 30, 10, style: LayoutStyle(spacingAfter: 7)),
            FakeLeaf("c", 10, 10),
        ])
        let layout = layOut(stack, in: .unconstrained)
        #expect(childFrames(of: layout).map(\.minX) == [3, 28, 70])
        #expect(layout.size == Size(width: 80, height: 10))
    }

    @Test("alignSelf overrides alignItems")
    func alignSelf() {
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [
            FakeLeaf("a", 10, 10),
            FakeLeaf("b", 10, 20, style: LayoutStyle(alignSelf: .end)),
            FakeLeaf("c", 10, 30, style: LayoutStyle(alignSelf: .center)),
            FakeLeaf("d", 10, 40, style: LayoutStyle(alignSelf: .stretch)),
        ])
        let layout = layOut(stack, in: sizeRange(0, 50, .infinity, 50))
        #expect(childFrames(of: layout).map(\.minY) == [0, 30, 10, 0])
        #expect(childFrames(of: layout).map(\.height) == [10, 20, 30, 50])
    }

    @Test("stretch honours a child's own cross-axis size and maximum")
    func stretchHonoursStyle() {
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: [
            FakeLeaf("free", 10, 10),
            FakeLeaf("fixed", 10, 10, style: LayoutStyle(width: .points(40))),
            FakeLeaf("capped", 10, 10, style: LayoutStyle(maxWidth: .points(120))),
            FakeLeaf("wide", 250, 10),
        ])
        let layout = layOut(stack, in: SizeRange(max: Size(width: 300, height: .infinity)))
        #expect(layout.size == Size(width: 250, height: 40))
        #expect(childFrames(of: layout).map(\.width) == [250, 40, 120, 250])
    }

    @Test("vertical children wrap at the stack's width")
    func wrappingTextInColumn() {
        let stack = StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .start, children: [
            FakeTextLeaf("text", characters: 25),
            FakeLeaf("below", 50, 10),
        ])
        let layout = layOut(stack, in: SizeRange(max: Size(width: 100, height: .infinity)))
        // 10 characters a line at 100 wide: 3 lines, 60 high.
        #expect(childFrames(of: layout) == [
            Rect(x: 0, y: 0, width: 100, height: 60),
            Rect(x: 0, y: 64, width: 50, height: 10),
        ])
    }

    @Test("stretch measures a child again at the widest sibling's width")
    func stretchedToWidestSibling() {
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: [
            FakeLeaf("wide", 150, 10),
            FakeTextLeaf("text", characters: 12),
        ])
        let layout = layOut(stack, in: SizeRange(max: Size(width: 300, height: .infinity)))
        #expect(layout.size == Size(width: 150, height: 30))
        #expect(childFrames(of: layout) == [
            Rect(x: 0, y: 0, width: 150, height: 10),
            Rect(x: 0, y: 10, width: 150, height: 20),
        ])
    }
}
