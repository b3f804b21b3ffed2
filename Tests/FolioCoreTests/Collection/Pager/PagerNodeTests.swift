import FolioCore
import Foundation
import Testing
import TestSupport

@MainActor
@Suite("PagerNode")
struct PagerNodeTests {
    @Test("The visible page is drawn first, then its neighbours; far pages get nothing")
    func rangesOnFirstLoad() {
        let source = BlockDataSource(count: 50)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 10)
        // First the pager's Minimum tuning (display 0/0, preload 1/1) gets the visible page drawn…
        pager.tick(at: 0)
        #expect(Set(scheduler.pendingKeys) == [9, 10, 11])
        scheduler.runNext()
        pager.tick(at: 0)
        #expect(pager.bitmap(forItemAt: 10)?.size == PagerFixture.size)
        #expect(pager.bitmap(forItemAt: 9) == nil)
        // …then Full (display 1/1, preload 2/2), before the user scrolls.
        PagerFixture.settle(pager, scheduler)
        #expect(Set(source.blocksAskedFor) == [8, 9, 10, 11, 12])
        #expect(pager.bitmap(forItemAt: 9) != nil && pager.bitmap(forItemAt: 11) != nil)
        #expect(pager.bitmap(forItemAt: 8) == nil)
        #expect(pager.nodeForPage(at: 8) != nil)
        #expect(pager.nodeForPage(at: 13) == nil)
        #expect(pager.currentPageIndex == 10)
    }

    @Test("The bitmap holds the page's content, laid out at the page size")
    func bitmapContent() throws {
        let source = BlockDataSource(count: 3)
        let (pager, scheduler) = PagerFixture.manual(source)
        PagerFixture.settle(pager, scheduler)
        let bitmap = try #require(pager.bitmap(forItemAt: 0)?.bitmap as? FakeBitmap)
        #expect(bitmap.calls.first == .fill(Rect(x: 0, y: 0, width: 800, height: 600), Color(red: 10, green: 20, blue: 30)))
        // Photo at 800×400 (ratio 0.5), then the title 10 px below it.
        #expect(bitmap.calls.contains(.image(640, 400, Rect(x: 0, y: 0, width: 800, height: 400))))
        #expect(bitmap.calls.contains { if case .text(["Page 1"], let rect) = $0 { rect.minY == 410 } else { false } })
    }

    @Test("Leaving the display range frees the bitmap; leaving preload frees decoded images; nodes stay")
    func purging() {
        let source = BlockDataSource(count: 50)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 10)
        PagerFixture.settle(pager, scheduler)
        let node = pager.nodeForPage(at: 10) as? TestPageNode
        #expect(node?.photo.decodedImage != nil)
        #expect(pager.bitmap(forItemAt: 10) != nil)

        pager.scrollToPage(at: 30, animated: false)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.bitmap(forItemAt: 10) == nil)
        #expect(node?.photo.decodedImage == nil)
        #expect(pager.nodeForPage(at: 10) === node)
        #expect(pager.residentCounts.bitmaps <= 3)
        #expect(pager.residentCounts.preloaded <= 5)
    }

    @Test("Work for pages that leave the range before it starts is withdrawn, blocks unrun")
    func cancellation() {
        let source = BlockDataSource(count: 50)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 5)
        pager.tick(at: 0)
        #expect(Set(scheduler.pendingKeys) == [4, 5, 6])
        pager.scrollToPage(at: 30, animated: false)
        #expect(Set(scheduler.pendingKeys) == [29, 30, 31])
        PagerFixture.settle(pager, scheduler)
        // The blocks handed out for 4…6 never ran, and nothing of them is kept.
        #expect(source.blockRuns.current[5] == nil)
        #expect(pager.nodeForPage(at: 5) == nil)
        #expect(pager.bitmap(forItemAt: 5) == nil)
        #expect(scheduler.itemsSkipped == 3)
        #expect(pager.bitmap(forItemAt: 30) != nil)
    }

    @Test("Swiping back and forth over 50 pages runs each page's block exactly once")
    func blockRunsOnce() {
        let source = BlockDataSource(count: 50)
        let (pager, scheduler) = PagerFixture.manual(source)
        var time = 0.0
        for page in Array(0..<50) + Array((0..<50).reversed()) + Array(0..<50) {
            time += 0.1
            pager.scrollToPage(at: page, animated: false)
            PagerFixture.settle(pager, scheduler, at: time)
            #expect(pager.bitmap(forItemAt: page) != nil)
        }
        let runs = source.blockRuns.current
        #expect(runs.count == 50)
        #expect(runs.values.allSatisfy { $0 == 1 })
        #expect(source.blocksAskedFor.count == 50)
    }

    @Test("With a million pages only the pages near the window and those visited get nodes")
    func millionPages() {
        let source = BlockDataSource(count: 1_000_000)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 500_000)
        PagerFixture.settle(pager, scheduler)
        for step in 1...30 {
            pager.scrollToPage(at: 500_000 + step, animated: false)
            PagerFixture.settle(pager, scheduler, at: Double(step))
        }
        // Visited 500,000…500,030, plus the Full preload range (2 each side).
        #expect(pager.nodesMade <= 31 + 4)
        #expect(pager.residentCounts.nodes == pager.nodesMade)
        #expect(pager.residentCounts.bitmaps <= 3)
    }

    @Test("A resize keeps the page, shows the old bitmap until the new layout's arrives")
    func resize() {
        let source = BlockDataSource(count: 10)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 3)
        PagerFixture.settle(pager, scheduler)
        let wide = pager.bitmap(forItemAt: 3)?.bitmap

        let tall = Size(width: 500, height: 900)
        pager.setBounds(tall, scale: 1, at: 1)
        pager.tick(at: 1)
        #expect(pager.currentPageIndex == 3)
        #expect(pager.bitmap(forItemAt: 3)?.bitmap === wide)
        #expect(pager.bitmap(forItemAt: 3)?.size == PagerFixture.size)

        PagerFixture.settle(pager, scheduler, at: 1)
        #expect(pager.bitmap(forItemAt: 3)?.size == tall)
        #expect(pager.visiblePages().map(\.index) == [3])
        #expect(source.blockRuns.current[3] == 1)
    }

    @Test("reloadData asks the data source again and makes new nodes")
    func reload() {
        let source = BlockDataSource(count: 10)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 4)
        PagerFixture.settle(pager, scheduler)
        let before = pager.nodeForPage(at: 4)
        source.count = 6
        pager.reloadData()
        PagerFixture.settle(pager, scheduler)
        #expect(pager.numberOfPages == 6)
        #expect(pager.currentPageIndex == 4)
        #expect(pager.nodeForPage(at: 4) !== before)
        #expect(source.blockRuns.current[4] == 2)
    }

    @Test("A page asked for before the data loads is kept until it does")
    func initialPageBeforeData() {
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), initialPage: 7, wake: {})
        pager.setBounds(PagerFixture.size, scale: 1, at: 0)
        #expect(pager.currentPageIndex == 7)
        pager.scrollToPage(at: 8, animated: false)
        let source = BlockDataSource(count: 20)
        pager.dataSource = source
        PagerFixture.settle(pager, scheduler)
        #expect(pager.currentPageIndex == 8)
        #expect(pager.bitmap(forItemAt: 8) != nil)
    }

    @Test("An initial page holds while the data source has no pages, and applies once it has")
    func initialPageAfterEmptyData() {
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), initialPage: 7, wake: {})
        pager.setBounds(PagerFixture.size, scale: 1, at: 0)
        let source = BlockDataSource(count: 0)
        pager.dataSource = source
        PagerFixture.settle(pager, scheduler)
        #expect(pager.numberOfPages == 0)
        #expect(pager.currentPageIndex == 7)

        source.count = 20
        pager.reloadData()
        PagerFixture.settle(pager, scheduler)
        #expect(pager.currentPageIndex == 7)
        #expect(pager.visiblePages().map(\.index) == [7])
        #expect(pager.bitmap(forItemAt: 7) != nil)
        #expect(source.blockRuns.current[0] == nil)
    }

    @Test("indexOfPage(containing:) finds the pager's nodes and nothing else")
    func indexOfNode() throws {
        let source = BlockDataSource(count: 5)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 2)
        PagerFixture.settle(pager, scheduler)
        let node = try #require(pager.nodeForPage(at: 2))
        #expect(pager.indexOfPage(containing: node) == 2)
        #expect(pager.indexOfPage(containing: CellNode()) == nil)
    }

    @Test("The delegate hears appearance, scrolling and page changes")
    func delegate() {
        let source = BlockDataSource(count: 5)
        let (pager, scheduler) = PagerFixture.manual(source)
        let delegate = RecordingPagerDelegate()
        pager.delegate = delegate
        PagerFixture.settle(pager, scheduler)
        pager.handle(InputEvent(time: 1, kind: .key(.right)))
        var time = 1.0
        while time < 2 {
            time += 0.016
            pager.tick(at: time)
            scheduler.runAll()
        }
        #expect(delegate.calls.prefix(2) == ["will display 0", "begin"])
        #expect(delegate.calls.contains("will display 1"))
        #expect(delegate.calls.contains("end display 0"))
        #expect(delegate.calls.suffix(2) == ["page 0→1", "end 1"])
    }

    @Test("A photo that cannot be decoded draws a placeholder with the reason and logs one line")
    func brokenPhoto() throws {
        // A name no other test logs: the capture sees every test's lines.
        let missing = "missing-\(UUID()).jpg"
        var mine: [String] = []
        try LogCapture.lines(during: {
            let source = BlockDataSource(count: 3)
            source.photoPath = { _ in missing }
            let (pager, scheduler) = PagerFixture.manual(source)
            PagerFixture.settle(pager, scheduler)
            let bitmap = try #require(pager.bitmap(forItemAt: 0)?.bitmap as? FakeBitmap)
            #expect(bitmap.calls.contains { if case .text(["Photo unavailable"], _) = $0 { true } else { false } })
            #expect(bitmap.calls.contains { if case .text(["file not found"], _) = $0 { true } else { false } })
            pager.setBounds(Size(width: 640, height: 480), scale: 1, at: 1)
            PagerFixture.settle(pager, scheduler, at: 1)
            #expect(pager.bitmap(forItemAt: 0)?.size == Size(width: 640, height: 480))
        }).forEach { if $0.contains(missing) { mine.append($0) } }
        // One line per page (all three are near the window), and none when pages are drawn again.
        #expect(mine.count == 3)
    }
}
