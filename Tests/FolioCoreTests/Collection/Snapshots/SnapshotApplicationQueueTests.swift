@testable import FolioCore
import Foundation
import Testing

/// The queue of snapshots waiting to be applied: the first one queued on an idle queue starts
/// work, the rest wait for it, and taking them leaves the queue idle only once none is left.
@Suite("SnapshotApplicationQueue")
struct SnapshotApplicationQueueTests {
    private func application(_ items: [Int]) -> SnapshotApplication<Int, Int> {
        var snapshot = CollectionSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return SnapshotApplication(snapshot: snapshot, animatingDifferences: true, completion: nil)
    }

    @Test("only the first enqueue on an idle queue starts work; taking hands over all in order, then idles")
    func busyAndIdle() {
        let queue = SnapshotApplicationQueue<Int, Int>()
        #expect(queue.enqueue(application([1])))
        #expect(!queue.enqueue(application([2])))
        #expect(!queue.enqueue(application([3])))
        #expect(queue.takeWaiting().map(\.snapshot.itemIdentifiers) == [[1], [2], [3]])
        #expect(!queue.enqueue(application([4])), "still busy until a take finds nothing")
        #expect(queue.takeWaiting().count == 1)
        #expect(queue.takeWaiting().isEmpty)
        #expect(queue.enqueue(application([5])), "idle again")
    }

    @Test("enqueues from many threads at once start work exactly once and lose nothing")
    func concurrentEnqueues() {
        let queue = SnapshotApplicationQueue<Int, Int>()
        let starts = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            if queue.enqueue(application([index])) { starts.withLock { $0 += 1 } }
        }
        #expect(starts.current == 1)
        #expect(Set(queue.takeWaiting().flatMap(\.snapshot.itemIdentifiers)) == Set(0..<400))
    }
}
