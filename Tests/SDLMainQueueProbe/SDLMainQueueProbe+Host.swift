import CSDL2
import FolioCore
import FolioSDL
import Foundation

/// Scenarios with a real `SDLHost` (`ProbeHostFixture`): app code on another thread hops to the
/// main thread while the loop sleeps, and commands reach the delegate before the host.
extension SDLMainQueueProbe {
    /// The scenarios that run a host, which need SDL's video rather than events alone.
    static let hostScenarios: [String: @MainActor () -> [String: [Double]]] = [
        "host-dispatch": hostDispatch,
        "host-mainactor": hostMainActorRun,
        "host-commands": hostCommands,
    ]

    /// How long after the first frame the other thread waits before it submits, so that the
    /// loop has drawn what it had to and sleeps.
    static let idleSeconds = 0.3

    /// Starts SDL as an app does (the software renderer unless a real window is
    /// asked for), runs `scenario`, and stops them once its host has gone.
    @MainActor
    static func runHostScenario(_ scenario: @MainActor () -> [String: [Double]], showsWindow: Bool) -> [String: [Double]] {
        if !showsWindow { setenv("SDL_RENDER_DRIVER", "software", 1) }
        do {
            try SDLLibrary.start()
        } catch {
            fail("\(error)")
        }
        let report = scenario()
        BackgroundReleaser.drain()
        SDLLibrary.stop()
        return report
    }

    /// A host whose loop sleeps; another thread then does `DispatchQueue.main.async { host.stop() }`.
    @MainActor
    static func hostDispatch() -> [String: [Double]] {
        hostHop { host, ran in
            DispatchQueue.main.async {
                guard Thread.isMainThread else { return ran(false, -1) }
                MainActor.assumeIsolated {
                    ran(true, host.statistics.frames)
                    host.stop()
                }
            }
        }
    }

    /// A host whose loop sleeps; another thread then does `Task { await MainActor.run { host.stop() } }`.
    @MainActor
    static func hostMainActorRun() -> [String: [Double]] {
        hostHop { host, ran in
            Task {
                await MainActor.run {
                    ran(Thread.isMainThread, host.statistics.frames)
                    host.stop()
                }
            }
        }
    }

    /// Runs a host until a block that `submit` hands to the main thread, from another thread
    /// once the loop has slept `idleSeconds` after its first frame, stops it. `submit`'s block
    /// calls its second argument with whether it ran on the main thread and the frames the host
    /// had counted. Reports the main thread's CPU time while the loop slept (a loop drawing or
    /// spinning would show tens of milliseconds), the frames counted by then, the milliseconds
    /// from the submission to the block running and to `run()` returning, whether that was
    /// within a 60 Hz frame, and the items reported with content before it.
    @MainActor
    static func hostHop(
        _ submit: @escaping @Sendable (SDLHost, @escaping @Sendable (Bool, Int) -> Void) -> Void
    ) -> [String: [Double]] {
        let fixture: ProbeHostFixture
        do {
            fixture = try ProbeHostFixture()
        } catch {
            fail("\(error)")
        }
        let submitted = Locked<Double?>(nil)
        let idleCPU = Locked<Double?>(nil)
        let block = Locked<(time: Double, onMainThread: Bool, frames: Int)?>(nil)
        fixture.delegate.onReady = { host in
            Thread.detachNewThread {
                let before = mainThreadCPUMilliseconds()
                Thread.sleep(forTimeInterval: idleSeconds)
                idleCPU.withLock { $0 = mainThreadCPUMilliseconds() - before }
                submitted.withLock { $0 = now }
                submit(host) { onMainThread, frames in
                    block.withLock { $0 = (now, onMainThread, frames) }
                }
            }
        }
        fixture.host.run()
        let ended = now
        guard let start = submitted.current, let ran = block.current else { fail("the loop ended before the block ran") }
        let endMilliseconds = (ended - start) * 1000
        let isReadyFirst = fixture.delegate.events.first.map { if case .ready = $0 { true } else { false } } ?? false
        return [
            "idleMainThreadCPUMilliseconds": [idleCPU.current ?? .nan],
            "framesBeforeStop": [Double(ran.frames)],
            "blockOnMainThread": [ran.onMainThread ? 1 : 0],
            "blockMilliseconds": [(ran.time - start) * 1000],
            "endMilliseconds": [endMilliseconds],
            "endedWithinFrame": [endMilliseconds < FrameStatistics.frameBudget * 1000 ? 1 : 0],
            "readyFirst": [isReadyFirst ? 1 : 0],
            "contentItems": fixture.delegate.contentItems.map(Double.init),
        ]
    }

    /// A host whose delegate carries out `.back` itself. Another thread presses Esc once the loop
    /// sleeps, then has a block run on the main thread, then presses Q. Reports the commands the
    /// delegate was offered (quit 0, back 1, rotate 2, overlay 3), whether the block ran (the
    /// loop outlived Esc), how long the loop ran on after Esc and after Q, in milliseconds.
    @MainActor
    static func hostCommands() -> [String: [Double]] {
        let fixture: ProbeHostFixture
        do {
            fixture = try ProbeHostFixture()
        } catch {
            fail("\(error)")
        }
        fixture.delegate.handled = [.back]
        let escape = Locked<Double?>(nil)
        let quit = Locked<Double?>(nil)
        let ranAfterEscape = Locked(false)
        fixture.delegate.onReady = { _ in
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: idleSeconds)
                escape.withLock { $0 = now }
                pushKey(SDLK_ESCAPE)
                // Long enough for a loop that took Esc as its own to have ended.
                Thread.sleep(forTimeInterval: 0.2)
                let ran = DispatchSemaphore(value: 0)
                DispatchQueue.main.async {
                    ranAfterEscape.withLock { $0 = true }
                    ran.signal()
                }
                // A loop that ended never runs the block: then Q is not needed.
                guard ran.wait(timeout: .now() + 1) == .success else { return }
                quit.withLock { $0 = now }
                pushKey(SDLK_q)
            }
        }
        fixture.host.run()
        let ended = now
        let codes: [HostCommand: Double] = [.quit: 0, .back: 1, .rotate: 2, .toggleDebugOverlay: 3]
        return [
            "offered": fixture.delegate.offered.map { codes[$0] ?? -1 },
            "ranAfterEscape": [ranAfterEscape.current ? 1 : 0],
            "msAfterEscape": [escape.current.map { (ended - $0) * 1000 } ?? .nan],
            "msAfterQuit": [quit.current.map { (ended - $0) * 1000 } ?? .nan],
        ]
    }

    /// Pushes a key press of `key` with no window, as a keyboard would send it. Any thread.
    static func pushKey(_ key: SDL_KeyCode) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = SDL_Keycode(key.rawValue)
        _ = SDL_PushEvent(&event)
    }

    /// The CPU time (user and system) the process's main thread has used, in milliseconds, at
    /// the kernel's tick resolution.
    static func mainThreadCPUMilliseconds() -> Double {
        taskCPUMilliseconds("\(getpid())") ?? .nan
    }
}
