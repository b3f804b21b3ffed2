import FolioCore
import TestSupport
import Testing

struct ManualWorkSchedulerTests {
    @Test("Nothing runs until asked; then nearest the focus first")
    func runsOnRequest() {
        let scheduler = ManualWorkScheduler()
        let ran = PipelineRecorder<Int>()
        for key in [0, 4, 7, 5] {
            scheduler.submit(WorkItem(key: key) { ran.append(key) })
        }
        #expect(ran.recorded.isEmpty)
        #expect(scheduler.pendingKeys == [0, 4, 7, 5])
        scheduler.setFocus(5, pageCount: 10, isCircular: false)
        #expect(scheduler.pendingKeys == [5, 4, 7, 0])
        #expect(scheduler.runNext() == 5)
        #expect(ran.recorded == [5])
        #expect(scheduler.runAll() == [4, 7, 0])
        #expect(scheduler.runNext() == nil)
        #expect(scheduler.itemsRun == 4)
    }

    @Test("Cancelled items are skipped and counted")
    func skipsCancelled() {
        let scheduler = ManualWorkScheduler()
        let token = CancellationToken()
        scheduler.submit(WorkItem(key: 1, token: token) {})
        scheduler.submit(WorkItem(key: 2) {})
        token.cancel()
        #expect(scheduler.pendingKeys == [2])
        #expect(scheduler.runAll() == [2])
        #expect(scheduler.itemsSkipped == 1)
    }

    @Test("runAll also runs the work that items submit")
    func followUpWork() {
        let scheduler = ManualWorkScheduler()
        scheduler.submit(WorkItem(key: 3) {
            scheduler.submit(WorkItem(key: 4) {})
        })
        #expect(scheduler.runAll() == [3, 4])
    }

    /// The loop a pager runs: work starts for pages entering the preload range, is cancelled for
    /// pages leaving it, and runs nearest the visible page first.
    @Test("Driven by range transitions")
    func drivenByRanges() {
        let scheduler = ManualWorkScheduler()
        var ranges = RangeController()
        var tokens: [Int: CancellationToken] = [:]
        func apply(_ transitions: RangeTransitions, position: Double) {
            for page in transitions.preload.left {
                tokens.removeValue(forKey: page)?.cancel()
            }
            for page in transitions.preload.entered.sorted() {
                let token = CancellationToken()
                tokens[page] = token
                scheduler.submit(WorkItem(key: page, token: token) {})
            }
            scheduler.setFocus(position, pageCount: 20, isCircular: false)
        }
        apply(ranges.update(position: 0, pageCount: 20, isCircular: false, direction: .none), position: 0)
        #expect(scheduler.pendingKeys == [0, 1])
        #expect(scheduler.runAll() == [0, 1])
        apply(ranges.update(position: 10, pageCount: 20, isCircular: false, direction: .forward), position: 10)
        #expect(scheduler.pendingKeys == [10, 9, 11, 8, 12])
        apply(ranges.update(position: 15, pageCount: 20, isCircular: false, direction: .forward), position: 15)
        #expect(scheduler.pendingKeys == [15, 14, 16, 13, 17])
        #expect(scheduler.runAll() == [15, 14, 16, 13, 17])
        #expect(scheduler.itemsSkipped == 5)
    }
}
