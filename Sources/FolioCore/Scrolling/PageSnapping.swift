/// Which page a released gesture comes to rest on. Pure functions: usable on any thread.
public enum PageSnapping {
    /// The page a gesture released at `position` moving at `velocity` settles on.
    ///
    /// - A release slower than `flickThreshold` rests on the nearest page (an exact half-way
    ///   tie stays on the start page): the finger put the content where it wanted it.
    /// - A faster one is a flick: it goes to the next page boundary strictly ahead of
    ///   `position` in the direction of `velocity` (2.0 forward → 3, 2.3 forward → 3,
    ///   2.3 backward → 2), never further than one page from the start page, so a flick never
    ///   skips pages and a reverse flick returns to the start page. The finger may carry the
    ///   content further than that; the flick then adds at most one page to where it let go.
    /// - A gesture that caught an animation on its way to `interruptedTarget` (from
    ///   `startPage`): a flick in that animation's direction goes one page past its target, and
    ///   the one-page limit is counted from that target, so quick repeated flicks add up.
    /// - Without `isCircular`, the result is then clamped to the pages that exist.
    ///
    /// - Parameters:
    ///   - position: Where the gesture let go, in pages (unbounded when circular).
    ///   - velocity: The release velocity, in pages per second; positive is forward.
    ///   - startPage: The page the gesture started from: the resting page, or for a gesture
    ///     that caught an animation, the whole page that animation was leaving.
    ///   - pageCount: The number of pages; 0 gives 0.
    ///   - isCircular: Whether pages wrap around (no ends, no clamping).
    ///   - flickThreshold: The speed from which a release is a flick, in pages per second.
    ///   - interruptedTarget: The target of the animation the gesture caught, if any.
    /// - Returns: The page, in the same (unwrapped) numbering as `position`.
    public static func targetPage(
        position: Double,
        velocity: Double,
        startPage: Int,
        pageCount: Int,
        isCircular: Bool,
        flickThreshold: Double,
        interruptedTarget: Int? = nil
    ) -> Int {
        guard pageCount > 0, position.isFinite else { return 0 }
        // Any Int a caller passes is saturated (`PageIndex`), so stepping from it cannot overflow.
        let startPage = PageIndex.clamped(startPage)
        let interruptedTarget = interruptedTarget.map(PageIndex.clamped)
        let page: Int
        if velocity.isFinite, abs(velocity) >= flickThreshold, velocity != 0 {
            page = flickPage(position: position, forward: velocity > 0, startPage: startPage, interruptedTarget: interruptedTarget)
        } else {
            page = nearestPage(to: position, preferring: startPage)
        }
        return isCircular ? page : min(max(page, 0), pageCount - 1)
    }

    /// The nearest whole page; on an exact tie, the one nearer to `preferred`.
    /// Saturated at ±2⁶² (0 for NaN) rather than trapping on a huge or non-finite position.
    public static func nearestPage(to position: Double, preferring preferred: Int) -> Int {
        let below = position.rounded(.down)
        let fraction = position - below
        if fraction == 0.5 {
            let lower = PageIndex.whole(below, .down)
            return abs(below - Double(preferred)) <= abs(below + 1 - Double(preferred)) ? lower : lower + 1
        }
        return PageIndex.whole(position)
    }

    private static func flickPage(position: Double, forward: Bool, startPage: Int, interruptedTarget: Int?) -> Int {
        let step = forward ? 1 : -1
        let boundary = forward ? PageIndex.whole(position, .down) + 1 : PageIndex.whole(position, .up) - 1
        let anchor = interruptedTarget ?? startPage
        var page = boundary
        if let target = interruptedTarget, target != startPage, (target > startPage) == forward {
            page = forward ? max(boundary, target + step) : min(boundary, target + step)
        }
        // At most one page from the anchor, unless the finger itself carried the content
        // further: then no further than the boundary next to where it let go.
        let lowest = min(anchor - 1, PageIndex.whole(position, .down))
        let highest = max(anchor + 1, PageIndex.whole(position, .up))
        return min(max(page, lowest), highest)
    }
}
