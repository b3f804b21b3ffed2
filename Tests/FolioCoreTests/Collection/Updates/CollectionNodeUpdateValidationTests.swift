@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Batches that do not add up, batch fetching meeting batch updates, and appends that keep what
/// was measured.
@Suite(.serialized)
@MainActor
struct CollectionNodeUpdateValidationTests {
    private typealias F = UpdateFixture

    @Test("an inconsistent batch logs one line naming the section and both counts, reloads every node anew and completes with false")
    func inconsistentBatchReloads() throws {
        let source = ModelDataSource(sections: [Array(0..<10), Array(10..<30)])
        let (grid, scheduler) = F.grid(source)
        let old = (0..<16).compactMap { grid.nodeForItem(at: IndexPath(item: $0 % 10, section: $0 / 10)) }
        let completion = CompletionRecorder()
        // Two items deleted from section 1, but the model lost three.
        source.sections[1].removeFirst(3)
        let lines = LogCapture.lines {
            grid.performBatchUpdates({ grid.deleteItems(at: F.paths([0, 1], section: 1)) }, completion: completion.handler)
        }.filter { $0.hasPrefix("invalid batch update") && $0.contains("section 1") }
        #expect(lines.count == 1, "\(lines)")
        let line = try #require(lines.first)
        #expect(line.contains("17") && line.contains("18"), "both counts: \(line)")
        #expect(completion.calls == [false])
        #expect(grid.itemCount == 27)
        #expect(!grid.isMoving, "a reload does not animate")
        F.settle(grid, scheduler)
        for index in 0..<16 {
            let path = grid.sections.indexPath(ofFlatIndex: index)!
            let node = try #require(grid.nodeForItem(at: path))
            #expect(!old.contains { $0 === node }, "item \(index) was made anew")
            #expect(F.nodeID(grid, index) == source.ids[index])
        }
    }

    @Test("a batch delete while a fetch runs, then the fetch's insert at the new end, leaves the model's items")
    func deleteDuringAFetchThenAppend() throws {
        let source = ModelDataSource(count: 20)
        let delegate = FetchingDelegate()
        let executor = ManualExecutor()
        let (list, scheduler) = GridFixture.manual(source, layout: ListLayout(estimatedRowHeight: 100))
        list.batchFetchExecutor = executor.execute
        list.delegate = delegate
        F.settle(list, scheduler)
        F.scroll(list, scheduler, to: 1_400)
        executor.runAll()
        let context = try #require(delegate.contexts.first)
        #expect(list.isBatchFetching)

        source.ids.removeSubrange(2..<5)
        list.performBatchUpdates { list.deleteItems(at: F.paths(2..<5)) }
        // The fetch appends at the end as it is now.
        let end = source.ids.count
        source.ids += Array(100..<110)
        list.insertItems(at: F.paths(end..<(end + 10)))
        context.completeBatchFetching(true)
        F.runAnimations(list)
        F.settle(list, scheduler)

        #expect(list.itemCount == 27)
        for index in 0..<27 where list.nodeForItem(at: IndexPath(item: index, section: 0)) != nil {
            #expect(F.nodeID(list, index) == source.ids[index], "item \(index)")
        }
        list.scrollToItem(at: IndexPath(item: 26, section: 0), position: .end, animated: false)
        F.settle(list, scheduler)
        #expect(F.nodeID(list, 26) == 109)
        #expect(F.nodeID(list, 17) == 100)
        #expect(list.frameOnScreen(ofItem: 26)?.maxY == 600)
    }

    @Test("appending while a delete still animates keeps every measured height")
    func appendDuringAnimationKeepsHeights() {
        let source = ModelDataSource(count: 40)
        for id in 0..<40 { source.heights[id] = 60 + Double(id % 5) * 20 }
        let (list, scheduler) = F.list(source)
        let measured = (0..<40).compactMap { index in list.layout.frame(ofItem: index).map { (source.ids[index], $0.height) } }
        #expect(measured.prefix(8).allSatisfy { $0.1 == source.heights[$0.0] }, "the rows on screen were measured")

        source.ids.remove(at: 1)
        list.performBatchUpdates { list.deleteItems(at: F.paths([1])) }
        #expect(list.isMoving)
        source.ids += [200, 201]
        list.insertItems(at: F.paths([39, 40]))
        for index in 0..<39 {
            let id = source.ids[index]
            guard let height = measured.first(where: { $0.0 == id })?.1 else { continue }
            #expect(list.layout.frame(ofItem: index)?.height == height, "row \(index) (id \(id)) keeps its height")
        }
        #expect(list.layout.frame(ofItem: 39)?.height == 100, "a new row starts at its estimate")
        F.runAnimations(list)
        F.settle(list, scheduler)
        #expect(list.layout.frame(ofItem: 0)?.minY == 0)
        #expect(list.layout.frame(ofItem: 1)?.minY == 60)
    }
}
