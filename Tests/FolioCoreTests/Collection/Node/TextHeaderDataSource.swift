import FolioCore
import Foundation

/// A data source of rows `rowHeight` tall at any width, with each section's header the text
/// `headerTexts` gives it (see `HeaderText`).
@MainActor
final class TextHeaderDataSource: CollectionDataSource {
    let sectionCounts: [Int]
    let headerTexts: [String]
    let rowHeight: Double

    init(sectionCounts: [Int], headerTexts: [String], rowHeight: Double) {
        self.sectionCounts = sectionCounts
        self.headerTexts = headerTexts
        self.rowHeight = rowHeight
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { sectionCounts.count }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { sectionCounts[section] }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let height = rowHeight
        return {
            let cell = CellNode()
            cell.style.preferredSize = Size(width: 1, height: height)
            return cell
        }
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CellNodeBlock? {
        guard kind == CollectionNode.sectionHeaderKind else { return nil }
        let text = headerTexts[indexPath.section]
        return { ComposedNode(HeaderText(text: text)) }
    }
}
