import Foundation

/// A collection data source written with snapshots, in the seeds' Swift spelling of UIKit's
/// `UICollectionViewDiffableDataSource`: the app describes the whole content as a
/// `CollectionSnapshot` of identifiers and applies it; the data source works out the batch
/// update from the content shown (Heckel's diff) and applies it to its collection node with
/// `performBatchUpdates`. Cells come from the cell provider, headers and footers from the
/// supplementary provider.
///
/// It sets itself as the collection's data source, which holds it weakly: the app keeps it. It
/// holds the collection weakly in turn. Main thread, except `apply`, which any thread may call.
@MainActor
public final class CollectionDiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: CollectionDataSource {
    /// Makes the node block for the item `ItemID` at an index path. Main thread.
    public typealias CellProvider = @MainActor (CollectionNode, IndexPath, ItemID) -> CellNodeBlock
    /// Makes the node block for a supplementary element (the kind, `CollectionNode.sectionHeaderKind`
    /// or `sectionFooterKind`) of section `SectionID`, or nil for none. Main thread.
    public typealias SupplementaryProvider = @MainActor (CollectionNode, String, IndexPath, SectionID) -> CellNodeBlock?

    /// The collection this data source feeds.
    weak var collectionNode: CollectionNode?
    /// Makes the items' node blocks.
    private let cellProvider: CellProvider
    /// Makes the headers' and footers' node blocks; nil gives none. Main thread.
    public var supplementaryProvider: SupplementaryProvider?
    /// The content the collection shows: its counts are the collection's at every moment.
    var shown = CollectionSnapshot<SectionID, ItemID>() {
        didSet { indexPathsByItem = nil }
    }
    /// Where each item of `shown` is, built when first asked for (a million items cost their
    /// table only if the app asks).
    private var indexPathsByItem: [ItemID: IndexPath]?
    /// The snapshots given to `apply` and not yet applied.
    nonisolated let waiting = SnapshotApplicationQueue<SectionID, ItemID>()
    /// Where large snapshots are diffed, one at a time.
    nonisolated let diffQueue = DispatchQueue(label: "folio.snapshot-diff", qos: .userInitiated)
    /// Wakes the host's loop so that a hop to the main queue runs soon (the collection's wake).
    nonisolated let wake: @Sendable () -> Void

    /// A data source for `collectionNode`, with no sections, set as its data source; `cellProvider`
    /// makes the items' node blocks. Main thread.
    public init(collectionNode: CollectionNode, cellProvider: @escaping CellProvider) {
        self.collectionNode = collectionNode
        self.cellProvider = cellProvider
        wake = collectionNode.wake
        collectionNode.dataSource = self
    }

    /// A copy of the content shown (with nothing marked for reloading), to change and apply. Main
    /// thread.
    public func snapshot() -> CollectionSnapshot<SectionID, ItemID> { shown }

    /// The identifier of the item shown at `indexPath`, or nil. Main thread.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemID? { shown.item(at: indexPath) }

    /// Where the item `id` is shown, or nil when it is not. The first call after a change builds a
    /// table of every item (O(items)); later ones are O(1). Main thread.
    public func indexPath(for id: ItemID) -> IndexPath? {
        if let indexPathsByItem { return indexPathsByItem[id] }
        var table: [ItemID: IndexPath] = [:]
        table.reserveCapacity(shown.numberOfItems)
        for section in 0..<shown.numberOfSections {
            for (item, itemID) in shown.items(inSectionAt: section).enumerated() {
                table[itemID] = IndexPath(item: item, section: section)
            }
        }
        indexPathsByItem = table
        return table[id]
    }

    /// The identifier of the section shown at index `section`, or nil. Main thread.
    public func sectionIdentifier(for section: Int) -> SectionID? {
        let sections = shown.sectionIdentifiers
        return sections.indices.contains(section) ? sections[section] : nil
    }

    // MARK: - CollectionDataSource

    /// The number of sections shown. Main thread.
    public func numberOfSections(in collectionNode: CollectionNode) -> Int { shown.numberOfSections }

    /// The number of items shown in `section`. Main thread.
    public func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        shown.items(inSectionAt: section).count
    }

    /// The cell provider's block for the item shown at `indexPath`. Main thread.
    public func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        guard let id = shown.item(at: indexPath) else {
            FolioLogger.collection.line(.error, "diffable data source: no item at \(indexPath) in the snapshot shown; the cell is empty")
            return { CellNode() }
        }
        return cellProvider(collectionNode, indexPath, id)
    }

    /// The supplementary provider's block for `kind` in `indexPath`'s section, or nil. Main
    /// thread.
    public func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CellNodeBlock? {
        guard let supplementaryProvider, indexPath.count >= 1, let section = sectionIdentifier(for: indexPath.section) else {
            return nil
        }
        return supplementaryProvider(collectionNode, kind, indexPath, section)
    }
}
