/// Every tuning constant of a page's zoom (`PageZoomModel`), with its unit, in one place. A plain
/// value: usable on any thread.
public struct PageZoomConfiguration: Hashable, Sendable {
    /// The most the page zooms, as a multiple of the scale that shows its content's pixels 1:1
    /// (never less than `minimumMaximumScale` of the fit, so that a small image still zooms).
    public var maximumZoomScale: Double = 8
    /// The least the largest scale may be, relative to the fit: where a double-click zooms an
    /// image that 1:1 shows no bigger than the fit.
    public var minimumMaximumScale: Double = 2
    /// How much one `+` or `-` zooms in or out.
    public var keyStep: Double = 1.5
    /// How much one Ctrl+wheel notch zooms in or out.
    public var wheelNotchStep: Double = 1.25
    /// How much one trackpad unit of Ctrl+scroll zooms, as a natural logarithm per unit: 100
    /// units (about a short swipe) zoom by e^0.25 ≈ 1.28.
    public var trackpadZoomPerUnit: Double = 0.0025
    /// How far one wheel notch pans a zoomed page, in logical pixels.
    public var wheelPanDistance: Double = 100
    /// The spring the keyed, wheel and double-click zooms (and the spring back after a pinch)
    /// follow, in units of the whole change (0 to 1): libadwaita's, about 290 ms.
    public var spring: SpringParameters = .paging
    /// A zoom animation within this fraction of its change is done.
    public var restEpsilon: Double = 0.001
    /// A pan's momentum decays by this factor per millisecond (UIKit's normal rate).
    public var glideDecelerationRate: Double = 0.998
    /// A pan released slower than this glides not at all, in logical pixels per second.
    public var minimumGlideVelocity: Double = 50
    /// A glide slower than this stops, in logical pixels per second.
    public var glideStopVelocity: Double = 20
    /// Release speeds are capped here, in logical pixels per second.
    public var maximumGlideVelocity: Double = 8000
    /// How stiff the pinch's rubber band past the limits is: past them the shown scale grows as
    /// the pinch's to this power (1 follows the fingers, 0 stops dead).
    public var pinchRubberBandExponent: Double = 0.3
    /// Two presses this close in time, in seconds, are a double-click or a double tap.
    public var doubleTapInterval: Double = 0.4
    /// Two presses this close, in logical pixels, are a double-click or a double tap.
    public var doubleTapDistance: Double = 12
    /// The largest bitmap a zoomed page is drawn again into, in bytes: 64 MiB (16.7 million
    /// pixels, a 12-megapixel photo at 1:1 with room to spare), so that zooming a large window
    /// cannot take hundreds of megabytes.
    public var zoomedBitmapByteLimit: Int = 64 << 20

    /// Creates the standard configuration; adjust its fields from there.
    public init() {}

    /// The defaults above.
    public static let standard = PageZoomConfiguration()
}
