import CSDL2
import Foundation

/// Turns SIGINT and SIGTERM into an `SDL_QUIT` event. SDL's own handlers only raise a flag that
/// is read when events are pumped, and a loop asleep in `SDL_WaitEventTimeout` is not woken by
/// it; so Folio blocks the two signals in every thread and waits for them on one thread of its
/// own, which pushes the event (pushing wakes the loop). Start it on the main thread before any
/// other thread is made, so that every thread inherits the blocked signals.
enum SDLSignalWatcher {
    nonisolated(unsafe) private static var isStarted = false

    @MainActor
    static func start() {
        guard !isStarted else { return }
        isStarted = true
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let blocked = signals
        let thread = Thread {
            var waitFor = blocked
            while true {
                var received: Int32 = 0
                guard sigwait(&waitFor, &received) == 0 else { continue }
                var event = SDL_Event()
                event.type = SDL_QUIT.rawValue
                _ = SDL_PushEvent(&event)
            }
        }
        thread.name = "folio-signals"
        thread.start()
    }
}
