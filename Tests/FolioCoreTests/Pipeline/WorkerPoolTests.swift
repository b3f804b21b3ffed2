@testable import FolioCore
import Foundation
import Testing

/// Real threads, so the tests wait on gates with generous timeouts rather than on sleeps, and
/// run one at a time so that two pools do not compete for this machine's few cores.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct WorkerPoolTests {
    static let patience = Duration.seconds(10)

    /// Occupies the next free worker until the returned gate opens; returns once it has started.
    private func block(_ pool: WorkerPool, key: Int = 1_000, finished: PipelineRecorder<String>? = nil) -> PipelineGate {
        let started = PipelineGate()
        let release = PipelineGate()
        pool.submit(WorkItem(key: key) {
            started.open()
            _ = release.wait()
            finished?.append("blocker finished")
        })
        #expect(started.wait(), "the blocking item never started")
        return release
    }

    /// Polls `condition` until it holds, for at most `patience`.
    private func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + Self.patience
        while !condition() {
            if ContinuousClock.now > deadline { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }

    // MARK: - Running

    @Test("Every item runs exactly once")
    func runsEachItemOnce() {
        let pool = WorkerPool(threadCount: 4)
        let ran = PipelineRecorder<Int>()
        for key in 0..<2_000 {
            pool.submit(WorkItem(key: key) { ran.append(key) })
        }
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        #expect(ran.recorded.sorted() == Array(0..<2_000))
        #expect(pool.statistics.itemsRun == 2_000)
        #expect(pool.statistics.itemsSkipped == 0)
        pool.shutdown()
    }

    @Test("Items run in parallel on the named worker threads")
    func parallelNamedThreads() {
        let pool = WorkerPool(threadCount: 2)
        let names = PipelineRecorder<String>()
        let met = PipelineRecorder<Bool>()
        let first = PipelineGate()
        let second = PipelineGate()
        // Each item waits for the other to start: they can only both succeed side by side.
        pool.submit(WorkItem(key: 0) {
            names.append(Thread.current.name ?? "?")
            first.open()
            met.append(second.wait())
        })
        pool.submit(WorkItem(key: 1) {
            names.append(Thread.current.name ?? "?")
            second.open()
            met.append(first.wait())
        })
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        #expect(met.recorded == [true, true])
        #expect(Set(names.recorded) == ["folio-worker-1", "folio-worker-2"])
        pool.shutdown()
    }

    @Test("The thread setup runs once on each worker, before any item there")
    func threadSetup() {
        let setUp = PipelineRecorder<String>()
        let itemThreads = PipelineRecorder<(String, Bool)>()
        let pool = WorkerPool(threadCount: 3, threadSetup: { setUp.append("\(pthread_self())") })
        for key in 0..<300 {
            pool.submit(WorkItem(key: key) {
                let thread = "\(pthread_self())"
                itemThreads.append((thread, setUp.recorded.contains(thread)))
            })
        }
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        pool.shutdown()
        #expect(setUp.recorded.count == 3 && Set(setUp.recorded).count == 3)
        #expect(itemThreads.recorded.allSatisfy { $0.1 })
        #expect(Set(itemThreads.recorded.map(\.0)).isSubset(of: Set(setUp.recorded)))
    }

    @Test("Thread counts: one per processor by default, at least one")
    func threadCounts() {
        let defaultPool = WorkerPool()
        #expect(defaultPool.threadCount == max(1, ProcessInfo.processInfo.activeProcessorCount))
        let tiny = WorkerPool(threadCount: 0)
        #expect(tiny.threadCount == 1)
        let ran = PipelineRecorder<Int>()
        tiny.submit(WorkItem(key: 0) { ran.append(0) })
        #expect(tiny.waitUntilIdle(timeout: Self.patience))
        #expect(ran.recorded == [0])
        defaultPool.shutdown()
        tiny.shutdown()
    }

    @Test("An item may submit more work")
    func reentrantSubmit() {
        let pool = WorkerPool(threadCount: 2)
        let ran = PipelineRecorder<Int>()
        pool.submit(WorkItem(key: 0) {
            ran.append(0)
            pool.submit(WorkItem(key: 1) {
                ran.append(1)
                pool.submit(WorkItem(key: 2) { ran.append(2) })
            })
        })
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        #expect(ran.recorded == [0, 1, 2])
        pool.shutdown()
    }

    // MARK: - Order

    @Test("Nearest to the focus first")
    func nearestFirst() {
        let pool = WorkerPool(threadCount: 1)
        let order = PipelineRecorder<Int>()
        let release = block(pool)
        for key in 0...20 {
            pool.submit(WorkItem(key: key) { order.append(key) })
        }
        pool.setFocus(10)
        release.open()
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        let expected = [10] + (1...10).flatMap { [10 - $0, 10 + $0] }
        #expect(order.recorded.first == 10)
        #expect(order.recorded == expected)
        pool.shutdown()
    }

    @Test("A circular focus serves both sides of the seam")
    func circularFocus() {
        let pool = WorkerPool(threadCount: 1)
        let order = PipelineRecorder<Int>()
        let release = block(pool)
        for key in 0..<10 {
            pool.submit(WorkItem(key: key) { order.append(key) })
        }
        pool.setFocus(0.25, pageCount: 10, isCircular: true)
        release.open()
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        #expect(order.recorded == [0, 1, 9, 2, 8, 3, 7, 4, 6, 5])
        pool.shutdown()
    }

    @Test("Moving the focus keeps the circular page count")
    func focusKeepsPageCount() {
        let pool = WorkerPool(threadCount: 1)
        let order = PipelineRecorder<Int>()
        let release = block(pool)
        pool.setFocus(5, pageCount: 10, isCircular: true)
        for key in [5, 4, 0, 9] {
            pool.submit(WorkItem(key: key) { order.append(key) })
        }
        pool.setFocus(9.25)
        release.open()
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        #expect(order.recorded == [9, 0, 5, 4])
        pool.shutdown()
    }

    // MARK: - Cancellation

    @Test("Items cancelled before they start are skipped")
    func cancelledSkipped() {
        let pool = WorkerPool(threadCount: 1)
        let ran = PipelineRecorder<Int>()
        let release = block(pool)
        let tokens = (0..<10).map { _ in CancellationToken() }
        for (key, token) in tokens.enumerated() {
            pool.submit(WorkItem(key: key, token: token) { ran.append(key) })
        }
        for key in stride(from: 1, to: 10, by: 2) {
            tokens[key].cancel()
        }
        release.open()
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        #expect(ran.recorded.sorted() == [0, 2, 4, 6, 8])
        #expect(pool.statistics.itemsSkipped == 5)
        #expect(pool.statistics.itemsRun == 6)
        pool.shutdown()
    }

    @Test("A job sees a cancel between its steps", arguments: [true, false])
    func cancelBetweenSteps(cancel: Bool) {
        let pool = WorkerPool(threadCount: 1)
        let steps = PipelineRecorder<String>()
        let firstStepDone = PipelineGate()
        let proceed = PipelineGate()
        let token = CancellationToken()
        pool.submit(WorkItem(key: 0, token: token) {
            steps.append("layout")
            firstStepDone.open()
            _ = proceed.wait()
            guard !token.isCancelled else { return }
            steps.append("rasterise")
        })
        #expect(firstStepDone.wait())
        if cancel { token.cancel() }
        proceed.open()
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        #expect(steps.recorded == (cancel ? ["layout"] : ["layout", "rasterise"]))
        pool.shutdown()
    }

    // MARK: - Waiting and stopping

    @Test("waitUntilIdle times out while work is pending, then succeeds")
    func waitUntilIdle() {
        let pool = WorkerPool(threadCount: 1)
        #expect(pool.waitUntilIdle(timeout: .zero), "a fresh pool is idle")
        let release = block(pool)
        pool.submit(WorkItem(key: 1) {})
        #expect(!pool.waitUntilIdle(timeout: .milliseconds(50)))
        #expect(pool.pendingCount == 1)
        release.open()
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        #expect(pool.pendingCount == 0)
        #expect(pool.statistics.itemsRun == 2)
        #expect(pool.waitUntilIdle(timeout: .seconds(Int64.max)), "an unlimited wait")
        pool.shutdown()
    }

    @Test("isIdle is false while items run or wait, true once they are done, through the scheduler protocol too")
    func isIdle() {
        let pool = WorkerPool(threadCount: 1)
        let scheduler: any WorkScheduler = pool
        #expect(pool.isIdle, "a fresh pool is idle")
        let release = block(pool)
        #expect(!pool.isIdle, "an item runs")
        #expect(!scheduler.isIdle, "the pool's own answer, not the protocol's default")
        pool.submit(WorkItem(key: 1) {})
        #expect(!pool.isIdle, "an item runs and another waits")
        release.open()
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        #expect(pool.isIdle)
        #expect(scheduler.isIdle)
        pool.shutdown()
    }

    @Test("A waiter wakes when dropping cancelled items leaves the pool idle")
    func idleAfterDroppingCancelled() {
        let pool = WorkerPool(threadCount: 1)
        let release = block(pool)
        let tokens = (0..<3).map { _ in CancellationToken() }
        for (key, token) in tokens.enumerated() {
            pool.submit(WorkItem(key: key, token: token) {})
        }
        tokens.forEach { $0.cancel() }
        let becameIdle = PipelineRecorder<Bool>()
        let waited = PipelineGate()
        Thread {
            becameIdle.append(pool.waitUntilIdle(timeout: Self.patience))
            waited.open()
        }.start()
        // Once the waiter is asleep, the wake-up is what ends its wait.
        #expect(eventually { pool.sleepingWaiters == 1 })
        release.open()
        // Well before the waiter's own timeout: without a wake-up it would sleep all of it.
        #expect(waited.wait(timeout: .seconds(5)))
        #expect(becameIdle.recorded == [true])
        #expect(pool.statistics.itemsSkipped == 3)
        pool.shutdown()
    }

    @Test("Shutdown discards pending items, lets running ones finish and joins")
    func shutdownWithPending() {
        let pool = WorkerPool(threadCount: 1)
        let events = PipelineRecorder<String>()
        let release = block(pool, finished: events)
        let tokens = (0..<5).map { _ in CancellationToken() }
        for (key, token) in tokens.enumerated() {
            pool.submit(WorkItem(key: key, token: token) { events.append("pending item \(key) ran") })
        }
        let returned = PipelineGate()
        Thread {
            pool.shutdown()
            events.append("shutdown returned")
            returned.open()
        }.start()
        #expect(eventually { pool.statistics.itemsDiscarded == 5 })
        #expect(tokens.allSatisfy { $0.isCancelled })
        release.open()
        #expect(returned.wait())
        #expect(events.recorded == ["blocker finished", "shutdown returned"])

        let late = CancellationToken()
        pool.submit(WorkItem(key: 9, token: late) { events.append("late item ran") })
        #expect(late.isCancelled)
        #expect(pool.statistics.itemsDiscarded == 6)
        pool.shutdown()
        #expect(pool.statistics.itemsRun == 1)
        #expect(events.recorded.count == 2)
    }

    @Test("Shutdown cancels the running items' tokens and waits for them to return")
    func shutdownCancelsRunning() {
        let pool = WorkerPool(threadCount: 3)
        let events = PipelineRecorder<String>()
        let tokens = (0..<3).map { _ in CancellationToken() }
        let started = (0..<3).map { _ in PipelineGate() }
        for key in 0..<3 {
            let token = tokens[key]
            pool.submit(WorkItem(key: key, token: token) {
                started[key].open()
                // Long work that checks its token between steps, as a decode checks between rows.
                let deadline = ContinuousClock.now + Self.patience
                while !token.isCancelled, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.001) }
                events.append(token.isCancelled ? "item \(key) saw its cancel" : "item \(key) ran out of patience")
            })
        }
        #expect(started.allSatisfy { $0.wait() })
        pool.shutdown()
        events.append("shutdown returned")
        #expect(tokens.allSatisfy { $0.isCancelled })
        #expect(events.recorded.count == 4)
        #expect(Set(events.recorded.prefix(3)) == ["item 0 saw its cancel", "item 1 saw its cancel", "item 2 saw its cancel"])
        #expect(events.recorded.last == "shutdown returned")
    }

    @Test("A worker's teardown runs after its last item and before shutdown returns")
    func teardownBeforeGone() {
        let events = PipelineRecorder<String>()
        let teardownMayEnd = PipelineGate()
        let pool = WorkerPool(threadCount: 2, threadTeardown: {
            events.append("teardown began on \(pthread_self())")
            _ = teardownMayEnd.wait()
            events.append("teardown ended")
        })
        let blockerStarted = PipelineGate()
        let release = PipelineGate()
        pool.submit(WorkItem(key: 0) {
            blockerStarted.open()
            _ = release.wait()
            events.append("item finished on \(pthread_self())")
        })
        #expect(blockerStarted.wait())
        let returned = PipelineGate()
        Thread {
            pool.shutdown()
            events.append("shutdown returned")
            returned.open()
        }.start()
        // The idle worker tears down as soon as the pool stops; the busy one only after its item.
        #expect(eventually { events.recorded.contains { $0.hasPrefix("teardown began") } })
        release.open()
        #expect(eventually { events.recorded.filter { $0.hasPrefix("teardown began") }.count == 2 })
        // Both workers are inside their teardown: a pool that counted them gone already would
        // have let shutdown return.
        #expect(!events.recorded.contains("shutdown returned"))
        teardownMayEnd.open()
        teardownMayEnd.open()
        #expect(returned.wait())
        let recorded = events.recorded
        #expect(recorded.last == "shutdown returned")
        #expect(recorded.filter { $0 == "teardown ended" }.count == 2)
        // The busy worker tore down only after its item.
        let itemEvent = recorded.firstIndex { $0.hasPrefix("item finished on ") }
        let itemThread = itemEvent.map { recorded[$0].dropFirst("item finished on ".count) }
        let itemTeardown = recorded.firstIndex { $0 == "teardown began on \(itemThread ?? "?")" }
        #expect(itemEvent != nil && itemTeardown != nil)
        if let itemEvent, let itemTeardown { #expect(itemEvent < itemTeardown) }
    }

    @Test("Shutdown returns only once the worker threads have exited")
    func shutdownJoins() {
        let before = WorkerThreadExits.count.current
        let pool = WorkerPool(threadCount: 3, threadSetup: WorkerThreadExits.watchCurrentThread)
        let ran = PipelineRecorder<Int>()
        for key in 0..<30 {
            pool.submit(WorkItem(key: key) { ran.append(key) })
        }
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        pool.shutdown()
        // The destructors of thread-specific values run as a thread exits, after its body.
        #expect(WorkerThreadExits.count.current - before == 3)
        #expect(ran.recorded.count == 30)
    }

    @Test("An item may shut its own pool down")
    func shutdownFromWorker() {
        let pool = WorkerPool(threadCount: 2)
        let done = PipelineGate()
        pool.submit(WorkItem(key: 0) {
            pool.shutdown()
            done.open()
        })
        #expect(done.wait())
    }

    @Test("Releasing a busy pool cancels its pending work without waiting")
    func deinitWhileBusy() {
        let release = PipelineGate()
        let finished = PipelineGate()
        let pending = CancellationToken()
        let ran = PipelineRecorder<Int>()
        weak var weakPool: WorkerPool?
        do {
            let pool = WorkerPool(threadCount: 1)
            weakPool = pool
            let started = PipelineGate()
            pool.submit(WorkItem(key: 0) {
                started.open()
                _ = release.wait()
                finished.open()
            })
            #expect(started.wait())
            pool.submit(WorkItem(key: 1, token: pending) { ran.append(1) })
        }
        #expect(weakPool == nil)
        #expect(pending.isCancelled)
        release.open()
        #expect(finished.wait(), "the running item finishes after the pool is gone")
        #expect(ran.recorded.isEmpty)
    }

    // MARK: - Stress

    @Test("Many threads submit, cancel and move the focus at once")
    func concurrentSubmitters() {
        let pool = WorkerPool(threadCount: 3)
        let submitters = 8
        let perSubmitter = 600
        let ran = PipelineRecorder<Int>()
        DispatchQueue.concurrentPerform(iterations: submitters + 1) { index in
            guard index < submitters else {
                for step in 0..<2_000 {
                    pool.setFocus(Double(step % 97), pageCount: 97, isCircular: step.isMultiple(of: 2))
                    if step.isMultiple(of: 3) { pool.setFocus(Double(step)) }
                }
                return
            }
            for offset in 0..<perSubmitter {
                let key = index * perSubmitter + offset
                let token = CancellationToken()
                let item = WorkItem(key: key, token: token) { ran.append(key) }
                switch key % 3 {
                case 0:
                    token.cancel()
                    pool.submit(item)
                case 1:
                    pool.submit(item)
                    token.cancel()
                default:
                    pool.submit(item)
                }
            }
        }
        #expect(pool.waitUntilIdle(timeout: Self.patience))
        let total = submitters * perSubmitter
        let counts = Dictionary(ran.recorded.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(counts.values.allSatisfy { $0 == 1 }, "an item ran twice")
        #expect(counts.keys.allSatisfy { $0 % 3 != 0 }, "an item cancelled before submission ran")
        #expect((0..<total).filter { $0 % 3 == 2 }.allSatisfy { counts[$0] == 1 }, "a live item never ran")
        let statistics = pool.statistics
        #expect(statistics.itemsRun == ran.recorded.count)
        #expect(statistics.itemsRun + statistics.itemsSkipped == total)
        #expect(statistics.itemsSkipped >= total / 3)
        pool.shutdown()
    }
}

/// Counts the threads that have exited after `watchCurrentThread()`, through the destructor of a
/// thread-specific value (which runs as the thread exits). Any thread.
private enum WorkerThreadExits {
    static let count = Locked(0)

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { _ in
            // Some work on the way out, as a thread's real exit has (its runtime's cleanup), so
            // that a shutdown that did not join would return before the count.
            var sum = 0
            for value in 0..<2_000_000 { sum &+= value &* value }
            WorkerThreadExits.count.withLock { $0 += sum == 0 ? 0 : 1 }
        }
        precondition(status == 0, "pthread_key_create failed (\(status))")
        return key
    }()

    /// Counts the calling thread once it exits.
    @Sendable
    static func watchCurrentThread() {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
    }
}
