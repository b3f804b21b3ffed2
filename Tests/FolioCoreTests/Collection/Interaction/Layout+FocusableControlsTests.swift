@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// A cell of a row of two buttons (the second disabled) over a text with two links, a last
/// button and a tappable dot: what Tab walks in it.
private final class ControlsCellNode: CellNode, @unchecked Sendable {
    let first = ButtonNode(title: "first")
    let disabled = ButtonNode(title: "off")
    let text = TextNode(AttributedText("a ") + AttributedText("one", link: "x:1") + AttributedText(" b ")
                            + AttributedText("two", link: "x:2"), attributes: TextAttributes(size: 10, lineSpacing: 0))
    let last = ButtonNode(title: "last")
    let dot = DisplayNode()
    /// Neither a control nor tappable: Tab passes it by.
    let plain = DisplayNode()

    override init() {
        super.init()
        disabled.isEnabled = false
        dot.style.preferredSize = Size(width: 12, height: 12)
        dot.tapName = "dot"
        plain.style.preferredSize = Size(width: 12, height: 12)
        for node in [first, disabled, text, last, dot, plain] as [DisplayNode] { addSubnode(node) }
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        let row = StackLayoutSpec(direction: .horizontal, spacing: 4, alignItems: .start, children: [first, disabled])
        return StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .start, children: [row, text, last, dot, plain])
    }
}

@MainActor
private final class ControlsSource: CollectionDataSource {
    let cell = ControlsCellNode()

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let cell = self.cell
        return { cell }
    }
}

/// The focusable controls a cell's layout lists: in the tree's reading order, enabled buttons
/// and every link of a text, disabled buttons passed over.
@Suite("Layout focusable controls")
@MainActor
struct LayoutFocusableControlsTests {
    @Test("A row's enabled button, then the text's links in order, then the last button; the disabled one is passed over")
    func readingOrder() throws {
        let source = ControlsSource()
        let (grid, scheduler) = GridFixture.manual(source)
        GridFixture.settle(grid, scheduler)
        let controls = grid.focusableControls(ofItem: 0)
        let names = controls.map { control -> String in
            switch control.kind {
            case .button(let button): "button \(button.title)"
            case .link(_, let link): "link \(link.target)"
            case .tappable(let node): "tappable \(node.tapName ?? "?")"
            }
        }
        #expect(names == ["button first", "link x:1", "link x:2", "button last", "tappable dot"])
        // Top to bottom: the row, the text, the last button.
        let tops = controls.map(\.bounds.minY)
        #expect(tops == tops.sorted() && tops[0] < tops[1] && tops[2] < tops[3], "\(tops)")
        #expect(controls[1].bounds.maxX <= controls[2].bounds.minX, "the links in the text's order along its line")
        source.cell.first.isEnabled = false
        #expect(grid.focusableControls(ofItem: 0).count == 4)
        #expect(grid.focusableControls(ofItem: 5).isEmpty, "no such item: no controls")
    }
}
