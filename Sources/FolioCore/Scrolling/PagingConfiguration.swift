/// Every tuning constant of the paging physics, with its unit, in one place (the rules that use
/// them are documented on `PagingScrollModel`). A plain value: usable on any thread.
public struct PagingConfiguration: ScrollerConfiguration {
    /// Distance a pointer must travel before a press becomes a drag, in logical pixels.
    public var dragSlop: Double = 16
    /// How far back release velocity looks, in seconds.
    public var velocityWindow: Double = 0.100
    /// A pointer held still this long before release has zero velocity, in seconds.
    public var stillnessCutoff: Double = 0.040
    /// Release speed from which a drag is a flick, in logical pixels per second.
    public var flickVelocity: Double = 300
    /// Release speeds are capped here, in logical pixels per second, so that a spring released
    /// towards an end cannot fling the content far past it.
    public var maximumFlickVelocity: Double = 8000
    /// Trackpad release speed from which a gesture is a flick, in trackpad units per second.
    public var trackpadFlickVelocity: Double = 600
    /// Trackpad release speeds are capped here, in trackpad units per second (10 pages/s).
    public var maximumTrackpadFlickVelocity: Double = 4000
    /// Trackpad units that move the pager by one page.
    public var trackpadUnitsPerPage: Double = 400
    /// A trackpad gesture ends after this long without deltas, in seconds (SDL2 has no
    /// scroll-stop event).
    public var trackpadEndDelay: Double = 0.150
    /// A trackpad gesture locks to an axis once one axis' delta is this many times the other's.
    public var trackpadOrientationFactor: Double = 1.2
    /// After a wheel notch moves a page, further notches are ignored for this long, in seconds.
    public var wheelLockout: Double = 0.150
    /// The spring that animates to a page, in page units.
    public var spring: SpringParameters = .paging
    /// A spring within this many pages of its target, and not moving away from it, is at rest
    /// and snaps onto the page.
    public var restEpsilon: Double = 0.001
    /// The rubber band's resistance: b = (1 − 1/(x·c/W + 1))·W.
    public var rubberBandCoefficient: Double = 0.55

    /// Creates the standard configuration; adjust its fields from there.
    public init() {}

    /// The defaults above: libadwaita's and Flutter's constants where they agree, libadwaita's
    /// where they differ.
    public static let standard = PagingConfiguration()
}
