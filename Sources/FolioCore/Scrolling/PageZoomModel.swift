import Foundation

/// The zoom of one page: how large it is shown and where, and how input moves it. A pure value:
/// time is passed in (seconds on the host's clock), never read. A plain value: usable on any
/// thread; its owner (the pager) drives it from the main thread.
///
/// Points are in the page's logical pixels, its top-left corner at the origin. A point `q` of the
/// unzoomed page is shown at `q·scale + translation`. The scale is relative to the fit (1 shows
/// the whole page, as the pager does unzoomed) and stays within 1…`maximumScale`, except for a
/// pinch's rubber band; the translation keeps the page covering its frame (centred while it is
/// smaller, during a pinch). The rules, with the constants of `configuration`:
/// 1. `zoom(to:around:animated:at:)` keeps the page point under `around` where it is, clamped
///    to the page's edges; animated, a spring carries scale and translation together.
/// 2. A press pans once it has moved `dragSlop` px; travel along `pagingAxis` that the pan cannot
///    take (the photo is at its edge) is the drag's `excess`, which the owner gives to paging; a move back
///    takes the excess away before it pans again. A released pan glides, clamped at the edges.
/// 3. Two fingers pinch around the point between them; past the limits the scale is
///    rubber-banded, and springs back on release.
/// 4. The model reports `.zoomed(scale:)` when a gesture or animation that changed the scale
///    ends, never per frame.
public struct PageZoomModel: Sendable {
    /// The tuning constants. Any thread.
    public let configuration: PageZoomConfiguration
    /// The page's size in logical pixels. Any thread.
    public internal(set) var pageSize: Size
    /// The scale shown now, relative to the fit. Any thread.
    public internal(set) var scale: Double = 1
    /// Where the page's top-left corner is shown, in the page's logical pixels (0 or less at
    /// rest when zoomed). Any thread.
    public internal(set) var translation: Point = .zero
    /// The scale, relative to the fit, that shows the page's content 1:1 (one content pixel to
    /// one physical pixel); 1 when the content is the page's own pixels. Any thread.
    public internal(set) var oneToOneScale: Double = 1
    /// The drag slop, in logical pixels (the pager's, so that a pan and a page turn start alike).
    let dragSlop: Double
    /// The axis the pages follow one another along: a drag's travel along it that the pan cannot
    /// take turns the page. Any thread.
    public let pagingAxis: ScrollAxis

    var motion: PageZoomMotion = .resting
    /// The latest time seen.
    var clock = ScrollClock()
    /// The scale last reported, so that a gesture that only panned reports nothing.
    var reportedScale: Double = 1
    /// The last press released without a drag, when and where: the first of a double tap.
    var lastTap: (time: Double, point: Point)?
    /// The finger of an ended pinch still down: it does nothing until it is lifted.
    var leftoverFingers: Set<PointerID> = []

    /// A page of `pageSize` at the fit, its content shown 1:1 at `oneToOneScale`. Any thread.
    public init(pageSize: Size, oneToOneScale: Double = 1, dragSlop: Double = PagingConfiguration.standard.dragSlop,
                pagingAxis: ScrollAxis = .horizontal, configuration: PageZoomConfiguration = .standard) {
        self.configuration = configuration
        self.pagingAxis = pagingAxis
        self.pageSize = pageSize
        self.dragSlop = dragSlop
        self.oneToOneScale = Self.validScale(oneToOneScale) ?? 1
    }

    // MARK: - State

    /// The largest scale, relative to the fit: `maximumZoomScale` times the 1:1 scale, and never
    /// less than `minimumMaximumScale`. Any thread.
    public var maximumScale: Double {
        max(configuration.minimumMaximumScale, configuration.maximumZoomScale * oneToOneScale)
    }

    /// The scale the zoom is at or going to: an animation's end, else the scale shown. Any thread.
    public var targetScale: Double {
        if case .animating(let animation) = motion { return animation.toScale }
        return scale
    }

    /// Whether the page is zoomed in, or going to be. Any thread.
    public var isZoomed: Bool { targetScale > 1 + Self.scaleTolerance || scale > 1 + Self.scaleTolerance }

    /// Whether the page is shown as the pager shows it unzoomed, with nothing moving it. Any thread.
    public var isAtFit: Bool { !isZoomed && isAtRest }

    /// Whether nothing moves the zoom. Any thread.
    public var isAtRest: Bool {
        if case .resting = motion { return true }
        return false
    }

    /// Whether an animation or a glide moves the zoom: the owner calls `advance(to:)` every
    /// frame while this is true. Any thread.
    public var isAnimating: Bool {
        switch motion {
        case .animating, .gliding: return true
        case .resting, .dragging, .pinching: return false
        }
    }

    /// Whether a pointer drags or two fingers pinch. Any thread.
    public var isTracking: Bool {
        switch motion {
        case .dragging, .pinching: return true
        case .resting, .animating, .gliding: return false
        }
    }

    /// The drag travel along `pagingAxis`, in logical pixels, that went past the photo's edge and
    /// turns the page (positive: the pointer went right or down); 0 without a drag. Any thread.
    public var pagingExcess: Double {
        if case .dragging(let drag) = motion { return drag.excess }
        return 0
    }

    /// Where the unzoomed page shows, zoomed: its frame in the page's logical pixels. Any thread.
    public var zoomedFrame: Rect {
        Rect(x: translation.x, y: translation.y, width: pageSize.width * scale, height: pageSize.height * scale)
    }

    /// The point of the unzoomed page shown at `point`. Any thread.
    public func pagePoint(at point: Point) -> Point {
        Point(x: (point.x - translation.x) / scale, y: (point.y - translation.y) / scale)
    }

    /// Scales closer than this are the same (a zoom to 1 that lands at 1.0000001 is the fit).
    static let scaleTolerance = 1e-6

    // MARK: - Settings

    /// Sets the 1:1 scale (the content's pixels over the page's at the fit); a zoom past the new
    /// maximum comes back to it at once. Any thread.
    public mutating func setOneToOneScale(_ value: Double) {
        guard let value = Self.validScale(value), value != oneToOneScale else { return }
        oneToOneScale = value
        guard isAtRest, scale > maximumScale else { return }
        let centre = Point(x: pageSize.width / 2, y: pageSize.height / 2)
        place(scale: maximumScale, keeping: pagePoint(at: centre), at: centre)
    }

    /// The page's new size: the page point at the centre stays at the centre, at the same scale.
    /// Any thread.
    public mutating func setPageSize(_ size: Size) {
        guard size != pageSize, size.width.isFinite, size.height.isFinite else { return }
        let old = pageSize
        let shown = Point(x: old.width / 2, y: old.height / 2)
        let kept = pagePoint(at: shown)
        // The same fraction of the page, at the new size.
        let fraction = Point(x: old.width > 0 ? kept.x / old.width : 0.5, y: old.height > 0 ? kept.y / old.height : 0.5)
        pageSize = size
        motion = .resting
        let centre = Point(x: size.width / 2, y: size.height / 2)
        place(scale: min(max(1, targetScale), maximumScale),
              keeping: Point(x: fraction.x * size.width, y: fraction.y * size.height), at: centre)
    }

    /// Back to the fit at once, with nothing moving: what a page left behind gets. Reports
    /// `.zoomed(scale: 1)` when the page was zoomed. Any thread.
    @discardableResult
    public mutating func reset() -> [PageZoomEvent] {
        motion = .resting
        scale = 1
        translation = .zero
        return reportIfChanged()
    }

    // MARK: - Zooming

    /// Zooms to `target` (clamped to 1…`maximumScale`), keeping the page point under `point`
    /// where it is (as far as the page's edges allow), with the spring or at once. Any thread.
    @discardableResult
    public mutating func zoom(to target: Double, around point: Point, animated: Bool, at time: Double) -> [PageZoomEvent] {
        guard let now = clock.admit(time), let target = Self.validScale(target), point.x.isFinite, point.y.isFinite,
              !pageSize.isEmpty else { return [] }
        var events = advanceMotion(to: now)
        if case .dragging = motion { return events }
        if case .pinching = motion { return events }
        let clamped = min(max(1, target), maximumScale)
        let kept = pagePoint(at: point)
        guard animated else {
            motion = .resting
            place(scale: clamped, keeping: kept, at: point)
            return events + reportIfChanged()
        }
        let end = placement(scale: clamped, keeping: kept, at: point)
        events += animate(toScale: clamped, translation: end, at: now)
        return events
    }

    /// A double-click or double tap at `point`: zoomed in, back to the fit; at the fit, to 1:1
    /// around `point`, or to twice the fit when 1:1 is no bigger than the fit. Animated. Any
    /// thread.
    @discardableResult
    public mutating func toggleZoom(at point: Point, time: Double) -> [PageZoomEvent] {
        let oneToOne = oneToOneScale > 1 + 0.01 ? oneToOneScale : configuration.minimumMaximumScale
        return zoom(to: isZoomed ? 1 : oneToOne, around: point, animated: true, at: time)
    }

    /// One step in (`+`) or out (`-`) around the page's centre, from where an animation under
    /// way is going, so that quick presses add up. Any thread.
    @discardableResult
    public mutating func step(zoomingIn: Bool, at time: Double) -> [PageZoomEvent] {
        let factor = zoomingIn ? configuration.keyStep : 1 / configuration.keyStep
        return zoom(to: targetScale * factor, around: Point(x: pageSize.width / 2, y: pageSize.height / 2), animated: true, at: time)
    }

    /// Zooms by `factor` around `point` (Ctrl+wheel, Ctrl+trackpad), from where an animation
    /// under way is going. Any thread.
    @discardableResult
    public mutating func magnify(by factor: Double, around point: Point, at time: Double) -> [PageZoomEvent] {
        guard factor.isFinite, factor > 0 else { return [] }
        return zoom(to: targetScale * factor, around: point, animated: true, at: time)
    }

    /// Pans a zoomed page by `delta` logical pixels (the wheel, a trackpad), at once and clamped
    /// to its edges; nothing at the fit. Any thread.
    public mutating func pan(by delta: Point, at time: Double) {
        guard clock.admit(time) != nil, isZoomed, delta.x.isFinite, delta.y.isFinite else { return }
        switch motion {
        case .dragging, .pinching: return
        case .animating, .gliding: motion = .resting
        case .resting: break
        }
        translation = clamped(Point(x: translation.x + delta.x, y: translation.y + delta.y), scale: scale)
    }

    /// Moves animations and glides on to `time` and returns what happened. Any thread.
    @discardableResult
    public mutating func advance(to time: Double) -> [PageZoomEvent] {
        guard let now = clock.admit(time) else { return [] }
        return advanceMotion(to: now)
    }

    // MARK: - Geometry

    /// A finite, positive scale, or nil.
    static func validScale(_ value: Double) -> Double? {
        value.isFinite && value > 0 ? value : nil
    }

    /// The translation range along one axis for a page `extent` long at `scale`: the page covers
    /// its frame; a page smaller than its frame (a pinch below the fit) is centred.
    static func range(extent: Double, scale: Double) -> ClosedRange<Double> {
        let shown = extent * scale
        guard shown > extent else { return (extent - shown) / 2...(extent - shown) / 2 }
        return (extent - shown)...0
    }

    /// `point` clamped to the translations that keep the page at `scale` over its frame.
    func clamped(_ point: Point, scale: Double) -> Point {
        let x = Self.range(extent: pageSize.width, scale: scale), y = Self.range(extent: pageSize.height, scale: scale)
        return Point(x: min(max(point.x, x.lowerBound), x.upperBound), y: min(max(point.y, y.lowerBound), y.upperBound))
    }

    /// The translation that shows page point `kept` at `point` at `scale`, clamped.
    func placement(scale: Double, keeping kept: Point, at point: Point) -> Point {
        clamped(Point(x: point.x - kept.x * scale, y: point.y - kept.y * scale), scale: scale)
    }

    /// Shows the page at `scale` with page point `kept` at `point` (clamped), at once.
    mutating func place(scale: Double, keeping kept: Point, at point: Point) {
        self.scale = scale
        translation = placement(scale: scale, keeping: kept, at: point)
    }

    /// `.zoomed` with the scale now, if it differs from the one last reported.
    mutating func reportIfChanged() -> [PageZoomEvent] {
        guard abs(scale - reportedScale) > Self.scaleTolerance else { return [] }
        reportedScale = scale
        return [.zoomed(scale: scale)]
    }
}
