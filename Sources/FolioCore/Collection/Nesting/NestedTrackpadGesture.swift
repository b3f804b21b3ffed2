/// A trackpad gesture under way over nested collections: undecided while its first deltas
/// lean no clear way (they are held, not lost), then owned by the axis they leaned towards until
/// it pauses. A plain value: usable on any thread.
struct NestedTrackpadGesture: Sendable {
    /// Who owns the gesture; nil while undecided.
    var owner: NestedGestureOwner?
    /// The item whose nested collection was under the pointer when the gesture began.
    var item: Int?
    /// When the gesture last scrolled, seconds.
    var lastTime: Double
    /// The deltas so far, while undecided: handed to the owner as one once it is known.
    var dx = 0.0, dy = 0.0

    /// How far (trackpad units, about a logical pixel each) a gesture goes before its leaning
    /// decides, unless one axis already clearly leads.
    static let decidingTravel = 8.0

    /// Adds a delta and decides the owner when one axis leads the other by `factor` over at
    /// least 2 units, or, failing that, after `decidingTravel` units by whichever leads.
    mutating func add(dx: Double, dy: Double, outerAxis: ScrollAxis, factor: Double) {
        self.dx += dx
        self.dy += dy
        let along = outerAxis == .horizontal ? abs(self.dx) : abs(self.dy)
        let across = outerAxis == .horizontal ? abs(self.dy) : abs(self.dx)
        let leading = max(along, across)
        if leading >= 2, leading >= factor * min(along, across) || along + across >= Self.decidingTravel {
            owner = along > across ? .outer : .inner
        }
    }
}
