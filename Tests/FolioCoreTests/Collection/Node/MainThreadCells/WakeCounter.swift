import Synchronization

/// Counts the wakes a collection asks for, from any thread. Any thread.
final class WakeCounter: Sendable {
    private let wakes = Atomic(0)

    /// How many wakes so far.
    var count: Int { wakes.load(ordering: .acquiring) }

    func wake() {
        wakes.add(1, ordering: .releasing)
    }
}
