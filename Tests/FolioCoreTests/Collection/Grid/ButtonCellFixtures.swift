import Foundation
import FolioCore

/// A cell holding one button, 20 px in from the cell's edges all round, that calls `action`.
struct ButtonCell: NodeComposition {
    var action: @MainActor @Sendable (ButtonNode) -> Void

    func makeNodes() -> ButtonNode {
        ButtonNode(title: "Like", action: action)
    }

    func layoutSpec(for nodes: ButtonNode, within constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: nodes)
    }
}

/// One section of `count` button cells, all calling `action`.
@MainActor
final class ButtonCellDataSource: CollectionDataSource {
    let count: Int
    let action: @MainActor @Sendable (ButtonNode) -> Void

    init(count: Int, action: @escaping @MainActor @Sendable (ButtonNode) -> Void) {
        self.count = count
        self.action = action
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let cell = ButtonCell(action: action)
        return { ComposedNode(cell) }
    }
}

/// Counts a button's actions. Main thread only.
@MainActor
final class ActionCounter {
    private(set) var count = 0

    func record() { count += 1 }
}
