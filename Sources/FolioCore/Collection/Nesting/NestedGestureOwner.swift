/// Who owns a gesture that began over a collection nested in another: the outer collection (a
/// pager turning pages) or the inner one (the feed on the page). A plain value: usable on any
/// thread.
public enum NestedGestureOwner: Hashable, Sendable {
    /// The outer collection: the pager.
    case outer
    /// The inner collection under the pointer: the page's feed.
    case inner

    /// Who owns a drag that has moved from `origin` to `point` (logical pixels), under the
    /// nested-gesture rule of the native toolkits: nil while it is within `slop` of its origin;
    /// then the outer collection when the movement is mostly along its scroll axis (strictly
    /// more along than across), else the inner one. Any thread.
    public static func owner(ofDragFrom origin: Point, to point: Point, outerAxis: ScrollAxis, slop: Double) -> NestedGestureOwner? {
        let dx = point.x - origin.x, dy = point.y - origin.y
        guard (dx * dx + dy * dy).squareRoot() >= slop else { return nil }
        let along = outerAxis == .horizontal ? abs(dx) : abs(dy)
        let across = outerAxis == .horizontal ? abs(dy) : abs(dx)
        return along > across ? .outer : .inner
    }

    /// Who owns a wheel or trackpad scroll of `dx`, `dy`: the outer collection when it is more
    /// along the outer axis than across it, else the inner one. Any thread.
    public static func owner(ofScrollBy dx: Double, _ dy: Double, outerAxis: ScrollAxis) -> NestedGestureOwner {
        let along = outerAxis == .horizontal ? abs(dx) : abs(dy)
        let across = outerAxis == .horizontal ? abs(dy) : abs(dx)
        return along > across ? .outer : .inner
    }
}
