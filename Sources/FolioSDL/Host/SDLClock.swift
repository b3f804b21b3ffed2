import CSDL2

/// SDL's clocks, read in one place: the host's loop, the embedded collection and the event
/// translator must agree on what a time means, or a fling would be measured on one clock and
/// animated on another. Any thread.
enum SDLClock {
    /// Seconds on SDL's monotonic clock (`SDL_GetTicks64()`): the clock of the timestamps on
    /// SDL's events, so that input and frames are stamped alike. Any thread.
    static var now: Double { Double(SDL_GetTicks64()) / 1000 }

    /// When `event` happened, in seconds on `now`'s clock. Any thread.
    static func time(of event: SDL_Event) -> Double {
        Double(event.common.timestamp) / 1000
    }

    /// Seconds on a high-resolution monotonic clock, for measuring the main thread's work (SDL's
    /// event clock counts whole milliseconds, too coarse for a frame's few). Any thread.
    static var preciseNow: Double { Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency()) }
}
