// Resting on multiples of `snapInterval` (a row that pages by card).
extension FreeScrollModel {
    /// The snap interval when it is usable: finite and above zero.
    var usableSnapInterval: Double? {
        guard let interval = configuration.snapInterval, interval.isFinite, interval > 0 else { return nil }
        return interval
    }

    /// `offset` on a multiple of `interval`, clamped to the content: the next one the way
    /// `direction` points (its sign), the nearest for 0. An end that is no multiple (the last
    /// card's right edge) is a resting place too, since the content cannot go past it.
    func snapped(_ offset: Double, interval: Double, towards direction: Double) -> Double {
        let steps = offset / interval
        let whole: Double = direction > 0 ? steps.rounded(.up) : direction < 0 ? steps.rounded(.down) : steps.rounded()
        return clamped(whole * interval)
    }

    /// Where a release at `velocity` (capped, px/s) comes to rest with snapping: a flick's natural
    /// resting place moved on to the next multiple the way it went (at least one multiple on
    /// from where it was let go), a slow release the nearest multiple.
    func snapTarget(releasedAt velocity: Double, interval: Double, time: Double) -> Double {
        guard abs(velocity) >= configuration.minimumFlingVelocity else { return snapped(offset, interval: interval, towards: 0) }
        let natural = FreeScrollFling(startOffset: offset, velocity: velocity, startTime: time, configuration: configuration).restingOffset
        let beyondRelease = snapped(offset, interval: interval, towards: velocity)
        let target = snapped(natural, interval: interval, towards: velocity)
        return velocity > 0 ? max(target, beyondRelease) : min(target, beyondRelease)
    }
}
