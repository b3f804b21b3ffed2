import FolioCore
import Testing
import TestSupport

/// The pipeline with real worker threads. These also run under ThreadSanitizer in `make test`.
@MainActor
@Suite("PagerNode with workers")
struct PagerNodeConcurrencyTests {
    private func makePager(_ source: any PagerDataSource, workers: WorkerPool) -> PagerNode {
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(workers), wake: {})
        pager.dataSource = source
        pager.setBounds(Size(width: 800, height: 600), scale: 1, at: 0)
        return pager
    }

    @Test("Node blocks run on workers, once each, while the pager swipes back and forth")
    func blocksOnWorkers() {
        let workers = WorkerPool(threadCount: 2)
        defer { workers.shutdown() }
        let source = BlockDataSource(count: 50)
        let pager = makePager(source, workers: workers)
        var time = 0.0
        for page in Array(0..<50) + Array((0..<50).reversed()) {
            time += 0.05
            pager.scrollToPage(at: page, animated: false)
            pager.tick(at: time)
            #expect(pager.waitUntilAllUpdatesAreCommitted(timeout: 10))
        }
        #expect(workers.waitUntilIdle(timeout: .seconds(10)))
        pager.tick(at: time + 1)
        let mainThread = ThreadIdentity.current
        #expect(!source.blockThreads.current.contains(mainThread))
        #expect(!source.blockThreads.current.isEmpty)
        let runs = source.blockRuns.current
        #expect(runs.count == 50)
        #expect(runs.values.allSatisfy { $0 == 1 })
    }

    @Test("A block that started before its page left the range still delivers its node, once")
    func startedBlockDelivers() {
        let workers = WorkerPool(threadCount: 1)
        defer { workers.shutdown() }
        let started = PipelineGate(), release = PipelineGate()
        let source = BlockDataSource(count: 50)
        source.beforeBlock = { page in
            guard page == 0 else { return }
            started.open()
            _ = release.wait()
        }
        let pager = makePager(source, workers: workers)
        // The one worker is inside page 0's block; page 1's job waits behind it.
        #expect(started.wait())
        pager.scrollToPage(at: 30, animated: false)
        release.open()
        #expect(pager.waitUntilAllUpdatesAreCommitted(timeout: 10))
        #expect(workers.waitUntilIdle(timeout: .seconds(10)))
        pager.tick(at: 1)
        #expect(pager.nodeForPage(at: 0) != nil)
        #expect(pager.bitmap(forItemAt: 0) == nil)
        #expect(source.blockRuns.current[0] == 1)
        #expect(source.blockRuns.current[1] == nil)

        pager.scrollToPage(at: 0, animated: false)
        #expect(pager.waitUntilAllUpdatesAreCommitted(timeout: 10))
        #expect(source.blockRuns.current[0] == 1)
        #expect(source.blocksAskedFor.filter { $0 == 0 }.count == 1)
        #expect(pager.bitmap(forItemAt: 0) != nil)
    }

    @Test("Flights over a million pages with workers racing the withdrawals lose no node")
    func flightsWithWorkers() {
        let workers = WorkerPool(threadCount: 2)
        defer { workers.shutdown() }
        let last = 999_999
        let source = BlockDataSource(count: last + 1)
        let pager = makePager(source, workers: workers)
        #expect(pager.waitUntilAllUpdatesAreCommitted(timeout: 10))
        var time = 0.0
        for trip in 0..<4 {
            pager.scrollToPage(at: trip.isMultiple(of: 2) ? last : 0, animated: true)
            repeat { time += 1.0 / 60 } while pager.tick(at: time)
            #expect(pager.waitUntilAllUpdatesAreCommitted(timeout: 10))
        }
        #expect(workers.waitUntilIdle(timeout: .seconds(10)))
        pager.tick(at: time + 1)
        let runs = source.blockRuns.current
        #expect(runs.values.allSatisfy { $0 == 1 })
        #expect(pager.nodesMade == runs.count)
        #expect(pager.residentCounts.nodes == runs.count)
        #expect(pager.residentCounts.bitmaps <= 3)
    }

    @Test("pagerNode(_:nodeAt:) is always asked on the pager's (main) thread")
    func nodeAtOnMain() {
        let workers = WorkerPool(threadCount: 2)
        defer { workers.shutdown() }
        let source = NodeAtDataSource(count: 20)
        let pager = makePager(source, workers: workers)
        for page in 0..<20 {
            pager.scrollToPage(at: page, animated: false)
            #expect(pager.waitUntilAllUpdatesAreCommitted(timeout: 10))
        }
        #expect(source.threads == [ThreadIdentity.current])
        #expect(Set(source.asked) == Set(0..<20))
        #expect(source.asked.count == 20)
    }

    // What it checks is where the pager ends: how long a page waited on the way depends on the
    // machine's load, which a test cannot bound (the bench measures placeholder frames).
    @Test("Rapid scrolling with workers ends on its page drawn, with bitmaps bounded and each block run once")
    func rapidScrolling() {
        let workers = WorkerPool(threadCount: 2)
        defer { workers.shutdown() }
        let source = BlockDataSource(count: 1_000_000)
        let pager = makePager(source, workers: workers)
        var time = 0.0
        for step in 0..<200 {
            time += 0.01
            pager.handle(InputEvent(time: time, kind: .key(step % 7 == 6 ? .left : .right)))
            pager.tick(at: time)
        }
        while pager.tick(at: time) { time += 0.016 }
        #expect(pager.waitUntilAllUpdatesAreCommitted(timeout: 10))
        #expect(pager.residentCounts.bitmaps <= 5)
        #expect(pager.waitUntilVisibleItemsAreDrawn(timeout: 10))
        #expect(pager.bitmap(forItemAt: pager.currentPageIndex) != nil)
        #expect(source.blockRuns.current.values.allSatisfy { $0 == 1 })
    }
}
