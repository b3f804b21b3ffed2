@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Cells drawn on the main thread in a collection: laid out on workers without a bitmap, counted
/// drawn once laid out, and waking the host when they ask or are due, only while on screen.
///
/// The limit catches a hang, not slowness: it counts the time a test waits for the main actor,
/// which under ThreadSanitizer other suites' main-actor tests hold for most of a minute.
@MainActor
@Suite("Collection: cells drawn on the main thread", .timeLimit(.minutes(3)))
struct CollectionNodeMainThreadCellsTests {
    /// A 4-column grid of 200×150 cells in 800×600 (items 0...15 on screen) over `source`.
    private func grid(_ source: LiveGridSource, wake: @escaping @Sendable () -> Void = {}) -> (CollectionNode, ManualWorkScheduler) {
        let scheduler = ManualWorkScheduler()
        let grid = CollectionNode(layout: GridFixture.plainFlow, backend: FakeRenderingBackend.make(),
                                  renderMode: .asynchronous(scheduler), wake: wake)
        grid.dataSource = source
        grid.setBounds(GridFixture.size, scale: 1, at: 0)
        settle(grid, scheduler)
        return (grid, scheduler)
    }

    private func settle(_ grid: CollectionNode, _ scheduler: ManualWorkScheduler, at time: Double = 0) {
        repeat {
            scheduler.runAll()
            grid.tick(at: time)
        } while !scheduler.pendingKeys.isEmpty
    }

    /// Draws `cell` as a host would at `time`.
    private func draw(_ cell: MainThreadCellNode, at time: Double) {
        cell.draw(on: DebugOverlayRecordingCanvas(), in: Rect(x: 0, y: 0, width: 200, height: 150), at: time)
    }

    @Test("A live cell is made and laid out like the others but gets no bitmap, and counts as drawn once laid out")
    func laidOutWithoutBitmap() throws {
        let source = LiveGridSource { $0 % 3 == 0 }
        let (grid, _) = grid(source)
        for item in 0..<16 {
            let live = item % 3 == 0
            #expect((grid.bitmap(forItemAt: item) == nil) == live, "item \(item)")
            #expect((grid.mainThreadCell(forItemAt: item) != nil) == live, "item \(item)")
            #expect(grid.nodeForItem(at: IndexPath(item: item, section: 0)) != nil)
        }
        #expect(grid.waitUntilVisibleItemsAreDrawn(timeout: 0))
        #expect(source.drawThreads.isEmpty, "the pipeline never runs a live cell's closure")
    }

    @Test("Live cells are made on workers and their closures run only on the main thread")
    func closuresRunOnlyOnTheMainThread() throws {
        let pool = WorkerPool(threadCount: 2)
        defer { pool.shutdown() }
        let source = LiveGridSource { $0 % 2 == 0 }
        let grid = CollectionNode(layout: GridFixture.plainFlow, backend: FakeRenderingBackend.make(),
                                  renderMode: .asynchronous(pool), wake: {})
        grid.dataSource = source
        grid.setBounds(GridFixture.size, scale: 1, at: 0)
        #expect(grid.waitUntilVisibleItemsAreDrawn(timeout: 10))
        let main = ThreadIdentity.current
        #expect(!source.blockThreads.withLock { $0 }.contains(main), "node blocks ran on workers")
        #expect(source.drawThreads.isEmpty)
        for item in stride(from: 0, to: 16, by: 2) {
            draw(try #require(grid.mainThreadCell(forItemAt: item)), at: 1)
        }
        #expect(source.drawThreads == Array(repeating: main, count: 8))
    }

    @Test("A live cell's redraw time is the collection's next deadline while it is on screen, and not once it scrolls away")
    func redrawIntervalFeedsTheDeadlineOnlyWhileVisible() throws {
        let source = LiveGridSource(redrawInterval: 1) { $0 == 5 }
        let (grid, scheduler) = grid(source)
        #expect(grid.nextDeadline == nil, "never drawn, it has no time")
        let cell = try #require(grid.mainThreadCell(forItemAt: 5))
        draw(cell, at: 0)
        #expect(grid.nextDeadline == 1)
        grid.tick(at: 1.7)
        #expect(grid.nextDeadline == nil, "one overdue waits for the host that shows it, not for a deadline")
        draw(cell, at: 1.7)
        #expect(grid.nextDeadline == 2.7)

        grid.scrollToItem(at: IndexPath(item: 40, section: 0), position: .start, animated: false)
        settle(grid, scheduler, at: 2)
        #expect(grid.nodeForItem(at: IndexPath(item: 5, section: 0)) === cell, "still made, near the window")
        #expect(grid.mainThreadCellDeadline == nil, "off screen it wakes nobody")
        #expect(grid.nextDeadline == grid.scrollModel.indicatorDeadline(after: 2), "only the scroll indicator's fade is due")
    }

    @Test("Asking for display from another thread marks the cell and wakes the host")
    func setNeedsDisplayWakes() async throws {
        let counter = WakeCounter()
        let (grid, _) = grid(LiveGridSource { $0 == 1 }, wake: { counter.wake() })
        let cell = try #require(grid.mainThreadCell(forItemAt: 1))
        let before = counter.count
        await Task.detached { cell.setNeedsDisplay() }.value
        #expect(counter.count == before + 1)
        #expect(cell.needsDisplay)
    }

    @Test("A pager's live page feeds the pager's deadline")
    func pagerDeadline() throws {
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), wake: {})
        let source = LiveGridSource(count: 3, redrawInterval: 0.5) { $0 == 0 }
        pager.dataSource = source
        pager.setBounds(GridFixture.size, scale: 1, at: 0)
        settle(pager, scheduler)
        #expect(pager.waitUntilVisibleItemsAreDrawn(timeout: 0))
        draw(try #require(pager.mainThreadCell(forItemAt: 0)), at: 0.25)
        #expect(pager.nextDeadline == 0.75)
    }

    @Test("Live cells cost the memory budget no bitmap: with the first screen live, the budget goes to the bitmaps of ordinary cells beyond it")
    func liveCellsCostNoBitmapBytes() throws {
        // Items 0...15 fill the screen and are live; from item 16 on they are ordinary cells of
        // 200×150, 120,000 bytes a bitmap. The budget holds four.
        let source = LiveGridSource { $0 < 16 }
        let scheduler = ManualWorkScheduler()
        let grid = CollectionNode(layout: GridFixture.plainFlow, backend: FakeRenderingBackend.make(),
                                  renderMode: .asynchronous(scheduler), wake: {})
        grid.memoryBudget = 4 * 120_000
        grid.dataSource = source
        grid.setBounds(GridFixture.size, scale: 1, at: 0)
        settle(grid, scheduler)
        #expect(grid.residentCounts.bitmaps == 4, "the four nearest ordinary cells below the screen")
        #expect((16..<20).allSatisfy { grid.bitmap(forItemAt: $0) != nil })
    }
}
