// The clock and catching up: how time moves a scroll model on.
extension ScrollModel {
    /// The latest time seen.
    var now: Double { clock.now }

    /// Takes the clock on to `time` (non-finite times are ignored) and catches the motion up
    /// with it; nothing moves while the viewport is empty. What `advance(to:)` does.
    mutating func advanceClock(to time: Double) -> [Event] {
        guard clock.admit(time) != nil, !isFrozen else { return [] }
        return catchUp(to: now)
    }

    /// Ends a trackpad gesture whose silence has run out by `time` (at the moment it ran out),
    /// then moves or finishes the motion.
    mutating func catchUp(to time: Double) -> [Event] {
        var events: [Event] = []
        if let end = trackpadGesture?.end(by: time) { events += endTrackpadGesture(at: end) }
        return events + stepMotion(to: time)
    }

    /// The end of a trackpad gesture, while one moves the content and the viewport has a size:
    /// what `nextDeadline` reports.
    var trackpadDeadline: Double? {
        isFrozen ? nil : trackpadGesture?.deadline
    }
}
