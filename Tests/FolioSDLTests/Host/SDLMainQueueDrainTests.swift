import Foundation
import Testing

/// The drain on a real main thread, in the probe executable: a loop asleep in
/// `SDL_WaitEventTimeout` for up to a minute, as the host's is when nothing moves.
@Suite("Main-queue drain")
struct SDLMainQueueDrainTests {
    /// One frame at 60 Hz, in milliseconds: the longest a wake may take.
    static let frameMilliseconds = 1000.0 / 60

    @Test("Work submitted from another thread wakes a sleeping loop within a frame, and the drain runs it on the main thread")
    func wakeAndRun() throws {
        let run = try SDLMainQueueProbeRun("wake")
        #expect(run["wakesLoop"] == 1)
        #expect(run["wakeMilliseconds"] < Self.frameMilliseconds)
        // The `MainActor.run` hop starts on the cooperative pool, which a loaded machine can be
        // slow to schedule; its own wake then ends a sleep that would otherwise last a minute.
        #expect(run["allRanMilliseconds"] < 100)
        #expect(run["dispatchOnMainThread"] == 1, "DispatchQueue.main.async")
        #expect(run["taskOnMainThread"] == 1, "Task { @MainActor in }")
        #expect(run["mainActorRunOnMainThread"] == 1, "await MainActor.run { }")
        #expect(run["wakes"] >= 1)
    }

    @Test("With a shown window SDL really sleeps, and the wake still ends the sleep within a frame",
          .enabled(if: !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty))
    func wakeWithWindow() throws {
        let run = try SDLMainQueueProbeRun("wake", window: true)
        #expect(run["wakeMilliseconds"] < Self.frameMilliseconds)
        #expect(run["dispatchOnMainThread"] == 1)
        #expect(run["taskOnMainThread"] == 1)
        #expect(run["mainActorRunOnMainThread"] == 1)
    }

    @Test("With nothing submitted a drain returns at once without looking, and nothing wakes the loop or spins")
    func idle() throws {
        let run = try SDLMainQueueProbeRun("idle")
        #expect(run["looked"] == 0)
        // One pass of the run loop costs microseconds; a drain with nothing signalled is a load.
        #expect(run["drainMicroseconds"] < 1)
        #expect(run["woke"] == 0)
        #expect(run["sleptMilliseconds"] >= 290)
        // Kernel ticks: a watcher polling through the 300 ms would show tens of them.
        #expect(run["watcherCPUMilliseconds"] <= 10)
    }

    @Test("Blocks submitted during a drain run in the next one, and the loop is woken for them")
    func resubmittedBlocksWaitForTheNextDrain() throws {
        let run = try SDLMainQueueProbeRun("resubmit")
        #expect(run.list("runsPerDrain") == [1, 1, 1, 1, 1])
        #expect(run.list("sleepMilliseconds").count == 5)
        #expect(run.list("sleepMilliseconds").allSatisfy { $0 < Self.frameMilliseconds }, "\(run.list("sleepMilliseconds"))")
    }

    @Test("Stopping or releasing the drain joins its thread; afterwards nothing wakes the loop but a drain still runs the work")
    func stopJoinsTheWatcher() throws {
        let run = try SDLMainQueueProbeRun("stop")
        // Before, with the drain, after stop(), with a second drain, after releasing it.
        #expect(run.list("threads") == [0, 1, 0, 1, 0])
        #expect(run["stopMilliseconds"] < 100)
        #expect(run["wakesLoopAfterStop"] == 0)
        #expect(run["wokeAfterStop"] == 0)
        #expect(run["ranAfterStop"] == 1)
    }
}
