@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Finding tappable nodes and the control a press reaches in a drawn layout: the topmost
/// tappable node wins among overlapping ones, a button drawn over a tappable node wins, a
/// disabled one is passed over to the node beneath, and untappable nodes are not found.
@Suite("Layout controls")
struct LayoutControlsTests {
    private let environment = LayoutEnvironment(textMeasurer: FakeTextMeasurer())

    private func node(_ width: Double, _ height: Double, name: String?) -> DisplayNode {
        let node = DisplayNode()
        node.style.preferredSize = Size(width: width, height: height)
        node.tapName = name
        return node
    }

    private func layout(_ root: any LayoutElement) -> Layout {
        root.layout(in: SizeRange(max: Size(width: 300, height: 200)), environment: environment)
    }

    @Test("of overlapping tappable nodes the one drawn on top is found; the one below where the top one is not")
    func topmostTappableWins() {
        let below = node(200, 100, name: "below"), above = node(50, 50, name: "above")
        let layout = layout(OverlayLayoutSpec(child: below, overlay: InsetLayoutSpec(
            insets: EdgeInsets(top: 0, left: 150, bottom: 50, right: 0), child: above)))
        #expect(layout.topmostTappable(at: Point(x: 170, y: 20))?.node === above)
        #expect(layout.topmostTappable(at: Point(x: 170, y: 20))?.frame == Rect(x: 150, y: 0, width: 50, height: 50))
        #expect(layout.topmostTappable(at: Point(x: 100, y: 20))?.node === below)
        #expect(layout.topmostTappable(at: Point(x: 100, y: 120)) == nil, "below both")
    }

    @Test("a node with neither an action nor a name is not tappable, and one drawn over a tappable node does not block it")
    func untappableNodes() {
        let below = node(200, 100, name: "below"), plain = node(200, 100, name: nil)
        let layout = layout(OverlayLayoutSpec(child: below, overlay: plain))
        #expect(!plain.isTappable)
        #expect(layout.topmostTappable(at: Point(x: 50, y: 50))?.node === below)
        plain.tapAction = {}
        #expect(plain.isTappable, "an action alone makes a node tappable")
        #expect(layout.topmostTappable(at: Point(x: 50, y: 50))?.node === plain)
    }

    @Test("a press reaches a button drawn over a tappable node, and the node when the button is disabled")
    @MainActor
    func buttonOverTappable() throws {
        let card = node(200, 100, name: "card")
        let button = ButtonNode()
        button.style.preferredSize = Size(width: 60, height: 30)
        let layout = layout(OverlayLayoutSpec(child: card, overlay: InsetLayoutSpec(
            insets: EdgeInsets(top: 10, left: 10, bottom: 60, right: 130), child: button)))
        guard case .button(let pressed)? = layout.topmostControl(at: Point(x: 20, y: 20))?.kind else {
            Issue.record("the button takes the press")
            return
        }
        #expect(pressed === button)
        button.isEnabled = false
        guard case .tappable(let tapped)? = layout.topmostControl(at: Point(x: 20, y: 20))?.kind else {
            Issue.record("the card takes the press past the disabled button")
            return
        }
        #expect(tapped === card)
        #expect(layout.topmostControl(at: Point(x: 20, y: 20))?.frames == [Rect(x: 0, y: 0, width: 200, height: 100)])
        #expect(layout.topmostControl(at: Point(x: 20, y: 150)) == nil)
    }
}
