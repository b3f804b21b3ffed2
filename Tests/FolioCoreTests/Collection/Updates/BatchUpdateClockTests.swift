@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// A batch update that comes while the collection's clock stands still (the app's key command
/// or a main-queue block runs before the host's next tick, after any time idle) animates from
/// the next frame, for the animation's whole length, rather than from the stale time.
@Suite(.serialized)
@MainActor
struct BatchUpdateClockTests {
    /// A settled list of 20 rows 100 tall in a 400×600 window, last ticked at 0.
    private func settledList() -> (CollectionNode, BatchFeedSource) {
        let source = BatchFeedSource(sectionCounts: [20])
        let (list, scheduler, _) = BatchFixture.make(source, delegate: nil)
        BatchFixture.settle(list, scheduler)
        return (list, source)
    }

    private func alpha(ofItem item: Int, in list: CollectionNode) -> Double? {
        list.visibleItems().first { $0.index == item }?.alpha
    }

    @Test("An insertion made after ten idle seconds fades in from the next frame, and completes after it")
    func insertionAfterIdleTime() throws {
        let (list, source) = settledList()
        #expect(list.now == 0)
        source.sectionCounts = [21]
        var finished: [Bool] = []
        list.performBatchUpdates({ list.insertItems(at: [IndexPath(item: 2, section: 0)]) }, completion: { finished.append($0) })
        #expect(list.isMoving)

        list.tick(at: 10)
        let first = try #require(alpha(ofItem: 2, in: list))
        #expect(first < 0.05, "the first frame shows the row just beginning to appear, not at \(first)")
        #expect(finished.isEmpty)
        list.tick(at: 10.1)
        let later = try #require(alpha(ofItem: 2, in: list))
        #expect(later > first && later < 1, "the fade runs over the frames that follow (\(later))")
        list.tick(at: 12)
        #expect(alpha(ofItem: 2, in: list) == 1)
        #expect(finished == [true])
        #expect(!list.isMoving)
    }

    @Test("A move made after idle time slides from where the item was, starting at the next frame")
    func moveAfterIdleTime() throws {
        let (list, source) = settledList()
        defer { withExtendedLifetime(source) {} }
        let from = try #require(list.frameOnScreen(ofItem: 1))
        let to = try #require(list.frameOnScreen(ofItem: 4))
        list.performBatchUpdates { list.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0)) }

        list.tick(at: 30)
        let start = try #require(list.visibleItems().first { $0.index == 4 }?.frame)
        #expect(abs(start.minY - from.minY) < 1, "the moved row starts where it was: \(start) against \(from)")
        list.tick(at: 30.08)
        let middle = try #require(list.visibleItems().first { $0.index == 4 }?.frame)
        #expect(middle.minY > from.minY + 1 && middle.minY < to.minY - 1, "\(middle) is on its way")
        list.tick(at: 32)
        #expect(list.visibleItems().first { $0.index == 4 }?.frame == to)
    }
}
