/// The paging scroll model: where a pager is, where it is going, and how input moves it. A pure
/// value: time is passed in (seconds on the host's clock), never read. A plain value: usable on
/// any thread; its owner drives it from the main thread.
///
/// The pager pages along `axis` (horizontal by default). Each page is as large as the viewport,
/// and `pageSpacing` px separate neighbours, so one page takes a pitch of the viewport's length
/// along the axis plus the spacing. The position is kept in pages; pixels appear only when input
/// is converted (by the pitch) and in `visiblePages()`. The rules, with the constants of
/// `configuration`:
/// 1. A resize changes neither the position nor an animation's target. An empty viewport
///    freezes the model: input is ignored, a drag ends into a snap that waits, an animation
///    pauses and resumes when the viewport has a size again; no events meanwhile.
/// 2. A press becomes a drag once the pointer has moved `dragSlop` px, if it moved at least as
///    much along the axis as across it (otherwise it is refused until released). The content
///    then follows the finger 1:1 from the press point (a pitch of finger travel is a page); a
///    leftward (or upward) move is forward. Only the first pointer drags. A press during an
///    animation catches it at once.
/// 3. The release velocity comes from a `VelocityTracker`; `flickVelocity` px/s makes a flick.
/// 4. The page is chosen by `PageSnapping.targetPage(...)`.
/// 5. A `SpringSimulation` (`configuration.spring`, seeded with the release velocity) carries
///    the content there; within `restEpsilon` of the page it snaps onto it and reports
///    `.settled`.
/// 6. Past the first or last page the content is rubber-banded, and springs back on release.
/// 7. A wheel event moves one page from the pending target, then `wheelLockout` s of
///    further notches are ignored. A horizontal pager takes either wheel axis (a vertical wheel
///    pages it); a vertical pager only the vertical one.
/// 8. Trackpad deltas drag the content, `trackpadUnitsPerPage` units a page, locked to their
///    dominant axis (either one for a horizontal pager; a vertical pager ignores gestures locked
///    horizontally); the gesture ends after `trackpadEndDelay` s of silence (see `nextDeadline`).
/// 9. Left/Page Up and Right/Page Down move one page from the pending target, on either axis;
///    a vertical pager also takes Up and Down. Home and End go to the first and last page.
/// 10. With fewer than two pages, input is ignored.
///
/// In circular mode (two pages or more) there are no ends: the position is any real number,
/// pages wrap, and at rest it is renormalised into 0..<pageCount.
public struct PagingScrollModel: Scroller, ScrollModel {
    /// Whether the pages wrap around (effective with two pages or more). Any thread.
    public let isCircular: Bool
    /// The axis the pages follow one another along. Any thread.
    public let axis: ScrollAxis
    /// The gap between neighbouring pages, in logical pixels (0 or more). Any thread.
    public let pageSpacing: Double
    /// The tuning constants. Any thread.
    public let configuration: PagingConfiguration
    /// The most pages a model holds: 2⁵², the largest count for which every page index, and
    /// every position between pages, is exact in a `Double` (positions are measured in pages).
    /// Any thread.
    public static let maximumPageCount = 1 << 52

    /// The number of pages, fixed for the model's life (a pager whose count changes makes a new
    /// model). Any thread.
    public let pageCount: Int
    /// The viewport's size in logical pixels, as last set by `setViewportSize(_:at:)`. Any thread.
    public internal(set) var viewportSize: Size
    /// The displayed position in pages, rubber band included: 2.5 shows half of page 2 and
    /// half of page 3. In circular mode any real number (pages wrap); at rest a whole page in
    /// 0..<pageCount. Any thread.
    public internal(set) var position: Double
    /// The position in pages, as `Scroller` reads a position. Any thread.
    public var scrollPosition: Double { position }

    var motion: PagingMotion = .resting
    /// A pointer that is down without dragging, if any.
    var press: PointerDragTracker?
    /// Trackpad deltas waiting for an axis, if any.
    var trackpadIntent: TrackpadIntent?
    /// When a wheel event last moved the pager, for the lockout.
    var lastWheelMoveTime: Double?
    /// The latest time seen.
    var clock = ScrollClock()

    /// Creates a model resting on `initialPage` (clamped to the pages that exist). Any thread.
    ///
    /// - Parameters:
    ///   - pageCount: The number of pages; negative counts as 0, and a count above
    ///     `maximumPageCount` (2⁵²) as that maximum, beyond which pages would no longer
    ///     be exact positions.
    ///   - initialPage: The page to rest on; any `Int` (clamped).
    ///   - viewportSize: The viewport's size in logical pixels; while it is empty the model is
    ///     frozen, so the host sets the real size with `setViewportSize(_:at:)` before input.
    ///   - axis: The axis pages follow one another along.
    ///   - pageSpacing: The gap between pages, in logical pixels; negative or non-finite
    ///     counts as 0.
    ///   - isCircular: Whether the pages wrap around.
    ///   - configuration: The tuning constants.
    public init(
        pageCount: Int,
        initialPage: Int = 0,
        viewportSize: Size = .zero,
        axis: ScrollAxis = .horizontal,
        pageSpacing: Double = 0,
        isCircular: Bool = false,
        configuration: PagingConfiguration = .standard
    ) {
        let count = Self.clampedCount(pageCount)
        self.pageCount = count
        self.isCircular = isCircular
        self.axis = axis
        self.pageSpacing = pageSpacing.isFinite ? max(0, pageSpacing) : 0
        self.configuration = configuration
        self.viewportSize = viewportSize
        self.position = Double(min(max(0, initialPage), max(0, count - 1)))
    }

    // MARK: - State

    /// The page the pager is on: the resting page; while animating, the page it goes to; while
    /// dragging, the nearest page. Always in 0..<pageCount (0 when there are none). Any thread.
    public var currentPage: Int {
        switch motion {
        case .animating(let animation): return wrappedPage(animation.target)
        case .resting, .dragging, .scrolling: return wrappedPage(Self.wholePage(position))
        }
    }

    /// The page an animation is going to (wrapped into 0..<pageCount), or nil when nothing
    /// animates. Any thread.
    public var targetPage: Int? {
        guard case .animating(let animation) = motion else { return nil }
        return wrappedPage(animation.target)
    }

    /// Whether the content is still on a whole page. Any thread.
    public var isAtRest: Bool {
        if case .resting = motion { return true }
        return false
    }

    /// Whether input moves the content directly: a pointer drag or a trackpad gesture.
    /// Any thread.
    public var isDragging: Bool {
        switch motion {
        case .dragging, .scrolling: return true
        case .resting, .animating: return false
        }
    }

    /// Whether a spring is moving the content: the owner calls `advance(to:)` every frame while
    /// this is true. False while the animation is paused by an empty viewport. Any thread.
    public var isAnimating: Bool {
        if case .animating(let animation) = motion { return animation.pausedAt == nil }
        return false
    }

    /// Whether an animation waits for the viewport to have a size again. Any thread.
    public var isPaused: Bool {
        if case .animating(let animation) = motion { return animation.pausedAt != nil }
        return false
    }

    /// A time (seconds) at which the owner must call `advance(to:)` even with no input and
    /// nothing animating: the end of a trackpad gesture, which no event announces. Any thread.
    public var nextDeadline: Double? { trackpadDeadline }

    /// The content offset along the axis in logical pixels, position × pitch (unbounded in
    /// circular mode: draw with `visiblePages()` there). Any thread.
    public var contentOffset: Double { position * pitch }

    /// The viewport's length along the axis, in logical pixels: a page's length. Any thread.
    public var pageExtent: Double { axis == .horizontal ? viewportSize.width : viewportSize.height }

    /// The distance from one page's start to the next one's, in logical pixels: a page's length
    /// plus the spacing. Any thread.
    public var pitch: Double { pageExtent + pageSpacing }

    /// The pages that overlap the viewport at the displayed position, in order along the axis,
    /// each the viewport's size at (k − position)·pitch along it; a page wholly in the gap
    /// between two pages' neighbours is left out. Empty without pages or with an empty viewport.
    /// Any thread.
    public func visiblePages() -> [VisibleItem] {
        guard pageCount > 0, !viewportSize.isEmpty, position.isFinite else { return [] }
        let first = Self.wholePage(position.rounded(.down))
        let last = Self.wholePage(position.rounded(.up))
        let extent = pageExtent
        return (first...last).compactMap { k in
            guard wraps || (0..<pageCount).contains(k) else { return nil }
            let start = (Double(k) - position) * pitch
            guard start < extent, start + extent > 0 else { return nil }
            let frame = axis == .horizontal
                ? Rect(x: start, y: 0, width: viewportSize.width, height: viewportSize.height)
                : Rect(x: 0, y: start, width: viewportSize.width, height: viewportSize.height)
            return VisibleItem(index: wrappedPage(k), frame: frame)
        }
    }

    // MARK: - Driving

    /// Applies one input event and returns what happened. Any thread.
    ///
    /// The event's own time dates its velocity sample; motion it starts begins at the latest
    /// time seen so far, so an event stamped before a frame already shown winds nothing back.
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> [PagingEvent] {
        guard let time = clock.admit(event.time), !isFrozen, event.kind.hasFiniteValues else { return [] }
        var events = catchUp(to: time)
        guard pageCount >= 2 else { return events }
        switch event.kind {
        case .pointerDown(let pointer, let point):
            events += pointerDown(pointer, at: point, time: event.time)
        case .pointerMoved(let pointer, let point):
            events += pointerMoved(pointer, to: point, time: event.time)
        case .pointerUp(let pointer, let point):
            events += pointerUp(pointer, at: point, time: event.time)
        case .pointerCancelled(let pointer):
            events += pointerCancelled(pointer)
        case .wheel(let dx, let dy):
            events += wheel(dx: dx, dy: dy, time: event.time)
        case .preciseScroll(let dx, let dy):
            events += preciseScroll(dx: dx, dy: dy, time: event.time)
        case .key(let key):
            events += keyPressed(key)
        case .magnify:
            // The pager's zoom takes it.
            break
        case .hover, .pointerExited, .secondaryPress:
            break
        }
        return events
    }

    /// Moves animations and timed-out gestures on to `time` and returns what happened. Call it
    /// every frame while `isAnimating`, and at `nextDeadline`. Any thread.
    @discardableResult
    public mutating func advance(to time: Double) -> [PagingEvent] {
        advanceClock(to: time)
    }

    // MARK: - Helpers

    /// Whether pages wrap around: circular mode with at least two pages.
    var wraps: Bool { isCircular && pageCount >= 2 }

    /// Whether the viewport is empty, which freezes the model.
    var isFrozen: Bool { viewportSize.isEmpty }

    /// `page` as an index in 0..<pageCount: wrapped in circular mode, clamped otherwise.
    func wrappedPage(_ page: Int) -> Int {
        guard pageCount > 0 else { return 0 }
        if wraps { return PageIndex.wrapped(page, count: pageCount) }
        return min(max(page, 0), pageCount - 1)
    }

    /// The whole page nearest to `value`; 0 for a non-finite value, and saturated at ±2⁶²
    /// (`PageIndex.limit`) so that page arithmetic on it cannot overflow. Every position a pager
    /// of up to 2⁵² pages reaches, wrapped or not, converts exactly.
    static func wholePage(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return PageIndex.whole(value)
    }

    /// A page count as the model holds it: 0 for a negative count, at most 2⁵².
    static func clampedCount(_ count: Int) -> Int {
        min(max(0, count), maximumPageCount)
    }
}
