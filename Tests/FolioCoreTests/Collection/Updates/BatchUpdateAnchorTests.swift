@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// What a batch update keeps still on screen: the first visible item that neither goes nor
/// moves. Items that are moved (a shuffle) are no anchor, so moving them never scrolls.
@Suite(.serialized)
@MainActor
struct BatchUpdateAnchorTests {
    /// A settled list of 40 rows 100 tall in a 400×600 window, scrolled to `offset`.
    private func settledList(offset: Double) -> (CollectionNode, BatchFeedSource) {
        let source = BatchFeedSource(sectionCounts: [40])
        let (list, scheduler, _) = BatchFixture.make(source, delegate: nil)
        BatchFixture.settle(list, scheduler)
        BatchFixture.scroll(list, to: offset)
        BatchFixture.settle(list, scheduler)
        return (list, source)
    }

    private func move(_ list: CollectionNode, _ moves: [(Int, Int)]) {
        list.performBatchUpdates {
            for (from, to) in moves { list.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0)) }
        }
    }

    @Test("Moving the first visible row away keeps the next row where it was seen, not the moved one")
    func movingTheFirstVisibleRowKeepsTheNextInPlace() throws {
        let (list, source) = settledList(offset: 250)
        defer { withExtendedLifetime(source) {} }
        let three = try #require(list.frameOnScreen(ofItem: 3))
        move(list, [(2, 5)])
        // Row 3 is row 2 now.
        #expect(list.frameOnScreen(ofItem: 2)?.minY == three.minY)
    }

    @Test("Shuffling every row on screen keeps the offset")
    func shuffleKeepsTheOffset() {
        let (list, source) = settledList(offset: 0)
        defer { withExtendedLifetime(source) {} }
        // Rows 0-9 in a cycle: each takes the next one's place.
        move(list, (0..<10).map { ($0, ($0 + 9) % 10) })
        #expect(list.contentOffset == 0)
    }

    @Test("A deletion above the screen still keeps the first visible row in place, past a moved one")
    func deletionAboveTheScreenKeepsTheFirstUnmovedRow() throws {
        let (list, source) = settledList(offset: 1_000)
        defer { withExtendedLifetime(source) {} }
        let eleven = try #require(list.frameOnScreen(ofItem: 11))
        source.sectionCounts = [39]
        list.performBatchUpdates {
            list.deleteItems(at: [IndexPath(item: 0, section: 0)])
            list.moveItem(at: IndexPath(item: 10, section: 0), to: IndexPath(item: 30, section: 0))
        }
        // Row 11 is row 9 now (one row gone before it, one moved from before it to after it),
        // and it stays where it was seen.
        #expect(list.frameOnScreen(ofItem: 9)?.minY == eleven.minY)
    }
}
