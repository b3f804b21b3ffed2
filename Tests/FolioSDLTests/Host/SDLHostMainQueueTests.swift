import Foundation
import Testing

/// A real host's loop on a real main thread, in the probe executable (SDL's offscreen driver and
/// software renderer): app code on other threads hops to the main thread while the loop sleeps,
/// and commands go to the delegate before the host.
@Suite("Host main queue and commands")
struct SDLHostMainQueueTests {
    /// The longest from a submission to the loop's end: generous, since under a full test run
    /// the other thread's hop can wait for a busy core (the figure printed says how long it took).
    static let boundMilliseconds = 100.0

    /// Checks a probe run of `hostHop`, and prints how long the hop took and whether that was
    /// within a frame.
    private func checkHop(_ run: SDLMainQueueProbeRun, _ label: String) {
        // The loop slept: no frames, no spinning, through the wait before the submission.
        #expect(run["idleMainThreadCPUMilliseconds"] <= 30, "\(label): the loop was not idle")
        #expect(run["framesBeforeStop"] <= 3, "\(label): the loop kept drawing frames")
        #expect(run["blockOnMainThread"] == 1, "\(label) ran off the main thread")
        #expect(run["blockMilliseconds"] <= run["endMilliseconds"])
        #expect(run["endMilliseconds"] < Self.boundMilliseconds, "\(label): the loop ended \(run["endMilliseconds"]) ms after the submission")
        print("\(label): the loop ended \(run["endMilliseconds"]) ms after the submission, "
            + (run["endedWithinFrame"] == 1 ? "within" : "NOT within") + " one 60 Hz frame")
        // The host's own reports came first: ready, then each item on screen once, with content.
        #expect(run["readyFirst"] == 1)
        let content = run.list("contentItems")
        #expect(Set(content) == Set((0..<16).map(Double.init)), "\(content)")
        #expect(content.count == 16, "\(content)")
    }

    @Test("DispatchQueue.main.async from another thread wakes a sleeping host, runs on the main thread and can stop it")
    func dispatchWakesTheHost() throws {
        checkHop(try SDLMainQueueProbeRun("host-dispatch"), "DispatchQueue.main.async")
    }

    @Test("await MainActor.run from a task wakes a sleeping host, runs on the main thread and can stop it")
    func mainActorRunWakesTheHost() throws {
        checkHop(try SDLMainQueueProbeRun("host-mainactor"), "await MainActor.run")
    }

    @Test("A delegate that carries out Esc itself keeps the loop running; Q, which it leaves, ends it")
    func delegateTakesBackButNotQuit() throws {
        let run = try SDLMainQueueProbeRun("host-commands")
        // back, then quit: each offered to the delegate first, once.
        #expect(run.list("offered") == [1, 0])
        #expect(run["ranAfterEscape"] == 1, "the loop ended on Esc")
        #expect(run["msAfterEscape"] >= 200)
        #expect(run["msAfterQuit"] < Self.boundMilliseconds)
    }

    @Test("On the display, a submission still wakes the host's real sleep and stops it",
          .enabled(if: !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty))
    func dispatchWakesTheHostOnTheDisplay() throws {
        let run = try SDLMainQueueProbeRun("host-dispatch", window: true)
        #expect(run["blockOnMainThread"] == 1)
        #expect(run["endMilliseconds"] < Self.boundMilliseconds)
    }
}
