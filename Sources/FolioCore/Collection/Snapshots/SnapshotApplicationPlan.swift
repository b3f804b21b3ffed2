import Foundation

/// What applying waiting snapshots comes to: the batch update to the snapshot applied, and the
/// applications it answers (it and the older ones it replaced, oldest first), whose completions
/// run once it is applied. With every snapshot refused, there is nothing to apply. A plain value:
/// usable on any thread.
struct SnapshotApplicationPlan<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The batch from the content shown to the applied snapshot; nil when every one was refused.
    let diff: SnapshotDiff?
    /// The application shown once this is applied; nil when every one was refused.
    let applied: SnapshotApplication<SectionID, ItemID>?
    /// The applications answered, oldest first, the applied one last.
    let answered: [SnapshotApplication<SectionID, ItemID>]
}
