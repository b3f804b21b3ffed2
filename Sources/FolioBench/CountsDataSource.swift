import FolioCore
import Foundation

/// A data source of item counts alone, one section per count, for measuring batch updates: its
/// cells are blank (and with `BlankBackend.Scheduler` never made). Main thread.
@MainActor
final class CountsDataSource: CollectionDataSource {
    /// The items in each section; set to the new counts before a batch is applied.
    var counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { counts.count }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        { CellNode() }
    }
}
