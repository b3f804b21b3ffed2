@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Cells that change: `setNeedsLayout()` and `reloadItems` lay out and draw again on workers,
/// the old bitmap showing until the new one arrives.
@Suite(.serialized)
@MainActor
struct CollectionNodeChangingCellTests {
    private typealias F = UpdateFixture

    @Test("setNeedsLayout from another thread queues a re-layout and re-raster on a worker; the old bitmap shows until the new one arrives")
    func setNeedsLayoutRedrawsOnAWorker() throws {
        let source = ModelDataSource(count: 40)
        let (grid, scheduler) = F.grid(source)
        let node = try #require(grid.nodeForItem(at: IndexPath(item: 5, section: 0)) as? ModelCellNode)
        let oldBitmap = try #require(grid.bitmap(forItemAt: 5)?.bitmap)
        _ = grid.takeBitmapChanges()
        let run = scheduler.itemsRun

        let done = DispatchSemaphore(value: 0)
        Thread {
            node.setNeedsLayout()
            done.signal()
        }.start()
        done.wait()
        grid.tick(at: 0.01)
        #expect(scheduler.pendingKeys == [5], "a job is queued for the cell")
        #expect(scheduler.itemsRun == run, "nothing was done on the main thread")
        #expect(grid.bitmap(forItemAt: 5)?.bitmap === oldBitmap, "the old bitmap still shows")

        scheduler.runAll()
        grid.tick(at: 0.02)
        let newBitmap = try #require(grid.bitmap(forItemAt: 5)?.bitmap)
        #expect(newBitmap !== oldBitmap)
        #expect(F.id(ofBitmap: newBitmap) == 5)
        #expect(grid.takeBitmapChanges() == [5])
        #expect(grid.nodeForItem(at: IndexPath(item: 5, section: 0)) === node, "the node is kept")
        #expect(scheduler.pendingKeys.isEmpty)
    }

    @Test("in a list, a row that grows pushes the rows below it down, animated, and the first row seen stays put")
    func growingRowPushesTheRowsBelow() throws {
        let source = ModelDataSource(count: 60)
        let (list, scheduler) = F.list(source)
        F.scroll(list, scheduler, to: 1_030)
        let first = try #require(list.frameOnScreen(ofItem: 10))
        let below = try #require(list.frameOnScreen(ofItem: 13))
        let node = try #require(list.nodeForItem(at: IndexPath(item: 12, section: 0)) as? ModelCellNode)
        node.height.withLock { $0 = 250 }
        node.setNeedsLayout()
        list.tick(at: 0.01)
        scheduler.runAll()
        list.tick(at: 0.02)

        #expect(list.layout.frame(ofItem: 12)?.height == 250)
        #expect(list.frameOnScreen(ofItem: 10) == first, "the first row seen stays put")
        #expect(list.frameOnScreen(ofItem: 13)?.minY == below.minY + 150)
        #expect(list.isMoving)
        #expect(F.drawn(list)[13]?.frame == below, "the row below starts where it was")
        list.tick(at: 0.1)
        let middle = try #require(F.drawn(list)[13]?.frame)
        #expect(F.isStrictlyBetween(middle.minY, below.minY, below.minY + 150))
        F.runAnimations(list)
        #expect(F.drawn(list)[13]?.frame == list.frameOnScreen(ofItem: 13))
        #expect(list.frameOnScreen(ofItem: 10) == first)
        F.settle(list, scheduler)
        #expect(list.bitmap(forItemAt: 12)?.size.height == 250)
    }

    @Test("a job running when setNeedsLayout is called delivers its node, but its stale layout and bitmap are dropped")
    func staleJobIsDropped() throws {
        let source = ModelDataSource(count: 60)
        let (list, scheduler) = F.list(source)
        let node = try #require(list.nodeForItem(at: IndexPath(item: 2, section: 0)) as? ModelCellNode)
        let oldBitmap = try #require(list.bitmap(forItemAt: 2)?.bitmap)
        node.height.withLock { $0 = 150 }
        node.setNeedsLayout()
        list.tick(at: 0.01)
        #expect(scheduler.pendingKeys == [2])

        // The job starts measuring at 150 on a worker and is held there.
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        node.gate.withLock { $0 = { entered.signal(); release.wait() } }
        Thread {
            scheduler.runNext()
            finished.signal()
        }.start()
        entered.wait()
        node.gate.withLock { $0 = nil }
        // Meanwhile the cell changes again.
        node.height.withLock { $0 = 200 }
        node.setNeedsLayout()
        list.tick(at: 0.02)
        release.signal()
        finished.wait()

        list.tick(at: 0.03)
        #expect(list.layout.frame(ofItem: 2)?.height == 100, "the stale 150 is never laid out")
        #expect(list.bitmap(forItemAt: 2)?.bitmap === oldBitmap, "the stale bitmap is never shown")
        #expect(scheduler.pendingKeys == [2], "the cell is done again")
        scheduler.runAll()
        list.tick(at: 0.04)
        #expect(list.layout.frame(ofItem: 2)?.height == 200)
        #expect(list.bitmap(forItemAt: 2)?.size.height == 200)
        #expect(list.nodeForItem(at: IndexPath(item: 2, section: 0)) === node)
    }

    @Test("reloadItems asks the block again and makes the new node on a worker, the old bitmap showing until then; the old node never comes back")
    func reloadMakesANewNode() throws {
        let source = ModelDataSource(count: 100)
        let (grid, scheduler) = F.grid(source)
        let oldNode = try #require(grid.nodeForItem(at: IndexPath(item: 6, section: 0)))
        let oldBitmap = try #require(grid.bitmap(forItemAt: 6)?.bitmap)
        let asked = source.blocksAskedFor.count, runs = source.blockRuns.current.count
        source.ids[6] = 106
        grid.performBatchUpdates { grid.reloadItems(at: F.paths([6])) }

        #expect(Array(source.blocksAskedFor.dropFirst(asked)) == [106], "the block is asked again, for the new item only")
        #expect(source.blockRuns.current.count == runs, "the new node is not made on the main thread")
        #expect(scheduler.pendingKeys.contains(6))
        #expect(grid.bitmap(forItemAt: 6)?.bitmap === oldBitmap, "the old content shows until the new is drawn")
        #expect(grid.nodeForItem(at: IndexPath(item: 6, section: 0)) !== oldNode)
        #expect(F.ghosts(grid).isEmpty, "a reloaded item keeps its key")

        F.settle(grid, scheduler)
        #expect(F.nodeID(grid, 6) == 106)
        #expect(F.id(ofBitmap: grid.bitmap(forItemAt: 6)?.bitmap) == 106)
        #expect(source.blockRuns.current.dropFirst(runs).map(\.id) == [106])

        // Far away and back: the block of the new item is asked, never the old node shown.
        F.scroll(grid, scheduler, to: 3_000)
        F.scroll(grid, scheduler, to: 0)
        #expect(F.nodeID(grid, 6) == 106)
        #expect(grid.nodeForItem(at: IndexPath(item: 6, section: 0)) !== oldNode)
        #expect(!source.blocksAskedFor.dropFirst(asked).contains(6))
    }

    @Test("setNeedsLayout on a cell whose item moved redraws it at its new index; on a deleted cell it does nothing")
    func setNeedsLayoutFollowsMoves() throws {
        let source = ModelDataSource(count: 40)
        let (grid, scheduler) = F.grid(source)
        let moved = try #require(grid.nodeForItem(at: IndexPath(item: 6, section: 0)))
        let deleted = try #require(grid.nodeForItem(at: IndexPath(item: 2, section: 0)))
        source.ids.remove(at: 2)
        source.ids.insert(contentsOf: [100, 101, 102], at: 0)
        grid.performBatch(animated: false) {
            grid.deleteItems(at: F.paths([2]))
            grid.insertItems(at: F.paths([0, 1, 2]))
        }
        F.settle(grid, scheduler)
        #expect(grid.nodeForItem(at: IndexPath(item: 8, section: 0)) === moved)
        let oldBitmap = try #require(grid.bitmap(forItemAt: 8)?.bitmap)
        _ = grid.takeBitmapChanges()

        deleted.setNeedsLayout()
        grid.tick(at: 0.01)
        #expect(scheduler.pendingKeys.isEmpty, "a deleted cell asks for nothing")
        moved.setNeedsLayout()
        grid.tick(at: 0.02)
        #expect(scheduler.pendingKeys == [8])
        scheduler.runAll()
        grid.tick(at: 0.03)
        #expect(grid.bitmap(forItemAt: 8)?.bitmap !== oldBitmap)
        #expect(F.id(ofBitmap: grid.bitmap(forItemAt: 8)?.bitmap) == 6)
        #expect(grid.takeBitmapChanges() == [8])
    }

    /// Runs the scheduler's next job on another thread, holding it inside the block of `id`
    /// until `during` has run on this one.
    private static func holdingBlock(of id: Int, _ source: ModelDataSource, _ scheduler: ManualWorkScheduler, during: () -> Void) {
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        source.beforeBlock.withLock { $0 = { if $0 == id { entered.signal(); release.wait() } } }
        Thread {
            scheduler.runNext()
            finished.signal()
        }.start()
        entered.wait()
        source.beforeBlock.withLock { $0 = { _ in } }
        during()
        release.signal()
        finished.wait()
    }

    @Test("a block running on a worker when its item is reloaded, deleted or moved: its node goes to the right item or nowhere")
    func blocksRunningThroughUpdates() throws {
        let source = ModelDataSource(count: 100)
        let (grid, scheduler) = GridFixture.manual(source)
        // The first job to run is item 0's (nearest the focus).
        #expect(scheduler.pendingKeys.first == 0)

        // Reloaded while its block runs: the old node never shows.
        Self.holdingBlock(of: 0, source, scheduler) {
            source.ids[0] = 500
            grid.performBatch(animated: false) { grid.reloadItems(at: F.paths([0])) }
        }
        F.settle(grid, scheduler)
        #expect(F.nodeID(grid, 0) == 500)
        #expect(F.id(ofBitmap: grid.bitmap(forItemAt: 0)?.bitmap) == 500)

        // Moved while its block runs: the node arrives at the item's new place.
        F.scroll(grid, scheduler, to: 3_000)
        F.scroll(grid, scheduler, to: 0)
        grid.reloadData()
        #expect(scheduler.pendingKeys.first == 0)
        Self.holdingBlock(of: 500, source, scheduler) {
            source.ids.insert(contentsOf: [600, 601], at: 0)
            grid.performBatch(animated: false) { grid.insertItems(at: F.paths([0, 1])) }
        }
        grid.tick(at: grid.now)
        #expect(F.nodeID(grid, 2) == 500)
        F.settle(grid, scheduler)
        for index in 0..<16 { #expect(F.nodeID(grid, index) == source.ids[index], "item \(index)") }

        // Deleted while its block runs: its node goes nowhere.
        grid.reloadData()
        Self.holdingBlock(of: 600, source, scheduler) {
            source.ids.remove(at: 0)
            grid.performBatch(animated: false) { grid.deleteItems(at: F.paths([0])) }
        }
        F.settle(grid, scheduler)
        for index in 0..<16 { #expect(F.nodeID(grid, index) == source.ids[index], "item \(index)") }
        #expect(!grid.data.elements.values.contains { ($0.node as? ModelCellNode)?.id == 600 })
    }
}
