import Foundation

/// One call of `CollectionDiffableDataSource.apply(_:animatingDifferences:completion:)`, waiting
/// its turn: the snapshot, whether its differences animate, and what to call once it is applied.
/// A plain value: usable on any thread (the completion itself runs on the main thread).
struct SnapshotApplication<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The content to show.
    let snapshot: CollectionSnapshot<SectionID, ItemID>
    /// Whether the change is applied as an animated batch update (else the data is reloaded).
    let animatingDifferences: Bool
    /// Called on the main thread once the snapshot is applied.
    let completion: (@MainActor @Sendable () -> Void)?
}
