import FolioCore
import Foundation
import Testing
import TestSupport

/// Hit testing finds the topmost enabled button under a point in a layout's coordinates, through
/// any nesting of specs, with half-open frames; `elements(at:)` lists everything there, topmost
/// first.
@Suite("Layout hit testing")
struct LayoutHitTestingTests {
    private let environment = LayoutEnvironment(textMeasurer: FakeTextMeasurer())

    private func button(_ width: Double, _ height: Double) -> ButtonNode {
        let button = ButtonNode()
        button.style.preferredSize = Size(width: width, height: height)
        return button
    }

    private func layout(_ root: any LayoutElement, in size: Size = Size(width: 300, height: 200)) -> Layout {
        root.layout(in: SizeRange(max: size), environment: environment)
    }

    @Test func picksTheButtonDrawnOnTop() {
        let below = button(100, 40), above = button(100, 40)
        let layout = layout(OverlayLayoutSpec(child: below, overlay: above))
        let hit = layout.topmostButton(at: Point(x: 50, y: 20))
        #expect(hit?.button === above)
        #expect(hit?.frame == Rect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func passesOverDisabledButtonsToOnesBelow() {
        let below = button(100, 40), above = button(100, 40)
        let layout = layout(OverlayLayoutSpec(child: below, overlay: above))
        above.isEnabled = false
        #expect(layout.topmostButton(at: Point(x: 50, y: 20))?.button === below)
        below.isEnabled = false
        #expect(layout.topmostButton(at: Point(x: 50, y: 20)) == nil)
    }

    @Test func findsButtonsNestedInStacksAndInsetsInRootCoordinates() {
        let first = button(80, 30), second = button(60, 20)
        let column = StackLayoutSpec(direction: .vertical, spacing: 5, alignItems: .start, children: [
            first,
            InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 0), child: second),
        ])
        let layout = layout(InsetLayoutSpec(insets: EdgeInsets(all: 10), child: column))
        // first at (10, 10) 80×30; second 20 further in, below first and the 5 of spacing.
        let secondFrame = Rect(x: 30, y: 45, width: 60, height: 20)
        let hit = layout.topmostButton(at: Point(x: 31, y: 46))
        #expect(hit?.button === second && hit?.frame == secondFrame)
        #expect(layout.flattened().first { $0.element as? ButtonNode === second }?.frame == secondFrame)
        #expect(layout.topmostButton(at: Point(x: 10, y: 10))?.button === first, "minimum edges are inside")
        #expect(layout.topmostButton(at: Point(x: 29.5, y: 50)) == nil, "the inset beside second")
        #expect(layout.topmostButton(at: Point(x: 90, y: 20)) == nil, "maximum edges are outside")
        #expect(layout.topmostButton(at: Point(x: 50, y: 42)) == nil, "the spacing between them")
    }

    @Test func missesOutsideAndForPointsThatAreNotNumbers() {
        let layout = layout(InsetLayoutSpec(insets: EdgeInsets(all: 10), child: button(50, 50)))
        for point in [Point(x: 5, y: 30), Point(x: 30, y: 60), Point(x: -1, y: -1), Point(x: .nan, y: 30), Point(x: .infinity, y: 30)] {
            #expect(layout.topmostButton(at: point) == nil, "\(point)")
        }
        #expect(layout.elements(at: Point(x: .nan, y: .nan)).isEmpty)
    }

    @Test func findsAButtonInACellsLayout() {
        let button = button(120, 44)
        let cell = CellNode(contentBlock: { CenterLayoutNode(child: button) })
        cell.loadContentIfNeeded()
        let layout = cell.layout(in: .exactly(Size(width: 300, height: 200)), environment: environment)
        let hit = layout.topmostButton(at: Point(x: 150, y: 100))
        #expect(hit?.button === button && hit?.frame == Rect(x: 90, y: 78, width: 120, height: 44))
        #expect(layout.topmostButton(at: Point(x: 80, y: 100)) == nil)
    }

    @Test func listsEveryElementUnderAPointTopmostFirst() {
        let below = button(100, 40), above = button(100, 40)
        let layout = layout(InsetLayoutSpec(insets: EdgeInsets(all: 5), child: OverlayLayoutSpec(child: below, overlay: above)))
        let hits = layout.elements(at: Point(x: 20, y: 20))
        #expect(hits.count == 4)
        #expect(hits.first?.element as? ButtonNode === above)
        #expect(hits.dropFirst().first?.element as? ButtonNode === below)
        #expect(hits.dropFirst(2).first?.element is OverlayLayoutSpec)
        #expect(hits.last?.element is InsetLayoutSpec && hits.last?.frame == Rect(x: 0, y: 0, width: 110, height: 50))
        // Inside the inset, outside both buttons: the root alone.
        #expect(layout.elements(at: Point(x: 2, y: 2)).map(\.frame) == [Rect(x: 0, y: 0, width: 110, height: 50)])
    }

    /// Random trees of stacks, insets and overlays holding buttons (some disabled), probed at
    /// random points: the answer is always the last enabled button in drawing order whose frame
    /// holds the point. Replay with `FOLIO_SEED=<seed>`.
    @Test func agreesWithTheLastEnabledButtonInDrawingOrder() {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var random = SeededGenerator(seed: seed)
        for tree in 0..<200 {
            let root = randomElement(depth: 0, random: &random)
            let layout = layout(root)
            let flat = layout.flattened()
            for _ in 0..<50 {
                let point = Point(x: Double.random(in: -10...310, using: &random).rounded(), y: Double.random(in: -10...210, using: &random).rounded())
                let expected = flat.last { ($0.element as? ButtonNode)?.isEnabled == true && $0.frame.contains(point) }
                let hit = layout.topmostButton(at: point)
                guard hit?.button === expected?.element as? ButtonNode, hit?.frame == expected?.frame else {
                    Issue.record("seed \(seed), tree \(tree), point \(point): \(String(describing: hit?.frame)) instead of \(String(describing: expected?.frame))")
                    return
                }
                let all = layout.elements(at: point)
                guard all.map(\.frame) == flat.reversed().filter({ $0.frame.contains(point) }).map(\.frame) else {
                    Issue.record("seed \(seed), tree \(tree), point \(point): elements out of order")
                    return
                }
            }
        }
    }

    private func randomElement(depth: Int, random: inout SeededGenerator) -> any LayoutElement {
        if depth >= 3 || Int.random(in: 0..<4, using: &random) == 0 {
            let button = button(Double.random(in: 10...120, using: &random).rounded(), Double.random(in: 10...80, using: &random).rounded())
            button.isEnabled = Int.random(in: 0..<4, using: &random) != 0
            return button
        }
        func child() -> any LayoutElement { randomElement(depth: depth + 1, random: &random) }
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let direction: StackDirection = Bool.random(using: &random) ? .horizontal : .vertical
            let children = (0..<Int.random(in: 1...4, using: &random)).map { _ in child() }
            return StackLayoutSpec(direction: direction, spacing: Double.random(in: -10...10, using: &random).rounded(), children: children)
        case 1:
            let inset = Double.random(in: -5...20, using: &random).rounded()
            return InsetLayoutSpec(insets: EdgeInsets(top: inset, left: inset / 2, bottom: 0, right: inset), child: child())
        default:
            return OverlayLayoutSpec(child: child(), overlay: child())
        }
    }
}

/// A node that centres its child, so a test cell's content has a spec between it and the button.
private final class CenterLayoutNode: DisplayNode, @unchecked Sendable {
    let child: DisplayNode

    init(child: DisplayNode) {
        self.child = child
        super.init()
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        CenterLayoutSpec(child: child)
    }
}
