// The scroll indicator (rule 9).
extension FreeScrollModel {
    /// The scroll indicator at `time`, or nil when there is nothing to scroll (the content fits,
    /// or the viewport is empty). Any thread.
    ///
    /// The thumb is viewport/content of the track long, at least `indicatorMinimumLength` px of a
    /// track as long as the viewport; an overscroll shortens it by the distance overscrolled
    /// (down to that minimum) and pins it to its end. Its opacity is 1 while the content moves
    /// and for `indicatorHoldDuration` s after it rests, then falls linearly to 0 over
    /// `indicatorFadeDuration` s; before any motion it is 0.
    public func indicator(at time: Double) -> ScrollIndicator? {
        guard viewportExtent > 0, contentExtent > viewportExtent, offset.isFinite else { return nil }
        let end = maximumOffset
        let overscroll = offset < 0 ? -offset : max(0, offset - end)
        let minimum = min(1, configuration.indicatorMinimumLength / viewportExtent)
        let length = min(1, max(minimum, (viewportExtent - overscroll) / contentExtent))
        let progress = min(max(offset / end, 0), 1)
        return ScrollIndicator(thumbStart: progress * (1 - length), thumbLength: length, opacity: indicatorOpacity(at: time))
    }

    /// Whether the indicator's look changes with time alone at `time`: while it fades. (While
    /// the content moves, the motion itself needs frames; while the indicator holds, nothing
    /// changes until `indicatorDeadline`.) The owner keeps drawing frames meanwhile. Any thread.
    public func indicatorNeedsFrames(at time: Double) -> Bool {
        guard viewportExtent > 0, contentExtent > viewportExtent else { return false }
        if !isAtRest { return true }
        let fadeStart = restTime + configuration.indicatorHoldDuration
        // A little past the fade's end, so that a frame at opacity 0 is drawn: the host stops
        // drawing once no frames are needed, and the last one drawn must not leave a ghost.
        return time >= fadeStart && time < fadeStart + configuration.indicatorFadeDuration + Self.indicatorClearingTime
    }

    /// How long past the end of its fade the indicator still asks for frames: a few frames, so
    /// that one is drawn with it gone. Any thread.
    public static let indicatorClearingTime = 0.05

    /// When the resting indicator starts to fade, if that is still ahead of `time`: the owner
    /// sleeps until then rather than draw frames that change nothing. Any thread.
    public func indicatorDeadline(after time: Double) -> Double? {
        guard viewportExtent > 0, contentExtent > viewportExtent, isAtRest else { return nil }
        let fadeStart = restTime + configuration.indicatorHoldDuration
        return fadeStart > time ? fadeStart : nil
    }

    private func indicatorOpacity(at time: Double) -> Double {
        guard isAtRest else { return 1 }
        guard time.isFinite else { return 0 }
        let sinceHold = time - restTime - configuration.indicatorHoldDuration
        guard sinceHold > 0 else { return 1 }
        let fade = configuration.indicatorFadeDuration
        guard fade > 0 else { return 0 }
        return max(0, 1 - sinceHold / fade)
    }
}
