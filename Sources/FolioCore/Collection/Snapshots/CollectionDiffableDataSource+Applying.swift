import Foundation

/// Applying snapshots: in the order `apply` was called, whichever threads called it; small ones
/// diffed at once on the main thread, large ones on a background queue, each batch applied on the
/// main thread, where the content shown switches to the snapshot in the same step.
extension CollectionDiffableDataSource {
    /// Snapshots with fewer items than this on both sides are diffed on the main thread, at once;
    /// larger ones on the data source's background queue.
    nonisolated static var inlineDiffLimit: Int { 10_000 }

    /// Shows `snapshot`: the changes from the content shown are applied to the collection as one
    /// batch update, animated, or, with `animatingDifferences` false, the data is reloaded. Any
    /// thread. Snapshots are applied in the order of the calls. Called on the main thread with
    /// nothing waiting and both sides under `inlineDiffLimit` items, it is applied before it
    /// returns; otherwise it is diffed on a background queue and applied on the main thread later.
    ///
    /// When several snapshots wait while an earlier one is being diffed, only the newest is
    /// diffed and applied (from the content then shown): the ones it replaces are never shown,
    /// and their completions run with its own, oldest first. A snapshot holding an identifier
    /// twice is refused with one log line naming it: the collection keeps what it shows, and its
    /// completion is not called (when it replaced older ones, the newest of those is applied
    /// instead). `completion` runs on the main thread once the batch is applied (before its
    /// animation ends).
    public nonisolated func apply(_ snapshot: CollectionSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
                                  completion: (@MainActor @Sendable () -> Void)? = nil) {
        let application = SnapshotApplication(snapshot: snapshot, animatingDifferences: animatingDifferences,
                                              completion: completion)
        guard waiting.enqueue(application) else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { applyWaiting() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.applyWaiting() } }
            wake()
        }
    }

    /// Diffs and applies what waits, until nothing does; a large diff continues on the background
    /// queue and comes back here when applied. Main thread, while the queue is marked busy.
    func applyWaiting() {
        while true {
            let applications = waiting.takeWaiting()
            guard let newest = applications.last else { return }
            let shown = self.shown
            if shown.numberOfItems < Self.inlineDiffLimit, newest.snapshot.numberOfItems < Self.inlineDiffLimit {
                finish(Self.plan(from: shown, to: applications))
                continue
            }
            let wake = self.wake
            diffQueue.async {
                let plan = Self.plan(from: shown, to: applications)
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        self.finish(plan)
                        self.applyWaiting()
                    }
                }
                wake()
            }
            return
        }
    }

    /// The diff from `shown` to the newest of `applications` that holds no duplicate, with the
    /// applications it answers (that one and the older ones it replaces); the refused ones are
    /// logged. Any thread.
    nonisolated static func plan(from shown: CollectionSnapshot<SectionID, ItemID>,
                                 to applications: [SnapshotApplication<SectionID, ItemID>]) -> SnapshotApplicationPlan<SectionID, ItemID> {
        for end in applications.indices.reversed() {
            let application = applications[end]
            do {
                // A reload shows the snapshot without a diff, but duplicates are refused all the same.
                let diff = try SnapshotDiff.between(shown, application.snapshot)
                return SnapshotApplicationPlan(diff: diff, applied: application, answered: Array(applications[...end]))
            } catch {
                FolioLogger.collection.line(.error, "snapshot refused: \(error.description); the collection keeps what it shows")
            }
        }
        return SnapshotApplicationPlan(diff: nil, applied: nil, answered: [])
    }

    /// Applies a planned snapshot: the content shown switches to it and the collection hears the
    /// batch (or reloads), then the completions run, once the batch is whole. Main thread.
    func finish(_ plan: SnapshotApplicationPlan<SectionID, ItemID>) {
        guard let applied = plan.applied, let diff = plan.diff else { return }
        let completions = plan.answered.compactMap(\.completion)
        shown = applied.snapshot.withoutReloadMarks()
        guard let collectionNode, collectionNode.dataSource === self else {
            completions.forEach { $0() }
            return
        }
        if applied.animatingDifferences {
            collectionNode.performBatch(diff.updates, animated: true)
        } else {
            collectionNode.reloadData()
        }
        // Runs now, or once the batch is whole when it was begun while another was being applied.
        collectionNode.batchUpdates.whenApplied { completions.forEach { $0() } }
    }
}
