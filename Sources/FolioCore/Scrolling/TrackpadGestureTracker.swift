/// A trackpad gesture moving a scroller's content: its deltas along one axis summed as travel
/// and sampled for velocity, and the time of the last one, for the gesture ends after
/// `endDelay` s of silence (SDL2 has no scroll-stop event; the owner calls `advance(to:)` at
/// `deadline`). Shared by the paging and the free scroll models. A plain value: usable on any
/// thread.
struct TrackpadGestureTracker: Sendable {
    /// The axis whose deltas the gesture follows.
    let axis: ScrollAxis
    /// Trackpad units per unit of the model's position: 1 for free scrolling (pixels), the
    /// units of a page for the pager.
    let unitsPerStep: Double
    /// The silence that ends the gesture, in seconds.
    let endDelay: Double
    /// How far the deltas have moved the content, in the model's unit; positive is forward.
    private(set) var travel: Double
    /// When the last delta came, in seconds.
    private(set) var lastDeltaTime: Double
    /// The recent travel, for the release velocity.
    private var samples: VelocityTracker

    /// A gesture whose first delta (`dx`, `dy`), summed from any held before it, came at `time`.
    init(axis: ScrollAxis, unitsPerStep: Double, endDelay: Double, dx: Double, dy: Double, time: Double,
         samples: VelocityTracker) {
        self.axis = axis
        self.unitsPerStep = unitsPerStep
        self.endDelay = endDelay
        self.travel = axis.component(dx: dx, dy: dy) / unitsPerStep
        self.lastDeltaTime = time
        self.samples = samples
        self.samples.add(time: time, position: travel)
    }

    /// Adds a delta that came at `time`; only its component along `axis` moves the content.
    mutating func add(dx: Double, dy: Double, time: Double) {
        travel += axis.component(dx: dx, dy: dy) / unitsPerStep
        samples.add(time: time, position: travel)
        lastDeltaTime = time
    }

    /// When the gesture ends if no delta comes first, in seconds.
    var deadline: Double { lastDeltaTime + endDelay }

    /// When the gesture ended, if its silence has run out by `time`.
    func end(by time: Double) -> Double? {
        let end = deadline
        return end <= time ? end : nil
    }

    /// The travel's velocity as of the last delta, in the model's unit per second: what the
    /// gesture was doing when it fell silent.
    var velocityAtLastDelta: Double { samples.velocity(at: lastDeltaTime) }
}
