@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// A pager through batch updates keeps the page on screen: its index shifts, its node stays, and
/// a deleted current page gives way to its neighbour with a cross-fade.
@Suite(.serialized)
@MainActor
struct PagerNodeUpdateTests {
    private typealias F = UpdateFixture

    private static func pager(count: Int, page: Int, isCircular: Bool = false)
        -> (PagerNode, ManualWorkScheduler, ModelDataSource, RecordingPagerDelegate)
    {
        let source = ModelDataSource(count: count)
        let delegate = RecordingPagerDelegate()
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: page, isCircular: isCircular)
        pager.delegate = delegate
        PagerFixture.settle(pager, scheduler)
        return (pager, scheduler, source, delegate)
    }

    /// Every page the pager holds a node for holds the model's node for that page.
    private static func expectConsistent(_ pager: PagerNode, _ source: ModelDataSource, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(pager.numberOfPages == source.ids.count, sourceLocation: sourceLocation)
        for (page, element) in pager.data.elements where page >= 0 {
            guard let node = element.node as? ModelCellNode else { continue }
            #expect(page < source.ids.count && node.id == source.ids[page], "page \(page) holds \(node.id)", sourceLocation: sourceLocation)
        }
    }

    @Test("pages inserted before the current one shift its index; the same node stays on screen and no page change is told")
    func insertBeforeKeepsTheCurrentPage() throws {
        let (pager, scheduler, source, delegate) = Self.pager(count: 10, page: 5)
        let node = try #require(pager.nodeForPage(at: 5))
        let bitmap = try #require(pager.bitmap(forItemAt: 5)?.bitmap)
        let callsBefore = delegate.calls.count
        source.ids.insert(contentsOf: [100, 101], at: 0)
        pager.performBatchUpdates { pager.insertItems(at: F.paths([0, 1])) }
        #expect(pager.currentPageIndex == 7)
        #expect(pager.nodeForPage(at: 7) === node)
        #expect(pager.bitmap(forItemAt: 7)?.bitmap === bitmap)
        #expect(pager.visibleItems().map(\.index) == [7])
        #expect(pager.visibleItems().first?.frame == Rect(origin: .zero, size: PagerFixture.size))
        #expect(!pager.isMoving, "nothing is seen to move")
        PagerFixture.settle(pager, scheduler, at: 1)
        #expect(pager.currentPageIndex == 7 && pager.nodeForPage(at: 7) === node)
        #expect(!delegate.calls.dropFirst(callsBefore).contains { $0.hasPrefix("page") }, "\(delegate.calls)")
        Self.expectConsistent(pager, source)
    }

    @Test("pages inserted into an empty pager open on the page asked for before there were any")
    func insertIntoEmptyOpensThePendingPage() {
        let source = ModelDataSource(count: 0)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 3, isCircular: false)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.currentPageIndex == 3, "kept while there are no pages")
        source.ids = Array(0..<10)
        pager.performBatchUpdates { pager.insertItems(at: F.paths(0..<10)) }
        #expect(pager.currentPageIndex == 3)
        PagerFixture.settle(pager, scheduler, at: 1)
        #expect(pager.visibleItems().map(\.index) == [3])
        Self.expectConsistent(pager, source)
    }

    @Test("pages deleted before the current one shift its index back; its node stays")
    func deleteBeforeKeepsTheCurrentPage() throws {
        let (pager, scheduler, source, delegate) = Self.pager(count: 10, page: 5)
        let node = try #require(pager.nodeForPage(at: 5))
        let callsBefore = delegate.calls.count
        source.ids.removeSubrange(1..<4)
        pager.performBatchUpdates { pager.deleteItems(at: F.paths(1..<4)) }
        #expect(pager.currentPageIndex == 2)
        #expect(pager.nodeForPage(at: 2) === node)
        PagerFixture.settle(pager, scheduler, at: 1)
        #expect(!delegate.calls.dropFirst(callsBefore).contains { $0.hasPrefix("page") }, "\(delegate.calls)")
        Self.expectConsistent(pager, source)
    }

    @Test("deleting the current page shows the next, which fades in over the deleted one's ghost")
    func deleteCurrentShowsTheNext() throws {
        let (pager, scheduler, source, _) = Self.pager(count: 10, page: 5)
        let oldBitmap = try #require(pager.bitmap(forItemAt: 5)?.bitmap)
        let next = try #require(pager.nodeForPage(at: 6))
        source.ids.remove(at: 5)
        let completion = CompletionRecorder()
        pager.performBatchUpdates({ pager.deleteItems(at: F.paths([5])) }, completion: completion.handler)
        F.firstFrame(pager)
        #expect(pager.currentPageIndex == 5)
        #expect(pager.nodeForPage(at: 5) === next)
        let drawn = pager.visibleItems()
        let ghost = try #require(drawn.first { CollectionNode.isGhostKey($0.index) })
        #expect(pager.bitmap(forItemAt: ghost.index)?.bitmap === oldBitmap)
        #expect(ghost.alpha == 1)
        #expect(drawn.last?.index == 5 && drawn.last?.alpha == 0, "the next page fades in on top")
        #expect(pager.isMoving)
        pager.tick(at: 0.1)
        let middle = pager.visibleItems()
        #expect(middle.first.map { $0.alpha > 0 && $0.alpha < 1 } == true)
        #expect(middle.last.map { $0.alpha > 0 && $0.alpha < 1 } == true)
        var time = 0.1
        while pager.tick(at: time), time < 3 { time += 1.0 / 60 }
        #expect(completion.calls == [true])
        #expect(pager.visibleItems().map(\.index) == [5])
        #expect(pager.visibleItems().first?.alpha == 1)
        #expect(pager.bitmap(forItemAt: ghost.index) == nil)
        #expect(pager.takeBitmapChanges().contains(ghost.index))
        PagerFixture.settle(pager, scheduler, at: time)
        Self.expectConsistent(pager, source)
    }

    @Test("deleting the last page while on it shows the previous one")
    func deleteLastShowsThePrevious() throws {
        let (pager, scheduler, source, _) = Self.pager(count: 10, page: 9)
        let previous = try #require(pager.nodeForPage(at: 8))
        source.ids.remove(at: 9)
        pager.performBatchUpdates { pager.deleteItems(at: F.paths([9])) }
        F.firstFrame(pager)
        #expect(pager.currentPageIndex == 8)
        #expect(pager.nodeForPage(at: 8) === previous)
        PagerFixture.settle(pager, scheduler, at: 2)
        #expect(pager.visibleItems().map(\.index) == [8])
        Self.expectConsistent(pager, source)
    }

    @Test("a circular pager stays on its page and consistent through inserts and deletes around the wrap")
    func circularStaysConsistentAroundTheWrap() throws {
        let (pager, scheduler, source, _) = Self.pager(count: 6, page: 0, isCircular: true)
        let node = try #require(pager.nodeForPage(at: 0))
        #expect(pager.nodeForPage(at: 5) != nil, "the page before, across the wrap, is made")
        // The page before across the wrap goes; one is inserted at the end and one at the start.
        source.ids.remove(at: 5)
        pager.performBatchUpdates { pager.deleteItems(at: F.paths([5])) }
        #expect(pager.currentPageIndex == 0 && pager.nodeForPage(at: 0) === node)
        PagerFixture.settle(pager, scheduler, at: 1)
        Self.expectConsistent(pager, source)
        #expect(pager.nodeForPage(at: 4).map { ($0 as? ModelCellNode)?.id } == 4, "the new page before is made")

        source.ids.append(200)
        source.ids.insert(201, at: 0)
        pager.performBatchUpdates {
            pager.insertItems(at: F.paths([0, 6]))
        }
        #expect(pager.currentPageIndex == 1 && pager.nodeForPage(at: 1) === node)
        PagerFixture.settle(pager, scheduler, at: 2)
        Self.expectConsistent(pager, source)
        #expect(pager.visibleItems().map(\.index) == [1])

        // Swiping back twice wraps to the last page: the model's last.
        pager.scrollToPage(at: 0, animated: false)
        PagerFixture.settle(pager, scheduler, at: 3)
        pager.handle(InputEvent(time: 3, kind: .key(.left)))
        var time = 3.0
        while pager.tick(at: time), time < 6 { time += 1.0 / 60 }
        PagerFixture.settle(pager, scheduler, at: time)
        #expect(pager.currentPageIndex == 6)
        #expect((pager.nodeForPage(at: 6) as? ModelCellNode)?.id == 200)
        Self.expectConsistent(pager, source)
    }

    @Test("deleting every page leaves an empty pager that takes pages again")
    func deleteEveryPage() {
        let (pager, scheduler, source, _) = Self.pager(count: 5, page: 2)
        let completion = CompletionRecorder()
        source.ids = []
        pager.performBatchUpdates({ pager.deleteItems(at: F.paths(0..<5)) }, completion: completion.handler)
        #expect(pager.numberOfPages == 0)
        #expect(pager.currentPageIndex == 0)
        var time = 0.0
        while pager.tick(at: time), time < 3 { time += 1.0 / 60 }
        #expect(completion.calls.count == 1)
        #expect(pager.visibleItems().isEmpty)
        #expect(pager.residentCounts.nodes == 0)
        source.ids = [300, 301]
        pager.performBatchUpdates { pager.insertItems(at: F.paths([0, 1])) }
        PagerFixture.settle(pager, scheduler, at: time + 1)
        #expect(pager.currentPageIndex == 0)
        #expect((pager.nodeForPage(at: 0) as? ModelCellNode)?.id == 300)
        #expect(pager.visibleItems().map(\.index) == [0])
        Self.expectConsistent(pager, source)
    }

    @Test("an update during a swipe keeps the page the swipe goes to, and the delegate hears that the page changed")
    func updateDuringASwipe() throws {
        let (pager, scheduler, source, delegate) = Self.pager(count: 10, page: 5)
        let target = try #require(pager.nodeForPage(at: 6))
        pager.handle(InputEvent(time: 1, kind: .key(.right)))
        pager.tick(at: 1.05)
        #expect(pager.pagingModel.position > 5 && pager.pagingModel.position < 6, "mid-swipe")
        let callsBefore = delegate.calls.count
        source.ids.remove(at: 0)
        pager.performBatchUpdates { pager.deleteItems(at: F.paths([0])) }
        var time = 1.05
        while pager.tick(at: time), time < 4 { time += 1.0 / 60 }
        PagerFixture.settle(pager, scheduler, at: time)
        #expect(pager.currentPageIndex == 5)
        #expect(pager.nodeForPage(at: 5) === target)
        let changes = delegate.calls.dropFirst(callsBefore).filter { $0.hasPrefix("page") }
        #expect(changes == ["page 4→5"], "the page on screen changed from old 5 (now 4) to old 6 (now 5): \(delegate.calls)")
        #expect(delegate.calls.dropFirst(callsBefore).filter { $0.hasPrefix("end ") && !$0.hasPrefix("end display") } == ["end 5"], "the swipe it saw begin ends once")
        Self.expectConsistent(pager, source)
    }

    @Test("reloading the current page makes its node anew on a worker, the old bitmap showing until the new one is drawn")
    func reloadTheCurrentPage() throws {
        let (pager, scheduler, source, _) = Self.pager(count: 10, page: 5)
        let oldNode = try #require(pager.nodeForPage(at: 5))
        let oldBitmap = try #require(pager.bitmap(forItemAt: 5)?.bitmap)
        source.ids[5] = 500
        pager.performBatchUpdates { pager.reloadItems(at: F.paths([5])) }
        #expect(pager.currentPageIndex == 5)
        #expect(pager.bitmap(forItemAt: 5)?.bitmap === oldBitmap)
        #expect(pager.visibleItems().map(\.index) == [5])
        #expect(pager.visibleItems().allSatisfy { $0.alpha == 1 })
        #expect(scheduler.pendingKeys.contains(5))
        PagerFixture.settle(pager, scheduler, at: 1)
        #expect((pager.nodeForPage(at: 5) as? ModelCellNode)?.id == 500)
        #expect(pager.nodeForPage(at: 5) !== oldNode)
        #expect(F.id(ofBitmap: pager.bitmap(forItemAt: 5)?.bitmap) == 500)
        Self.expectConsistent(pager, source)
    }
}
