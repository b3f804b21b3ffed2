import CSDL2
import FolioCore
import FolioSDL
import Foundation

/// Runs one main-queue drain scenario on the process's real main thread, as a host's loop would
/// (sleeping in `SDL_WaitEventTimeout`, draining once per iteration), and prints what it measured
/// as one JSON object of number lists (true and false as 1 and 0) for FolioSDLTests to judge.
/// Scenarios: `wake`, `idle`, `resubmit`, `stop`, and those that run a whole host
/// (`hostScenarios`); `window` after the scenario starts SDL's video too and shows a small
/// window (a host's on the display rather than SDL's offscreen driver), without which SDL 2 waits
/// for events by polling every millisecond instead of sleeping until one is pushed. Main thread.
@main
enum SDLMainQueueProbe {
    /// How long a loop here waits for an event: the host's longest sleep.
    static let longestWait: Int32 = 60_000
    /// A scenario that takes longer than this has hung: the probe says so and exits.
    static let watchdogSeconds = 10.0

    @MainActor
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let scenario = arguments.first else { fail("name a scenario") }
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: watchdogSeconds)
            fail("scenario \(scenario) did not finish within \(watchdogSeconds) s")
        }
        guard Thread.isMainThread else { fail("not on the main thread") }
        let showsWindow = arguments.dropFirst().first == "window"
        if let hostScenario = hostScenarios[scenario] {
            printReport(runHostScenario(hostScenario, showsWindow: showsWindow))
            return
        }
        guard SDL_Init(showsWindow ? SDL_INIT_VIDEO | SDL_INIT_EVENTS : SDL_INIT_EVENTS) == 0 else {
            fail("SDL_Init: \(String(cString: SDL_GetError()))")
        }
        let window = showsWindow ? SDL_CreateWindow("probe", 0, 0, 64, 64, SDL_WINDOW_SHOWN.rawValue) : nil
        if showsWindow, window == nil { fail("SDL_CreateWindow: \(String(cString: SDL_GetError()))") }
        // The window's own events (shown, exposed) come first; the scenarios wait for others.
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        let report: [String: [Double]]
        switch scenario {
        case "wake": report = wake()
        case "idle": report = idle()
        case "resubmit": report = resubmit()
        case "stop": report = stop()
        default: fail("unknown scenario \(scenario)")
        }
        if let window { SDL_DestroyWindow(window) }
        SDL_Quit()
        printReport(report)
    }

    /// Prints `report` as one line of JSON.
    static func printReport(_ report: [String: [Double]]) {
        let json = try! JSONEncoder().encode(report)
        print(String(decoding: json, as: UTF8.self))
    }

    /// Seconds on a monotonic clock; any thread.
    static var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("SDLMainQueueProbe: \(message)\n".utf8))
        exit(2)
    }

    /// A background thread submits a dispatch block, a main-actor task and a `MainActor.run` hop
    /// from a detached task while the loop sleeps with the longest timeout; the loop runs until
    /// all three have run. Reports how long after the submission the first wake event came, how
    /// long until all had run, the wakes and iterations it took, and whether each ran on the main
    /// thread.
    @MainActor
    static func wake() -> [String: [Double]] {
        let signal = SDLWakeSignal()
        let drain = SDLMainQueueDrain(wakeSignal: signal)
        let submitted = Locked<Double?>(nil)
        let ran = Locked<[String: Bool]>([:])
        Thread.detachNewThread {
            // Long enough for the loop below to be asleep in SDL when the work arrives.
            Thread.sleep(forTimeInterval: 0.1)
            submitted.withLock { $0 = now }
            DispatchQueue.main.async { ran.withLock { $0["dispatch"] = Thread.isMainThread } }
            Task { @MainActor in ran.withLock { $0["task"] = Thread.isMainThread } }
            Task.detached { await MainActor.run { ran.withLock { $0["run"] = Thread.isMainThread } } }
        }
        var firstWake: Double?
        var wakes = 0
        var iterations = 0
        var event = SDL_Event()
        while ran.current.count < 3 {
            iterations += 1
            if SDL_WaitEventTimeout(&event, longestWait) != 0, event.type == signal.eventType {
                signal.acknowledge()
                wakes += 1
                if firstWake == nil { firstWake = now }
            }
            drain.drain()
        }
        let done = now
        let start = submitted.current ?? done
        let results = ran.current
        return [
            "wakesLoop": [drain.wakesLoop ? 1 : 0],
            "wakeMilliseconds": [((firstWake ?? done) - start) * 1000],
            "allRanMilliseconds": [(done - start) * 1000],
            "wakes": [Double(wakes)],
            "iterations": [Double(iterations)],
            "dispatchOnMainThread": [results["dispatch"] == true ? 1 : 0],
            "taskOnMainThread": [results["task"] == true ? 1 : 0],
            "mainActorRunOnMainThread": [results["run"] == true ? 1 : 0],
        ]
    }

    /// Nothing is submitted. Reports whether a drain looked at the queue, the mean cost of a
    /// drain, and how a 300 ms sleep in SDL went: whether an event woke it, how long it slept and
    /// the CPU time the watcher thread used meanwhile (a polling watcher would show here).
    @MainActor
    static func idle() -> [String: [Double]] {
        let signal = SDLWakeSignal()
        let drain = SDLMainQueueDrain(wakeSignal: signal)
        // The watcher thread has named itself, so it can be found, and reached its poll.
        _ = watcherThreads(awaiting: 1)
        let looked = drain.drain()
        let calls = 100_000
        let start = now
        for _ in 0..<calls { drain.drain() }
        let drainMicroseconds = (now - start) / Double(calls) * 1e6
        var event = SDL_Event()
        let watcherBefore = watcherCPUMilliseconds()
        let sleepStart = now
        let woke = SDL_WaitEventTimeout(&event, 300) != 0
        let slept = now - sleepStart
        return [
            "looked": [looked ? 1 : 0],
            "drainMicroseconds": [drainMicroseconds],
            "woke": [woke ? 1 : 0],
            "sleptMilliseconds": [slept * 1000],
            "watcherCPUMilliseconds": [watcherCPUMilliseconds() - watcherBefore],
        ]
    }

    /// A block that resubmits itself every time it runs: the queue is never empty. Five loop
    /// iterations each sleep in SDL and drain; reports how many runs each drain made and how
    /// long each sleep lasted (a wake must come for the resubmitted block).
    @MainActor
    static func resubmit() -> [String: [Double]] {
        let signal = SDLWakeSignal()
        let drain = SDLMainQueueDrain(wakeSignal: signal)
        let runs = Locked(0)
        let keepGoing = Locked(true)
        @Sendable func step() {
            runs.withLock { $0 += 1 }
            if keepGoing.current { DispatchQueue.main.async(execute: step) }
        }
        DispatchQueue.main.async(execute: step)
        var runsPerDrain: [Double] = []
        var sleeps: [Double] = []
        var event = SDL_Event()
        for _ in 0..<5 {
            let sleepStart = now
            if SDL_WaitEventTimeout(&event, longestWait) != 0, event.type == signal.eventType { signal.acknowledge() }
            sleeps.append((now - sleepStart) * 1000)
            let before = runs.current
            drain.drain()
            runsPerDrain.append(Double(runs.current - before))
        }
        keepGoing.withLock { $0 = false }
        drain.drain()
        return ["runsPerDrain": runsPerDrain, "sleepMilliseconds": sleeps]
    }

    /// Counts the watcher threads while a drain runs, after `stop()` and after a second drain is
    /// released; then submits work from another thread after the stop. Reports the counts, how
    /// long `stop()` took, whether the submission woke a 300 ms sleep and whether a drain after
    /// the stop still ran it.
    @MainActor
    static func stop() -> [String: [Double]] {
        let signal = SDLWakeSignal()
        let before = watcherThreads()
        let drain = SDLMainQueueDrain(wakeSignal: signal)
        let during = watcherThreads(awaiting: 1)
        let stopStart = now
        drain.stop()
        let stopMilliseconds = (now - stopStart) * 1000
        let afterStop = watcherThreads()
        let duringSecond = withExtendedLifetime(SDLMainQueueDrain(wakeSignal: signal)) { _ in watcherThreads(awaiting: 1) }
        let afterRelease = watcherThreads()

        let ran = Locked(false)
        Thread.detachNewThread { DispatchQueue.main.async { ran.withLock { $0 = true } } }
        var event = SDL_Event()
        let woke = SDL_WaitEventTimeout(&event, 300) != 0
        drain.drain()
        return [
            "threads": [before, during, afterStop, duringSecond, afterRelease].map(Double.init),
            "stopMilliseconds": [stopMilliseconds],
            "wakesLoopAfterStop": [drain.wakesLoop ? 1 : 0],
            "wokeAfterStop": [woke ? 1 : 0],
            "ranAfterStop": [ran.current ? 1 : 0],
        ]
    }

    /// The CPU time (user and system) the watcher threads have used, in milliseconds, at the
    /// kernel's tick resolution (10 ms where ticks are 100 a second).
    static func watcherCPUMilliseconds() -> Double {
        watcherTasks().reduce(0) { total, task in total + (taskCPUMilliseconds(task) ?? 0) }
    }

    /// The CPU time (user and system) thread `task` of the process has used, in milliseconds, at
    /// the kernel's tick resolution; nil if it cannot be read.
    static func taskCPUMilliseconds(_ task: String) -> Double? {
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
              let afterName = stat.lastIndex(of: ")") else { return nil }
        // Fields after the name: state is the first, utime the 12th and stime the 13th.
        let fields = stat[stat.index(after: afterName)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / ticksPerSecond * 1000
    }

    /// The number of watcher threads; immediately, or once it equals `expected` (a new thread
    /// names itself once it runs), waiting at most a second.
    static func watcherThreads(awaiting expected: Int? = nil) -> Int {
        let deadline = now + 1
        var count = watcherTasks().count
        while let expected, count != expected, now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
            count = watcherTasks().count
        }
        return count
    }

    /// The process's threads (their ids) named as the drain names its watcher.
    static func watcherTasks() -> [String] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.filter { task in
            let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
            return name?.trimmingCharacters(in: .whitespacesAndNewlines) == "folio-mainqueue"
        }
    }
}
