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

    @Test("Rapid scrolling with workers never leaves the visible page without its bitmap for long")
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
        #expect(source.blockRuns.current.values.allSatisfy { $0 == 1 })
    }
}
