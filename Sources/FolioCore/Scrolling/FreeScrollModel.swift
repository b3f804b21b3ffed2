/// The free scroll model: where a scrolling list is along its axis, where it is going, and how
/// input moves it. A pure value: time is passed in (seconds on the host's clock), never read.
/// A plain value: usable on any thread; its owner drives it from the main thread.
///
/// Offsets are logical pixels from the content's start: 0 shows the top (or left) of the content,
/// `maximumOffset` its end. The rules, with the constants of `configuration`:
/// 1. A press becomes a drag once the pointer has moved `dragSlop` px, if it moved at least as
///    much along the axis as across (otherwise it is refused until released, so that an outer
///    scroller on the other axis can take the gesture). The content then follows the pointer
///    1:1 from where the slop was passed: nothing jumps. Only the first pointer drags.
/// 2. On release, a `VelocityTracker` gives the velocity (capped at `maximumFlingVelocity`);
///    from `minimumFlingVelocity` the content flings, decelerating by `decelerationRate` per
///    millisecond until slower than `stopVelocity` (`FreeScrollFling`); slower, it rests.
/// 3. A press on moving content (a fling, a spring, a trackpad gesture) stops it where it is,
///    with no slop: the pointer holds it from then on, and `pressStoppedMotion` is set until
///    the next press, so that the tap that stopped a fling does not select.
/// 4. Past either end a drag or a trackpad gesture is rubber-banded (`RubberBand`); on release,
///    and when a fling reaches an end, a `bounceSpring` brings the content back to the end,
///    carrying the velocity it had.
/// 5. A wheel notch along the axis scrolls `wheelDistance` px, animated by `wheelSpring`;
///    further notches add to the pending target, clamped to the content. Notches across the
///    axis are ignored (they belong to a scroller on the other axis), and so are notches while
///    a pointer or trackpad moves the content.
/// 6. Trackpad deltas along the axis move the content 1:1 (the platform sends momentum as more
///    deltas; no fling is made up), rubber-banded past the ends; after `trackpadEndDelay` s of
///    silence (`nextDeadline`) the gesture ends and the content springs back into range.
/// 7. `.motionBegan` is reported once when content starts moving from rest, `.settled` once when
///    it comes to rest: a fling or spring has ended, or a drag or trackpad gesture let go in
///    range without flinging. A jump (`scroll(to:animated: false)`) from rest reports both.
/// 8. Non-finite input and times are ignored. An empty viewport freezes the model: input is
///    ignored, a gesture ends into a spring back that waits, a fling or spring pauses and
///    resumes when the viewport has a size again; no events meanwhile.
/// 9. The indicator's thumb is viewport/content of the track long (at least
///    `indicatorMinimumLength` px, shortened by an overscroll) and placed by the offset; it is
///    opaque while the content moves and for `indicatorHoldDuration` s after it rests, then
///    fades out over `indicatorFadeDuration` s.
public struct FreeScrollModel: Scroller, ScrollModel {
    /// The axis the content scrolls along. Any thread.
    public let axis: ScrollAxis
    /// The tuning constants. Any thread.
    public let configuration: FreeScrollConfiguration
    /// The displayed offset along the axis, in logical pixels, rubber band included: below 0 or
    /// above `maximumOffset` only while overscrolled. Any thread.
    public internal(set) var offset: Double = 0
    /// The offset, as `Scroller` reads a position. Any thread.
    public var scrollPosition: Double { offset }
    /// The viewport's length along the axis, in logical pixels; 0 freezes the model. Any thread.
    public internal(set) var viewportExtent: Double = 0
    /// The content's length along the axis, in logical pixels. Any thread.
    public internal(set) var contentExtent: Double = 0
    /// Whether the current (or last) press caught moving content: the owner does not treat its
    /// release as a tap. Kept until the next press. Any thread.
    public internal(set) var pressStoppedMotion = false

    var motion: FreeScrollMotion = .resting
    /// A pointer that is down without dragging, if any.
    var press: PointerDragTracker?
    /// The latest time seen.
    var clock = ScrollClock()
    /// When the content last came to rest, for the indicator's fade.
    var restTime: Double = -.infinity

    /// Creates a model resting at offset 0 with empty extents: it is frozen until the owner
    /// reports the viewport and content with `setExtents(viewport:content:at:)`. Any thread.
    public init(axis: ScrollAxis = .vertical, configuration: FreeScrollConfiguration = .standard) {
        self.axis = axis
        self.configuration = configuration
    }

    // MARK: - State

    /// The largest offset at rest: the content's end at the viewport's end; 0 when it fits.
    /// Any thread.
    public var maximumOffset: Double { max(0, contentExtent - viewportExtent) }

    /// Where the content is headed: its offset at rest, a spring's target while it animates
    /// (the wheel, the keys, a bounce back); nil while a finger or a fling moves it. Any thread.
    public var destination: Double? {
        switch motion {
        case .resting: return offset
        case .animating(let animation): return animation.target
        case .dragging, .scrolling, .flinging: return nil
        }
    }

    /// Whether nothing moves the content, which is inside 0...maximumOffset. Any thread.
    public var isAtRest: Bool {
        if case .resting = motion { return true }
        return false
    }

    /// Whether a fling or spring moves the content: the owner calls `advance(to:)` every frame
    /// while this is true. False while an empty viewport pauses it. Any thread.
    public var isAnimating: Bool {
        switch motion {
        case .flinging(_, let pausedAt): return pausedAt == nil
        case .animating(let animation): return animation.pausedAt == nil
        case .resting, .dragging, .scrolling: return false
        }
    }

    /// Whether input moves the content directly: a pointer drag or a trackpad gesture. Any thread.
    public var isDragging: Bool {
        switch motion {
        case .dragging, .scrolling: return true
        case .resting, .flinging, .animating: return false
        }
    }

    /// Whether a pointer is down, dragging or not. Any thread.
    public var isPressed: Bool {
        if case .dragging = motion { return true }
        return press != nil
    }

    /// A time (seconds) at which the owner must call `advance(to:)` even with no input and
    /// nothing animating: the end of a trackpad gesture, which no event announces. Any thread.
    public var nextDeadline: Double? { trackpadDeadline }

    // MARK: - Driving

    /// Applies one pointer, wheel or trackpad event and returns what happened; other kinds are
    /// ignored (the owner reports sizes with `setExtents` and turns keys into commands). Any
    /// thread.
    ///
    /// The event's own time dates its velocity sample; motion it starts begins at the latest
    /// time seen so far, so an event stamped before a frame already shown winds nothing back.
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> [FreeScrollEvent] {
        guard let time = clock.admit(event.time), !isFrozen, event.kind.hasFiniteValues else { return [] }
        var events = catchUp(to: time)
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
            events += wheel(notches: axis == .vertical ? dy : dx)
        case .preciseScroll(let dx, let dy):
            events += preciseScroll(dx: dx, dy: dy, time: event.time)
        case .key, .magnify, .hover, .pointerExited, .secondaryPress:
            break
        }
        return events
    }

    /// Moves flings, springs and timed-out trackpad gestures on to `time` and returns what
    /// happened. Call it every frame while `isAnimating`, and at `nextDeadline`. Any thread.
    @discardableResult
    public mutating func advance(to time: Double) -> [FreeScrollEvent] {
        advanceClock(to: time)
    }

    // MARK: - Helpers

    /// Whether the viewport is empty, which freezes the model.
    var isFrozen: Bool { !(viewportExtent > 0) }

    /// `value` brought inside 0...maximumOffset.
    func clamped(_ value: Double) -> Double {
        min(max(value, 0), maximumOffset)
    }
}
