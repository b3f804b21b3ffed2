@testable import FolioCore
import Synchronization
import Testing

/// A node that fills its frame with its colour and counts how often it was asked to draw; it can
/// cancel a token while drawing. Made and used on the test's thread.
private final class CountingNode: DisplayNode, @unchecked Sendable {
    // @unchecked: the counter is atomic; the rest is set before drawing.
    let color: Color
    let draws = Atomic(0)
    var cancelsWhileDrawing: CancellationToken?

    init(_ color: Color) {
        self.color = color
        super.init()
    }

    override func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        draws.add(1, ordering: .relaxed)
        context.fill(frame, color: color)
        cancelsWhileDrawing?.cancel()
    }
}

@Suite struct LayoutDrawingTests {
    typealias Call = ColorRecordingContext.Call
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)
    static let green = Color(red: 0, green: 255, blue: 0)

    /// `node` laid out as `frame.size` at `frame.origin` with `children` placed inside it.
    private func tree(_ node: any LayoutElement, _ size: Size, _ children: [(Point, Layout)] = []) -> Layout {
        Layout(element: node, size: size, sublayouts: children.map { Sublayout(position: $0.0, layout: $0.1) })
    }

    private func draw(_ layout: Layout, cancellation: CancellationToken? = nil) -> (calls: [Call], finished: Bool) {
        let context = ColorRecordingContext(size: layout.size)
        let finished = layout.draw(into: context, environment: LayoutEnvironment(cancellation: cancellation))
        return (context.calls, finished)
    }

    @Test("Shadow beneath the node, its own drawing, its subnodes, then its border on top")
    func decorationOrder() {
        let parent = DisplayNode()
        parent.backgroundColor = Self.red
        parent.cornerRadius = 6
        parent.borderWidth = 1
        parent.borderColor = Self.green
        let shadow = Shadow(offset: Size(width: 0, height: 2), radius: 4, opacity: 0.5)
        parent.shadow = shadow
        let child = CountingNode(Self.blue)
        let layout = tree(parent, Size(width: 50, height: 40), [(Point(x: 10, y: 10), tree(child, Size(width: 20, height: 20)))])
        let (calls, finished) = draw(layout)
        let frame = Rect(x: 0, y: 0, width: 50, height: 40)
        #expect(finished)
        #expect(calls == [
            .shadow(shadow, frame, cornerRadius: 6),
            .roundedRect(frame, 6, Self.red),
            .fill(Rect(x: 10, y: 10, width: 20, height: 20), Self.blue),
            .stroke(frame, radius: 6, width: 1, Self.green),
        ])
    }

    @Test("A translucent node groups its whole subtree, and a translucent subnode nests its own group")
    func alphaGroupsSubtree() {
        let parent = DisplayNode()
        parent.alpha = 0.5
        parent.backgroundColor = Self.red
        let middle = DisplayNode()
        middle.alpha = 0.5
        let leaf = CountingNode(Self.blue)
        let sibling = CountingNode(Self.green)
        let layout = tree(parent, Size(width: 40, height: 40), [
            (.zero, tree(middle, Size(width: 20, height: 20), [(Point(x: 1, y: 1), tree(leaf, Size(width: 5, height: 5)))])),
            (Point(x: 20, y: 0), tree(sibling, Size(width: 10, height: 10))),
        ])
        let (calls, _) = draw(layout)
        #expect(calls == [
            .beginLayer(opacity: 0.5),
            .fill(Rect(x: 0, y: 0, width: 40, height: 40), Self.red),
            .beginLayer(opacity: 0.5),
            .fill(Rect(x: 1, y: 1, width: 5, height: 5), Self.blue),
            .endLayer,
            .fill(Rect(x: 20, y: 0, width: 10, height: 10), Self.green),
            .endLayer,
        ])
    }

    @Test("An opaque tree draws without groups")
    func opaqueTreeHasNoGroups() {
        let leaf = CountingNode(Self.blue)
        let (calls, _) = draw(tree(DisplayNode(), Size(width: 10, height: 10), [(.zero, tree(leaf, Size(width: 5, height: 5)))]))
        #expect(calls == [.fill(Rect(x: 0, y: 0, width: 5, height: 5), Self.blue)])
    }

    @Test("A node at alpha 0 costs nothing: neither it nor its subtree is asked to draw")
    func zeroAlphaSkipsSubtree() {
        let hidden = CountingNode(Self.red)
        hidden.alpha = 0
        hidden.shadow = Shadow()
        hidden.borderWidth = 2
        let inside = CountingNode(Self.blue)
        let after = CountingNode(Self.green)
        let layout = tree(DisplayNode(), Size(width: 30, height: 10), [
            (.zero, tree(hidden, Size(width: 10, height: 10), [(.zero, tree(inside, Size(width: 5, height: 5)))])),
            (Point(x: 10, y: 0), tree(after, Size(width: 10, height: 10))),
        ])
        let (calls, finished) = draw(layout)
        #expect(finished)
        #expect(hidden.draws.load(ordering: .relaxed) == 0 && inside.draws.load(ordering: .relaxed) == 0)
        #expect(calls == [.fill(Rect(x: 10, y: 0, width: 10, height: 10), Self.green)])
    }

    @Test("Layout specs between nodes pass their offsets on and draw nothing themselves")
    func specsPassThrough() {
        let leaf = CountingNode(Self.blue)
        let spec = InsetLayoutSpec(insets: EdgeInsets(all: 3), child: leaf)
        let layout = tree(DisplayNode(), Size(width: 30, height: 30), [
            (Point(x: 5, y: 5), tree(spec, Size(width: 20, height: 20), [(Point(x: 3, y: 3), tree(leaf, Size(width: 14, height: 14)))])),
        ])
        #expect(draw(layout).calls == [.fill(Rect(x: 8, y: 8, width: 14, height: 14), Self.blue)])
    }

    @Test("Cancellation stops drawing between nodes, still closing the groups it opened")
    func cancellationStopsBetweenNodes() {
        let token = CancellationToken()
        let group = DisplayNode()
        group.alpha = 0.5
        group.borderWidth = 1
        let first = CountingNode(Self.red)
        first.cancelsWhileDrawing = token
        let second = CountingNode(Self.blue)
        let layout = tree(group, Size(width: 20, height: 10), [
            (.zero, tree(first, Size(width: 10, height: 10))),
            (Point(x: 10, y: 0), tree(second, Size(width: 10, height: 10))),
        ])
        let (calls, finished) = draw(layout, cancellation: token)
        #expect(!finished)
        #expect(second.draws.load(ordering: .relaxed) == 0)
        #expect(calls == [.beginLayer(opacity: 0.5), .fill(Rect(x: 0, y: 0, width: 10, height: 10), Self.red), .endLayer])
    }

    @Test("A clear border or shadow colour draws nothing")
    func clearDecorationsAreSkipped() {
        let node = CountingNode(Self.red)
        node.borderWidth = 3
        node.borderColor = .clear
        node.shadow = Shadow(opacity: 0)
        #expect(draw(tree(node, Size(width: 10, height: 10))).calls == [.fill(Rect(x: 0, y: 0, width: 10, height: 10), Self.red)])
    }

    @Test("A context without decoration methods still compiles and gets the fallbacks")
    func fallbacksForOlderContexts() {
        let context = PlainContext(size: Size(width: 20, height: 20))
        context.strokeRoundedRect(Rect(x: 0, y: 0, width: 20, height: 10), radius: 4, width: 2, color: Self.red)
        context.drawShadow(Shadow(color: Self.blue, offset: Size(width: 1, height: 2), radius: 3, opacity: 1), of: Rect(x: 0, y: 0, width: 5, height: 5),
                           cornerRadius: 2)
        context.beginLayer(opacity: 0.5)
        context.endLayer()
        #expect(context.fills == [
            Rect(x: 0, y: 0, width: 20, height: 2), Rect(x: 0, y: 8, width: 20, height: 2),
            Rect(x: 0, y: 2, width: 2, height: 6), Rect(x: 18, y: 2, width: 2, height: 6),
            Rect(x: 1, y: 2, width: 5, height: 5),
        ])
    }
}

/// A context written against the protocol's first four drawing methods only.
private final class PlainContext: RasterContext {
    let size: Size
    let scale = 1.0
    private(set) var fills: [Rect] = []

    init(size: Size) { self.size = size }

    func fill(_ rect: Rect, color: Color) { fills.append(rect) }
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { fills.append(rect) }
    func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) {}
    func drawImage(_ image: any DecodedImage, in rect: Rect, contentMode: ContentMode, cornerRadius: Double) {}
}
