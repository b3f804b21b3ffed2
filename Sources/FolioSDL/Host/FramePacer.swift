import FolioCore

/// Decides how long the main loop sleeps after presenting a frame, so that frames come at most
/// once a display period whether or not presenting waits for the display. Times are seconds on
/// one monotonic clock, passed in. A plain value; its owner's thread (the main thread).
///
/// A renderer's vsync flag is only a claim: SDL's offscreen driver with its OpenGL renderer, or a
/// driver without vsync, accepts it and presents at once, and a loop that trusted it would draw
/// thousands of frames a second and burn a core. So the pacer measures instead. For each frame it
/// takes the time from the start of the frame's work to the return of its present: where
/// presenting waits for the display, frames drawn back to back take about one period each (the
/// present blocks until the refresh); where it does not, they take only their own work. While
/// the median of the last `sampleCount` frames is under `displayPacedFraction` of a period (or
/// fewer frames have been measured), the pacer sleeps out the rest of each period itself.
/// Frames slower than a period never sleep.
public struct FramePacer: Sendable {
    /// How many recent frames the decision looks at: enough that one odd frame (the first after
    /// an idle wait, which may catch the refresh early) does not flip it.
    public static let sampleCount = 8
    /// The share of a period that frames drawn back to back must take, by median, for presenting
    /// to count as waiting for the display.
    public static let displayPacedFraction = 0.75

    /// The display's refresh period, in seconds.
    public let period: Double
    private var durations = SampleRing(capacity: FramePacer.sampleCount)

    /// Creates a pacer for a display refreshing every `period` seconds (a 60 Hz frame unless
    /// given; a period that is not positive and finite counts as 60 Hz).
    public init(period: Double = FrameStatistics.frameBudget) {
        self.period = period.isFinite && period > 0 ? period : FrameStatistics.frameBudget
    }

    /// Whether presenting has been seen to wait for the display: the median of the last
    /// `sampleCount` frames reaches `displayPacedFraction` of a period. False until that many
    /// frames have been measured.
    public var presentsWaitForDisplay: Bool {
        guard durations.count == Self.sampleCount else { return false }
        let sorted = durations.values.sorted()
        let median = (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
        return median >= Self.displayPacedFraction * period
    }

    /// Records a frame whose work began at `start` and whose present returned at `presented`,
    /// and returns how long to sleep before the next frame's work may begin: nothing where
    /// presents wait for the display, otherwise what is left of one period since `start`.
    public mutating func framePresented(startedAt start: Double, presentedAt presented: Double) -> Double {
        let duration = max(0, presented - start)
        durations.append(duration)
        guard !presentsWaitForDisplay else { return 0 }
        return max(0, period - duration)
    }
}
