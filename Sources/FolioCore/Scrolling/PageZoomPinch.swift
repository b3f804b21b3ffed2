/// Two fingers pinching a page: the scale follows the ratio of their distance to the one they
/// started at, around the point between them, which also pans as they move together. A plain
/// value: usable on any thread.
struct PageZoomPinch: Sendable {
    /// The finger that went down first, and the second.
    let first: PointerID
    let second: PointerID
    /// Where each finger is now, in the page's logical pixels.
    var firstPoint: Point
    var secondPoint: Point
    /// The fingers' distance when the pinch began (at least one pixel).
    let startDistance: Double
    /// The scale when the pinch began.
    let startScale: Double
    /// The point of the unzoomed page that was between the fingers when the pinch began: it
    /// stays between them.
    let anchor: Point

    /// The point between the fingers now.
    var centre: Point {
        Point(x: (firstPoint.x + secondPoint.x) / 2, y: (firstPoint.y + secondPoint.y) / 2)
    }

    /// The scale the fingers ask for, before the rubber band.
    var requestedScale: Double {
        let dx = firstPoint.x - secondPoint.x, dy = firstPoint.y - secondPoint.y
        return startScale * max(1, (dx * dx + dy * dy).squareRoot()) / startDistance
    }
}
