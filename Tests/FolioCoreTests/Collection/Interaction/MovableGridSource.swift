import FolioCore
import Foundation

/// A data source whose items (numbered at the start, in sections) can be moved by hand unless
/// `fixedItems` names them, recording each move it is told of and keeping its model in step; as
/// its own delegate it can refuse or redirect targets (`redirect`) and records the proposals.
@MainActor
final class MovableGridSource: CollectionDataSource, CollectionDelegate {
    /// Each section's item numbers, in order.
    private(set) var sections: [[Int]]
    /// Item numbers that may not be moved.
    var fixedItems: Set<Int> = []
    /// What the delegate answers for a proposed target; nil takes the proposal.
    var redirect: ((IndexPath, IndexPath) -> IndexPath)?
    /// The moves the collection made, in order.
    private(set) var moves: [(from: IndexPath, to: IndexPath)] = []
    /// The targets proposed to the delegate, in order.
    private(set) var proposals: [IndexPath] = []

    /// `counts` sections of items numbered 0, 1, 2… across them.
    init(counts: [Int]) {
        var next = 0
        sections = counts.map { count in
            defer { next += count }
            return Array(next..<next + count)
        }
    }

    /// Every item number, in order across the sections.
    var order: [Int] { sections.flatMap { $0 } }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { sections.count }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let number = sections[indexPath.section][indexPath.item]
        return { TestPageNode(index: number, photoPath: "photo-\(number).jpg") }
    }

    func collectionNode(_ collectionNode: CollectionNode, canMoveItemAt indexPath: IndexPath) -> Bool {
        !fixedItems.contains(sections[indexPath.section][indexPath.item])
    }

    func collectionNode(_ collectionNode: CollectionNode, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let number = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(number, at: destinationIndexPath.item)
    }

    func collectionNode(_ collectionNode: CollectionNode, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposals.append(proposedIndexPath)
        return redirect?(originalIndexPath, proposedIndexPath) ?? proposedIndexPath
    }
}
