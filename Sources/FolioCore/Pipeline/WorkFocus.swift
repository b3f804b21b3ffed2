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

    /// How far item `key` is from the focus, in items: |key − position|, or in circular mode the
    /// shorter way round (item 0 is 1 item from position 9 of 10). Smaller means more urgent.
    ///
    /// - Returns: The distance, at least 0; infinity if `position` is not finite.
    public func distance(to key: Int) -> Double {
        guard position.isFinite else { return .infinity }
        let offset = Double(key) - position
        guard isCircular, pageCount > 0 else { return abs(offset) }
        let count = Double(pageCount)
        var forward = offset.truncatingRemainder(dividingBy: count)
        if forward < 0 { forward += count }
        return min(forward, count - forward)
    }
}
