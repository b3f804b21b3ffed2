/// The point a work queue serves first: the visible position, and how to measure distances from
/// it. A plain value: usable on any thread.
public struct WorkFocus: Hashable, Sendable {
    /// The visible position, in pages.
    public var position: Double
    /// The number of pages, for circular distances.
    public var pageCount: Int
    /// Whether distances wrap around.
    public var isCircular: Bool

    /// Creates a focus at `position`; linear distances unless `isCircular` with a page count.
    public init(position: Double, pageCount: Int = 0, isCircular: Bool = false) {
        self.position = position
        self.pageCount = pageCount
        self.isCircular = isCircular
    }

    /// How far page `key` is from the focus, in pages (see `RangeGeometry.distance`).
    public func distance(to key: Int) -> Double {
        RangeGeometry.distance(from: position, to: key, pageCount: pageCount, isCircular: isCircular)
    }
}
