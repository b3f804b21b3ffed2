import CSDL2
import Synchronization

/// Wakes the main loop from any thread by pushing one SDL user event, so that a loop sleeping in
/// `SDL_WaitEventTimeout` drains finished work at once. Wakes are coalesced: one event waits at
/// a time. Any thread; make it on the main thread after SDL has started.
public final class SDLWakeSignal: Sendable {
    /// The SDL event type of the wake events.
    public let eventType: UInt32
    private let isPending = Atomic<Bool>(false)

    /// Registers the wake event type with SDL. Main thread, after `SDLLibrary.start()`.
    @MainActor
    public init() {
        eventType = SDL_RegisterEvents(1)
    }

    /// Pushes a wake event unless one is already waiting. Any thread.
    public func wake() {
        guard !isPending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var event = SDL_Event()
        event.type = eventType
        _ = SDL_PushEvent(&event)
    }

    /// Called by the loop when it takes the wake event, so that the next post wakes it again.
    /// Main thread.
    public func acknowledge() {
        isPending.store(false, ordering: .releasing)
    }
}
