import Foundation

/// The snapshots given to a diffable data source and not yet applied, in the order `apply` was
/// called, and whether one is being worked on: only one is diffed and applied at a time, so that
/// they land in order whichever threads they came from. Any thread.
final class SnapshotApplicationQueue<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The applications waiting, oldest first, and whether the data source is busy with some.
    private let state = Locked<(waiting: [SnapshotApplication<SectionID, ItemID>], isBusy: Bool)>(([], false))

    /// An idle queue. Any thread.
    init() {}

    /// Queues `application`; returns true when nothing was being worked on: the caller must then
    /// start working (it is marked busy). Any thread.
    func enqueue(_ application: SnapshotApplication<SectionID, ItemID>) -> Bool {
        state.withLock { state in
            state.waiting.append(application)
            guard !state.isBusy else { return false }
            state.isBusy = true
            return true
        }
    }

    /// Every application waiting, oldest first, taken; when none waits, the queue becomes idle
    /// and this returns an empty array (the next `enqueue` starts work again). Any thread.
    func takeWaiting() -> [SnapshotApplication<SectionID, ItemID>] {
        state.withLock { state in
            let waiting = state.waiting
            state.waiting = []
            if waiting.isEmpty { state.isBusy = false }
            return waiting
        }
    }
}
