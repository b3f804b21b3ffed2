/// Estimates how fast a gesture was moving when it ended, from the positions it reported.
///
/// Positions are in pages, not pixels, so that a viewport resized in the middle of a drag does
/// not turn the samples before the resize into a jump. The velocity is the least-squares slope
/// over the samples of the last `window` seconds before the release, which smooths the jitter
/// of single events; it is 0 when the newest sample is older than `stillnessCutoff`, because a
/// pointer held still before release has stopped, whatever it did before.
/// A plain value: usable on any thread.
public struct VelocityTracker: Hashable, Sendable {
    /// How far back the velocity looks, in seconds.
    public let window: Double
    /// A newest sample at least this much older than the release means zero velocity, in
    /// seconds.
    public let stillnessCutoff: Double

    private var samples: [Sample] = []

    private struct Sample: Hashable, Sendable {
        var time: Double
        var position: Double
    }

    /// Bounds the work of one release; at 1 kHz input the window holds 100 samples, and the
    /// newest 64 describe the release just as well.
    private static let capacity = 64

    /// Creates an empty tracker.
    public init(window: Double = 0.100, stillnessCutoff: Double = 0.040) {
        self.window = window
        self.stillnessCutoff = stillnessCutoff
    }

    /// Creates an empty tracker with the configuration's window and cutoff.
    public init(configuration: some ScrollerConfiguration) {
        self.init(window: configuration.velocityWindow, stillnessCutoff: configuration.stillnessCutoff)
    }

    /// The number of samples kept (those that can still matter for a release).
    public var sampleCount: Int { samples.count }

    /// Records that the gesture was at `position` (pages) at `time` (seconds).
    ///
    /// Platforms often stamp a burst of events with one time; a sample at or before the newest
    /// one replaces its position instead of adding a second point at the same time (which would
    /// carry no slope and, divided by a zero interval, would be infinite).
    public mutating func add(time: Double, position: Double) {
        guard time.isFinite, position.isFinite else { return }
        if let last = samples.last, time <= last.time {
            samples[samples.count - 1].position = position
            return
        }
        samples.append(Sample(time: time, position: position))
        let horizon = time - window
        if let keep = samples.firstIndex(where: { $0.time >= horizon }), keep > 0 {
            samples.removeFirst(keep)
        }
        if samples.count > Self.capacity {
            samples.removeFirst(samples.count - Self.capacity)
        }
    }

    /// Forgets every sample.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// The velocity at `releaseTime`, in pages per second: the least-squares slope of the
    /// samples in the `window` seconds before it; 0 with fewer than two such samples or after
    /// `stillnessCutoff` of stillness. Never NaN.
    public func velocity(at releaseTime: Double) -> Double {
        guard let newest = samples.last, releaseTime - newest.time < stillnessCutoff else { return 0 }
        let recent = samples.filter { $0.time >= releaseTime - window && $0.time <= releaseTime }
        guard recent.count >= 2 else { return 0 }
        // Times relative to the newest sample keep the sums small and exact.
        let n = Double(recent.count)
        let meanT = recent.reduce(0) { $0 + ($1.time - newest.time) } / n
        let meanX = recent.reduce(0) { $0 + $1.position } / n
        var covariance = 0.0
        var variance = 0.0
        for sample in recent {
            let dt = sample.time - newest.time - meanT
            covariance += dt * (sample.position - meanX)
            variance += dt * dt
        }
        let slope = covariance / variance
        return variance > 0 && slope.isFinite ? slope : 0
    }
}
