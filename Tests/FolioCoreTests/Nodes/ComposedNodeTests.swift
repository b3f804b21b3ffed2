import FolioCore
import Testing
import TestSupport

/// A composed node makes its composition's nodes once, lays them out with the composition's spec,
/// adopts them as subnodes and draws the composition's background behind them.
@Suite("Composed node")
struct ComposedNodeTests {
    private let environment = LayoutEnvironment(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder())
    private let bounds = Rect(x: 0, y: 0, width: 300, height: 200)
    private let blue = Color(red: 0, green: 0, blue: 255)

    /// The frame of `node` in `layout`, if the layout placed it.
    private func frame(of node: DisplayNode, in layout: Layout) -> Rect? {
        layout.flattened().first { ($0.element as? DisplayNode) === node }?.frame
    }

    /// Draws every node in `layout` as a page job does: depth first, parents before children.
    private func draw(_ layout: Layout) -> [FakeDrawCall] {
        let context = FakeRasterizer().makeContext(size: layout.size, scale: 1) as! FakeRasterContext
        for positioned in layout.flattened() {
            (positioned.element as? DisplayNode)?.draw(in: positioned.frame, context: context, environment: environment)
        }
        return context.calls
    }

    @Test func laysOutItsNodesWithTheCompositionsSpec() {
        let node = ComposedNode(Card(title: "Hello", color: blue))
        let layout = node.layout(in: .exactly(bounds.size), environment: environment)
        #expect(layout.size == bounds.size)
        // Inset by 10: the title's one line is 27 high (24 and a tenth, rounded up); the swatch grows
        // into the rest, 5 below it.
        #expect(frame(of: node.nodes.title, in: layout) == Rect(x: 10, y: 10, width: 280, height: 27))
        #expect(frame(of: node.nodes.swatch, in: layout) == Rect(x: 10, y: 42, width: 280, height: 148))
    }

    @Test func makesItsNodesOnceWhenMadeNotWhenLaidOut() {
        let card = Card(title: "Hello", color: blue)
        let node = ComposedNode(card)
        #expect(card.nodesMade.current == 1)
        let first = node.nodes.title
        for width in [300.0, 120, 640] {
            _ = node.layout(in: .exactly(Size(width: width, height: 200)), environment: environment)
        }
        #expect(card.nodesMade.current == 1)
        #expect(node.nodes.title === first)
    }

    @Test func placedNodesBecomeSubnodesOnceInTheirOrder() {
        let node = ComposedNode(Card(title: "Hello", color: blue))
        #expect(node.subnodes.isEmpty, "nothing is placed before the first layout")
        for _ in 0..<3 {
            _ = node.layout(in: .exactly(bounds.size), environment: environment)
        }
        #expect(node.subnodes.map(ObjectIdentifier.init) == [ObjectIdentifier(node.nodes.title), ObjectIdentifier(node.nodes.swatch)])
    }

    @Test func nestedCompositionsEachAdoptOnlyTheirOwnNodes() {
        let shelf = ComposedNode(Shelf(left: Card(title: "Left", color: blue), right: Card(title: "Right", color: .white)))
        let layout = shelf.layout(in: .exactly(bounds.size), environment: environment)
        let left = shelf.nodes.left, right = shelf.nodes.right
        #expect(shelf.subnodes.map(ObjectIdentifier.init) == [ObjectIdentifier(left), ObjectIdentifier(right)])
        #expect(left.subnodes.map(ObjectIdentifier.init) == [ObjectIdentifier(left.nodes.title), ObjectIdentifier(left.nodes.swatch)])
        #expect(frame(of: left, in: layout) == Rect(x: 0, y: 0, width: 150, height: 200))
        #expect(frame(of: right.nodes.swatch, in: layout) == Rect(x: 160, y: 42, width: 130, height: 148))
    }

    @Test func drawsTheCompositionsBackgroundBehindItsNodes() {
        let background = Color(red: 18, green: 18, blue: 21)
        let node = ComposedNode(Card(title: "Hello", color: blue, background: background, radius: 8))
        #expect(node.backgroundColor == background && node.cornerRadius == 8)
        let calls = draw(node.layout(in: .exactly(bounds.size), environment: environment))
        #expect(calls == [
            .roundedRect(bounds, 8, background),
            .text(["Hello"], Rect(x: 10, y: 10, width: 280, height: 27)),
            .fill(Rect(x: 10, y: 42, width: 280, height: 148), blue),
        ])
    }

    @Test func withoutABackgroundOnlyItsNodesDraw() {
        let node = ComposedNode(Card(title: "Hello", color: blue))
        let calls = draw(node.layout(in: .exactly(bounds.size), environment: environment))
        #expect(calls.count == 2)
        #expect(calls.first == .text(["Hello"], Rect(x: 10, y: 10, width: 280, height: 27)))
    }

    @Test func isTheLazyContentOfACellMadeWithAContentBlock() {
        let card = Card(title: "Hello", color: blue)
        let cell = CellNode(contentBlock: { ComposedNode(card) })
        cell.style.preferredSize = bounds.size
        #expect(card.nodesMade.current == 0, "the block has not run")
        #expect(cell.loadContentIfNeeded())
        let content = cell.contentNode as? ComposedNode<Card>
        let layout = cell.layout(in: .exactly(bounds.size), environment: environment)
        #expect(card.nodesMade.current == 1)
        #expect(content.flatMap { frame(of: $0.nodes.swatch, in: layout) } == Rect(x: 10, y: 42, width: 280, height: 148))
    }
}
