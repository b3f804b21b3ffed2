import FolioCore
import Foundation

/// A data source of plain cells, each of the preferred size `sizes` gives its flat index (one
/// section of `count` items, or the sections given), with a header and a footer cell per
/// section; it records which supplementary kinds it was asked for, and for which sections.
@MainActor
final class SizedCellDataSource: CollectionDataSource {
    var sectionCounts: [Int]
    let size: (Int) -> Size
    private(set) var supplementaryAskedFor: [(kind: String, section: Int)] = []

    init(sectionCounts: [Int], size: @escaping (Int) -> Size) {
        self.sectionCounts = sectionCounts
        self.size = size
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { sectionCounts.count }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { sectionCounts[section] }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let index = sectionCounts.prefix(indexPath.section).reduce(0, +) + indexPath.item
        let preferred = size(index)
        return {
            let cell = CellNode()
            cell.style.preferredSize = preferred
            return cell
        }
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CellNodeBlock? {
        supplementaryAskedFor.append((kind, indexPath.section))
        return { CellNode() }
    }
}

/// A delegate that lets the items `ranges` names take the sizes it gives, and records selections.
@MainActor
final class SizeRangeDelegate: CollectionDelegate {
    var ranges: [Int: SizeRange] = [:]
    private(set) var selected: [IndexPath] = []

    func collectionNode(_ collectionNode: CollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> SizeRange? {
        ranges[indexPath.item]
    }

    func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}
