/// Every tuning constant of free (non-paging) scrolling, with its unit, in one place (the rules
/// that use them are documented on `FreeScrollModel`). A plain value: usable on any thread.
public struct FreeScrollConfiguration: ScrollerConfiguration {
    /// Distance a pointer must travel before a press becomes a drag, in logical pixels (the
    /// pager's slop, so that an outer pager and an inner list decide at the same moment).
    public var dragSlop: Double = 16
    /// How far back release velocity looks, in seconds.
    public var velocityWindow: Double = 0.100
    /// A pointer held still this long before release has zero velocity, in seconds.
    public var stillnessCutoff: Double = 0.040
    /// The fraction of its velocity a fling keeps each millisecond: UIKit's
    /// `UIScrollView.DecelerationRate.normal`. A fling at v₀ px/s travels −v₀/(1000·ln r) px,
    /// about 0.4995 s × v₀ (see `FreeScrollFling`).
    public var decelerationRate: Double = 0.998
    /// Release speed from which a drag flings, in logical pixels per second (Flutter's
    /// `kMinFlingVelocity`); a slower release rests where it let go.
    public var minimumFlingVelocity: Double = 50
    /// Release speeds are capped here, in logical pixels per second (Flutter's
    /// `kMaxFlingVelocity`): a fling then travels at most about 4,000 px.
    public var maximumFlingVelocity: Double = 8000
    /// A fling slower than this has stopped, in logical pixels per second; the distance it would
    /// still have covered, stopVelocity × 0.4995 s ≈ 5 px, is given up rather than crawled.
    public var stopVelocity: Double = 10
    /// How far one wheel notch scrolls, in logical pixels: a browser's notch (about 100 px), a
    /// few lines of text, small enough to read on while scrolling.
    public var wheelDistance: Double = 100
    /// The spring that animates wheel notches, in pixels: critically damped, ω₀ = 50 rad/s, so a
    /// notch covers 90 % of its distance in about 80 ms and 99 % in about 130 ms.
    public var wheelSpring = SpringParameters(dampingRatio: 1, mass: 1, stiffness: 2500)
    /// The spring of `scroll(to:animated:at:)` and of page keys: the pager's spring (critically
    /// damped, ω₀ = 31.6 rad/s), a viewport's move taking about 290 ms like a page's.
    public var scrollSpring: SpringParameters = .paging
    /// The spring that brings content back from past an end, in pixels: the pager's spring, so
    /// that both scrollers bounce alike. A fling arriving at an end at v px/s overshoots by at
    /// most v/(ω₀·e) ≈ 0.0116 s × v (93 px at 8,000 px/s).
    public var bounceSpring: SpringParameters = .paging
    /// A spring within this many logical pixels of its target, and not moving away from it, is
    /// at rest and snaps onto the target.
    public var restEpsilon: Double = 0.1
    /// The rubber band's resistance past an end: b = (1 − 1/(x·c/d + 1))·d, d the viewport's
    /// length along the axis.
    public var rubberBandCoefficient: Double = 0.55
    /// A trackpad gesture ends after this long without deltas, in seconds (SDL2 has no
    /// scroll-stop event); then content past an end springs back.
    public var trackpadEndDelay: Double = 0.150
    /// How much of the old view a page key keeps on screen, in logical pixels, so that reading
    /// continues from a line already seen. A page key never moves less than half a viewport.
    public var pageOverlap: Double = 40
    /// The scroll indicator's thumb is never shorter than this, in logical pixels of a track as
    /// long as the viewport.
    public var indicatorMinimumLength: Double = 36
    /// The indicator stays fully opaque this long after the content comes to rest, in seconds.
    public var indicatorHoldDuration: Double = 1.0
    /// Then it fades linearly to transparent over this long, in seconds.
    public var indicatorFadeDuration: Double = 0.3

    /// When set, a fling or a released drag comes to rest on a multiple of this length, in
    /// logical pixels (a row that pages by card: the card's width and the gap after it): the
    /// next multiple the way a flick went, else the nearest. Nil: free scrolling rests anywhere.
    public var snapInterval: Double?

    /// Creates the standard configuration; adjust its fields from there.
    public init() {}

    /// The defaults above: UIKit's deceleration, Flutter's fling limits, the pager's slop,
    /// velocity window, rubber band and spring.
    public static let standard = FreeScrollConfiguration()
}
