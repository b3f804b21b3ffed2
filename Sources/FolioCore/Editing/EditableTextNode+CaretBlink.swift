extension EditableTextNode {
    /// When the caret of a focused field is drawn: solid for `onDuration` after every edit or
    /// move (the phase restarts), then off and on in equal halves, as across the desktop; after
    /// `blinkingDuration` without input it stays solid and asks for no more frames, so that an
    /// idle window sleeps. A plain value: usable on any thread.
    public struct CaretBlink: Hashable, Sendable {
        /// How long the caret is shown in each blink, in seconds. Any thread.
        public static let onDuration = 0.53
        /// How long the caret is hidden in each blink, in seconds. Any thread.
        public static let offDuration = 0.53
        /// How long the caret blinks after the last edit or move before it stays solid, in seconds. Any thread.
        public static let blinkingDuration = 10.0

        /// When the current phase began: the last edit, move or focus, in seconds on the host's clock.
        public private(set) var phaseStart: Double

        /// A caret whose phase begins at `time`, shown. Any thread.
        public init(phaseStart time: Double) {
            phaseStart = time.isFinite ? time : 0
        }

        /// Starts the phase afresh at `time`: the caret is shown at once. Any thread.
        public mutating func restart(at time: Double) {
            if time.isFinite { phaseStart = time }
        }

        /// Whether the caret is drawn at `time`. Any thread.
        public func isVisible(at time: Double) -> Bool {
            let elapsed = time - phaseStart
            guard elapsed > 0, elapsed < Self.blinkingDuration else { return true }
            let period = Self.onDuration + Self.offDuration
            return elapsed.truncatingRemainder(dividingBy: period) < Self.onDuration
        }

        /// When the caret next turns on or off after `time`, or nil once it stays solid. Any thread.
        public func nextChange(after time: Double) -> Double? {
            let elapsed = max(0, time - phaseStart)
            guard elapsed < Self.blinkingDuration else { return nil }
            let period = Self.onDuration + Self.offDuration
            let periodStart = (elapsed / period).rounded(.down) * period
            // A time a hair past a change (or one rounding put a hair before it) waits for the
            // next one: never a deadline that is already due, which would spin the loop.
            let next = [periodStart + Self.onDuration, periodStart + period, periodStart + period + Self.onDuration]
                .first { $0 > elapsed + 1e-6 } ?? periodStart + period + Self.onDuration
            // The last blink ends in the shown state, which then lasts.
            return phaseStart + min(next, Self.blinkingDuration)
        }
    }
}
