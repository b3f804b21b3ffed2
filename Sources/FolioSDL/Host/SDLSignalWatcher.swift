import CSDL2
import FolioCore
import Foundation

/// Turns SIGINT, SIGTERM and SIGHUP (the terminal closing) into a quit request. SDL's own
/// handlers only raise a flag that is read when events are pumped, and a loop asleep in
/// `SDL_WaitEventTimeout` is not woken by it; so Folio blocks the signals in every thread and
/// waits for them on one thread of its own, which records the request and pushes an `SDL_QUIT`
/// event (pushing wakes the loop). Start it on the main thread before any other thread is made,
/// so that every thread inherits the blocked signals: `SDLLibrary.prepareProcess()` does, first
/// thing in `main`.
///
/// The request is also kept as a flag (`hasReceivedQuitSignal`), so a signal that comes before
/// SDL's event queue exists, or while the loop is busy, is not lost; and no event is pushed once
/// SDL is stopping, so a late signal never touches a queue being torn down.
enum SDLSignalWatcher {
    private struct State {
        var hasReceivedQuitSignal = false
        /// Whether SDL's event queue may be pushed to: between `sdlDidStart()` and
        /// `sdlWillStop()`.
        var canPushEvents = false
    }

    /// The signals that ask the app to quit.
    static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    @MainActor private static var isStarted = false
    /// Written by the watcher thread, read by the main thread; the push happens with the lock
    /// held so that `sdlWillStop()` returns only once no push is under way.
    private static let state = Locked(State())

    /// Blocks the quit signals in the calling thread (and so in every thread it makes later) and
    /// starts the thread that waits for them. Once per process; main thread, before other threads.
    @MainActor
    static func start() {
        guard !isStarted else { return }
        isStarted = true
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in quitSignals { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let blocked = signals
        let thread = Thread {
            var waitFor = blocked
            while true {
                var received: Int32 = 0
                guard sigwait(&waitFor, &received) == 0 else { continue }
                state.withLock { state in
                    state.hasReceivedQuitSignal = true
                    if state.canPushEvents { pushQuit() }
                }
            }
        }
        thread.name = "folio-signals"
        thread.start()
    }

    /// Whether a quit signal has arrived. Any thread.
    static var hasReceivedQuitSignal: Bool {
        state.withLock { $0.hasReceivedQuitSignal }
    }

    /// Lets the watcher push events: SDL's event queue exists. Main thread, after `SDL_Init`.
    /// A signal that came before (the program was still starting) is pushed now, so that a
    /// loop that reads only SDL's events hears it too.
    static func sdlDidStart() {
        state.withLock { state in
            state.canPushEvents = true
            if state.hasReceivedQuitSignal { pushQuit() }
        }
    }

    /// Pushes an `SDL_QUIT` event, which also wakes a loop asleep waiting for events. With
    /// `state` locked and SDL's queue there.
    private static func pushQuit() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        _ = SDL_PushEvent(&event)
    }

    /// Stops the watcher pushing events, waiting out a push under way. Main thread, before
    /// `SDL_Quit`.
    static func sdlWillStop() {
        state.withLock { $0.canPushEvents = false }
    }
}
