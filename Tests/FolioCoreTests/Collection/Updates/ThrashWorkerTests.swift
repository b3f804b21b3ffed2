@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// The thrash tests with real worker threads: blocks, layouts and bitmaps race the batches, and
/// the driver waits for the visible items to be drawn before checking what is drawn. These also
/// run under ThreadSanitizer in `make test`. Replay with `FOLIO_THRASH_SEED=<seed>` (the
/// workers' timing is not replayed). A list's rows are measured whenever a worker finishes, so
/// the list checks no kept position here; the grid's items do not measure, so it does.
@Suite(.serialized)
@MainActor
struct ThrashWorkerTests {
    @Test("a list in sections with workers: nodes, kept position and bitmaps hold through random batches")
    func listWithWorkers() {
        let seed = ThrashRun.seed(for: "listWithWorkers")
        let workers = WorkerPool(threadCount: 2)
        defer { workers.shutdown() }
        var profile = ThrashBatch.Profile()
        profile.targetItemCount = 120
        let driver = ThrashDriver(layout: ListLayout(estimatedRowHeight: 100, headerHeight: 30),
                                  model: ThrashModel(counts: [15, 30, 10, 25]), profile: profile, workers: .pool(workers), seed: seed)
        let failure = driver.run(steps: ThrashRun.steps(200))
        print("listWithWorkers: \(driver.tally)")
        #expect(failure == nil, "seed \(seed): \(failure ?? "")")
    }

    @Test("a grid in sections with workers: nodes, kept position and bitmaps hold through random batches")
    func gridWithWorkers() {
        let seed = ThrashRun.seed(for: "gridWithWorkers")
        let workers = WorkerPool(threadCount: 2)
        defer { workers.shutdown() }
        var profile = ThrashBatch.Profile()
        profile.targetItemCount = 150
        let layout = FlowLayout(itemSize: .fixed(Size(width: 180, height: 140)), interitemSpacing: 6, lineSpacing: 6, headerHeight: 28)
        let driver = ThrashDriver(layout: layout, model: ThrashModel(counts: [20, 45, 0, 30]), profile: profile, workers: .pool(workers), seed: seed)
        let failure = driver.run(steps: ThrashRun.steps(200))
        print("gridWithWorkers: \(driver.tally)")
        #expect(failure == nil, "seed \(seed): \(failure ?? "")")
    }

    @Test("a pager with workers: its page, nodes and bitmaps hold through random batches")
    func pagerWithWorkers() {
        let seed = ThrashRun.seed(for: "pagerWithWorkers")
        let workers = WorkerPool(threadCount: 2)
        defer { workers.shutdown() }
        var profile = ThrashBatch.Profile()
        profile.changesSections = false
        profile.targetItemCount = 20
        let driver = ThrashDriver(layout: nil, model: ThrashModel(counts: [16]), profile: profile, workers: .pool(workers), seed: seed)
        let failure = driver.run(steps: ThrashRun.steps(200))
        print("pagerWithWorkers: \(driver.tally)")
        #expect(failure == nil, "seed \(seed): \(failure ?? "")")
    }
}
