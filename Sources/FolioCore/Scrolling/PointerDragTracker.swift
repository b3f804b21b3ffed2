/// One pointer on a scroller's content, from press to release: where it went down, whether it
/// has passed the drag slop or was refused, how far it has moved the content and how fast.
///
/// A press waits in the model's `press` until it passes `slop`; from then on the same value
/// drags the content (the model's motion holds it), so the travel and the velocity samples made
/// inside the slop carry over: nothing jumps, and a flick's first milliseconds still count.
/// Shared by the paging and the free scroll models. A plain value: usable on any thread.
struct PointerDragTracker: Sendable {
    /// The pointer that pressed; others are ignored until it is released.
    let pointer: PointerID
    /// The axis the content scrolls along.
    let axis: ScrollAxis
    /// Where it went down, in logical pixels.
    let origin: Point
    /// Whether it went across the axis first, or its drag was taken away: then it does nothing
    /// until released.
    var isRefused = false
    /// The pointer's coordinate along the axis at its last event, in logical pixels.
    private(set) var lastCoordinate: Double
    /// How far the pointer has moved the content's would-be position, in the model's unit
    /// (pixels for free scrolling, pages for the pager); forward is the pointer moving up or
    /// left.
    private(set) var travel: Double = 0
    /// The recent travel, for the release velocity.
    private var samples: VelocityTracker

    /// What a press's move decided.
    enum Move: Sendable {
        /// Still within the slop: nothing moves yet.
        case withinSlop
        /// It went across the axis first: refused until released.
        case refused
        /// It passed the slop along the axis: it becomes a drag.
        case passedSlop
    }

    /// A pointer pressed at `point` at `time`, with no travel yet: the first velocity sample.
    init(pointer: PointerID, at point: Point, axis: ScrollAxis, time: Double, samples: VelocityTracker) {
        self.pointer = pointer
        self.axis = axis
        self.origin = point
        self.lastCoordinate = axis.coordinate(of: point)
        self.samples = samples
        self.samples.add(time: time, position: 0)
    }

    /// Follows the pointer to `point` at `time`: the travel grows by its move along the axis over
    /// `pixelsPerUnit` (1 for free scrolling, a page's pitch for the pager), and is sampled.
    mutating func follow(to point: Point, time: Double, pixelsPerUnit: Double) {
        let along = axis.coordinate(of: point)
        travel -= (along - lastCoordinate) / pixelsPerUnit
        lastCoordinate = along
        samples.add(time: time, position: travel)
    }

    /// A press's move: follows the pointer, then decides whether the press waits, is refused
    /// (it went `slop` px from its origin, more across the axis than along), or passes `slop`
    /// and drags.
    mutating func move(to point: Point, time: Double, pixelsPerUnit: Double, slop: Double) -> Move {
        follow(to: point, time: time, pixelsPerUnit: pixelsPerUnit)
        let dAlong = axis.coordinate(of: point) - axis.coordinate(of: origin)
        let dAcross = axis.crossCoordinate(of: point) - axis.crossCoordinate(of: origin)
        guard (dAlong * dAlong + dAcross * dAcross).squareRoot() >= slop else { return .withinSlop }
        guard abs(dAlong) >= abs(dAcross) else {
            isRefused = true
            return .refused
        }
        return .passedSlop
    }

    /// The travel's velocity at `time`, in the model's unit per second.
    func velocity(at time: Double) -> Double {
        samples.velocity(at: time)
    }
}
