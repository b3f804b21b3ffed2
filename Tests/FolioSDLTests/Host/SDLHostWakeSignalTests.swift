import CSDL2
import Foundation
import Testing
@testable import FolioSDL

/// The host's wake signal on SDL's event queue (the events subsystem alone, no video): wakes
/// from any thread coalesce into one event until the loop acknowledges it.
@MainActor
@Suite("Host wake signal", .serialized)
struct SDLHostWakeSignalTests {
    /// Starts SDL's event queue once for the process; nothing else in these tests uses it. SDL's
    /// own signal handlers would turn the runner's Ctrl-C into an SDL event nobody reads.
    static let eventsStarted: Bool = {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        return SDL_InitSubSystem(SDL_INIT_EVENTS) == 0
    }()

    /// Takes the queued events of `signal`'s type and returns how many there were.
    private func takeEvents(of signal: SDLWakeSignal) -> Int32 {
        var events = [SDL_Event](repeating: SDL_Event(), count: 64)
        return SDL_PeepEvents(&events, 64, SDL_GETEVENT, signal.eventType, signal.eventType)
    }

    @Test("Wakes before the loop acknowledges push one event; after it, the next wake pushes another")
    func wakesCoalesceUntilAcknowledged() throws {
        try #require(Self.eventsStarted, "\(String(cString: SDL_GetError()))")
        let signal = SDLWakeSignal()
        #expect(signal.eventType != UInt32.max, "SDL registered an event type")
        #expect(takeEvents(of: signal) == 0)
        signal.wake()
        signal.wake()
        signal.wake()
        #expect(takeEvents(of: signal) == 1)
        signal.wake()
        #expect(takeEvents(of: signal) == 0, "taken but not acknowledged: the loop has yet to look")
        signal.acknowledge()
        signal.wake()
        #expect(takeEvents(of: signal) == 1)
        signal.acknowledge()
    }

    @Test("Many threads waking at once push exactly one event")
    func concurrentWakesPushOne() throws {
        try #require(Self.eventsStarted, "\(String(cString: SDL_GetError()))")
        let signal = SDLWakeSignal()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { signal.wake() }
        }
        #expect(takeEvents(of: signal) == 1)
        signal.acknowledge()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in signal.wake() }
        #expect(takeEvents(of: signal) == 1)
        signal.acknowledge()
    }
}
