import FolioCore
import Foundation
import Testing
import TestSupport

/// A text node's links: found under a point where its last layout drew them, with a little slop
/// for small text, and drawn in the pressed colour while highlighted.
@Suite("Text node links")
struct TextNodeLinkTests {
    private let environment = LayoutEnvironment(textMeasurer: FakeTextMeasurer())
    /// 5 px characters, 12 px lines: in a 40 px width "see / alpha / beta end", the link
    /// "alpha beta" on the second and third lines.
    private static let text = AttributedText("see ") + AttributedText("alpha beta", link: "x:ab") + AttributedText(" end")
    private static let attributes = TextAttributes(size: 10, lineSpacing: 0)

    /// The node inset by (10, 20) in a layout 40 px wide for the text.
    private func laidOut(_ node: TextNode) -> Layout {
        InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 20, bottom: 0, right: 0), child: node)
            .layout(in: SizeRange(max: Size(width: 60, height: 200)), environment: environment)
    }

    @Test("A link wrapped over two lines is found on either, with a rectangle on each, in the frame's coordinates")
    func linkOverTwoLines() throws {
        let node = TextNode(Self.text, attributes: Self.attributes)
        let layout = laidOut(node)
        let frame = Rect(x: 20, y: 10, width: 40, height: 36)
        let first = try #require(node.link(at: Point(x: 30, y: 28), in: frame))
        let second = try #require(node.link(at: Point(x: 30, y: 40), in: frame))
        #expect(first == second)
        #expect(first == TextLink(index: 0, target: "x:ab", text: "alpha beta",
                                  rects: [Rect(x: 20, y: 22, width: 25, height: 12), Rect(x: 20, y: 34, width: 20, height: 12)]))
        let hit = try #require(layout.topmostLink(at: Point(x: 30, y: 40)))
        #expect(hit.node === node && hit.frame == frame && hit.link == first)
    }

    @Test("A point a few pixels off a link still reaches it; further off, or on plain text, nothing does")
    func slop() {
        let node = TextNode(Self.text, attributes: Self.attributes)
        let layout = laidOut(node)
        // "alpha" ends at x 45: 4 px right of it, within the slop; 10 px, beyond.
        #expect(layout.topmostLink(at: Point(x: 49, y: 28))?.link.target == "x:ab")
        #expect(layout.topmostLink(at: Point(x: 55, y: 28)) == nil)
        // "see", at the top of the line above; " end" right of "beta".
        #expect(layout.topmostLink(at: Point(x: 25, y: 12)) == nil)
        #expect(layout.topmostLink(at: Point(x: 58, y: 40)) == nil)
        // Left of the node's frame, but within the slop of the link's start.
        #expect(layout.topmostLink(at: Point(x: 16, y: 28))?.link.index == 0)
    }

    @Test("The nearest of two links within the slop wins, and a point inside one always picks it")
    func nearestLink() throws {
        let text = AttributedText("ab", link: "x:1") + " " + AttributedText("cd", link: "x:2")
        let node = TextNode(text, attributes: Self.attributes)
        _ = node.layout(in: SizeRange(max: Size(width: 100, height: 100)), environment: environment)
        let frame = Rect(x: 0, y: 0, width: 100, height: 12)
        // "ab" is 0–10, the space 10–15, "cd" 15–25.
        #expect(node.link(at: Point(x: 11, y: 6), in: frame)?.target == "x:1")
        #expect(node.link(at: Point(x: 14, y: 6), in: frame)?.target == "x:2")
        #expect(node.link(at: Point(x: 16, y: 6), in: frame)?.target == "x:2")
    }

    @Test("Before it is laid out, and for plain text, a node has no link anywhere")
    func noLinks() {
        let node = TextNode(Self.text, attributes: Self.attributes)
        #expect(node.link(at: Point(x: 5, y: 16), in: Rect(x: 0, y: 0, width: 40, height: 36)) == nil)
        let plain = TextNode("alpha beta", attributes: Self.attributes)
        #expect(laidOut(plain).topmostLink(at: Point(x: 25, y: 14)) == nil)
        #expect(plain.attributedText == AttributedText("alpha beta") && plain.text == "alpha beta")
        #expect(TextNode(Self.text, attributes: Self.attributes).text == "see alpha beta end")
    }

    @Test("While the text is measured at another width, links are found where the drawn layout put them, not where the new one would")
    func hitTestingFollowsTheDrawnLayout() throws {
        let node = TextNode(Self.text, attributes: Self.attributes)
        let frame = Rect(x: 0, y: 0, width: 40, height: 36)
        _ = laidOut(node)
        node.draw(in: frame, context: TextLayoutRecordingContext(size: Size(width: 60, height: 60)), environment: environment)
        // A re-layout measures the text 200 px wide: on one line, the link starts at x 20.
        _ = node.layout(in: SizeRange(max: Size(width: 200, height: 100)), environment: environment)
        #expect(node.link(at: Point(x: 10, y: 16), in: frame)?.target == "x:ab", "on the drawn second line")
        #expect(node.link(at: Point(x: 30, y: 4), in: frame) == nil, "where the wider layout would put it")
        // A frame wider than the drawn one finds them where drawing at that width would put them
        // (the one-line layout, reused); one narrower than that line, but not the drawn width,
        // has none until it is laid out for it.
        #expect(node.link(at: Point(x: 30, y: 4), in: Rect(x: 0, y: 0, width: 120, height: 12))?.target == "x:ab")
        #expect(node.link(at: Point(x: 30, y: 4), in: Rect(x: 0, y: 0, width: 60, height: 24)) == nil)
    }

    @Test("A highlighted link is drawn in the pressed colour, the rest as laid out")
    func pressedColour() throws {
        let node = TextNode(Self.text, attributes: Self.attributes)
        _ = laidOut(node)
        let frame = Rect(x: 0, y: 0, width: 40, height: 36)
        let unpressed = TextLayoutRecordingContext(size: Size(width: 60, height: 60))
        node.draw(in: frame, context: unpressed, environment: environment)
        node.highlightedLink = 0
        let pressed = TextLayoutRecordingContext(size: Size(width: 60, height: 60))
        node.draw(in: frame, context: pressed, environment: environment)
        let before = try #require(unpressed.layouts.first?.layout), after = try #require(pressed.layouts.first?.layout)
        let pressedColor = Self.attributes.linkStyle.pressedColor
        #expect(before.linkHighlight == nil)
        #expect(after.linkHighlight == TextLinkHighlight(link: 0, color: pressedColor))
        #expect(after.textLines == before.textLines)
    }

    @Test("The link action runs with the link on the main thread")
    @MainActor
    func linkAction() throws {
        let node = TextNode(Self.text, attributes: Self.attributes)
        let received = Locked<[String]>([])
        node.linkAction = { link in received.withLock { $0.append(link.target) } }
        node.sendLinkAction(TextLink(index: 0, target: "x:ab", text: "alpha beta", rects: []))
        #expect(received.current == ["x:ab"])
    }
}
