import FolioCore

/// Drives a `PagingScrollModel` the way the host does, on a `ManualClock`: input arrives as
/// synthetic events stamped with the clock, and between events the model is advanced frame by
/// frame. Every event the model reports is recorded with its time. A plain value: usable on
/// any thread.
public struct PagingHarness: Sendable {
    /// One event the model reported, and when.
    public struct Record: Hashable, Sendable {
        /// The clock's time when the model reported it, in seconds.
        public var time: Double
        /// What the model reported.
        public var event: PagingEvent
    }

    /// The model under test.
    public var model: PagingScrollModel
    /// The test's time.
    public private(set) var clock: ManualClock
    /// Every event the model reported, in order.
    public private(set) var records: [Record] = []
    /// The time between frames and between synthetic input events, in seconds.
    public var frameInterval: Double
    /// The pointer the drag helpers use.
    public var pointer: PointerID = .mouse
    /// Where the pointer is, in logical pixels.
    public private(set) var pointerLocation = Point(x: 400, y: 300)
    /// Whether any displayed position so far was NaN or infinite.
    public private(set) var sawNonFinitePosition = false

    /// Creates a harness around a model whose viewport is `viewport` (set at time 0, as the host
    /// does before any input).
    public init(
        pageCount: Int, initialPage: Int, viewport: Size = Size(width: 800, height: 600),
        isCircular: Bool = false, frameInterval: Double = 0.008
    ) {
        model = PagingScrollModel(pageCount: pageCount, initialPage: initialPage, isCircular: isCircular)
        clock = ManualClock()
        self.frameInterval = frameInterval
        setViewportSize(viewport)
    }

    /// The events the model reported, without their times.
    public var events: [PagingEvent] { records.map(\.event) }

    /// The pages of every `.settled` event, in order.
    public var settledPages: [Int] {
        records.compactMap { record in
            if case .settled(let page) = record.event { return page }
            return nil
        }
    }

    /// Whether the events pair up as motion does: each `.motionBegan` is followed by exactly one
    /// `.settled` before the next, and every `.settled` closes a motion.
    public var eventsArePaired: Bool {
        var moving = false
        for event in events {
            switch event {
            case .motionBegan:
                if moving { return false }
                moving = true
            case .settled:
                if !moving { return false }
                moving = false
            }
        }
        return true
    }

    /// The displayed position in pixels: position × width.
    public var offset: Double { model.contentOffset }

    // MARK: - Raw input

    /// Sends one event stamped with the clock's time.
    public mutating func send(_ kind: InputEvent.Kind) {
        record(model.handle(InputEvent(time: clock.now, kind: kind)))
    }

    /// Gives the viewport `size` at the clock's time, as the host does when the window resizes.
    public mutating func setViewportSize(_ size: Size) {
        record(model.setViewportSize(size, at: clock.now))
    }

    /// Calls `scrollToPage` at the clock's time.
    public mutating func scrollToPage(_ page: Int, animated: Bool) {
        record(model.scrollToPage(page, animated: animated, at: clock.now))
    }

    /// Lets `seconds` pass frame by frame, advancing the model at each frame.
    public mutating func wait(_ seconds: Double) {
        let end = clock.now + seconds
        while clock.now < end - 1e-12 {
            clock.advance(to: min(end, clock.now + frameInterval))
            record(model.advance(to: clock.now))
        }
    }

    /// Advances frame by frame until the model is at rest with no deadline pending, for at most
    /// `limit` seconds, and returns how long that took (nil if it did not come to rest).
    @discardableResult
    public mutating func runUntilRest(limit: Double = 2) -> Double? {
        let start = clock.now
        while !(model.isAtRest && model.nextDeadline == nil) {
            guard clock.now - start < limit else { return nil }
            clock.advance(by: frameInterval)
            record(model.advance(to: clock.now))
        }
        return clock.now - start
    }

    // MARK: - Gestures

    /// Presses the pointer at `point` (default: where it is).
    public mutating func press(at point: Point? = nil) {
        if let point { pointerLocation = point }
        send(.pointerDown(pointer, pointerLocation))
    }

    /// Moves the pressed pointer by (`dx`, `dy`) px in a straight line at `speed` px/s, one
    /// move event per frame, the last exactly at the end point.
    public mutating func move(dx: Double, dy: Double = 0, speed: Double) {
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > 0, speed > 0 else { return }
        let duration = distance / speed
        let start = pointerLocation
        let startTime = clock.now
        var elapsed = 0.0
        while elapsed < duration {
            elapsed = min(duration, elapsed + frameInterval)
            clock.advance(to: startTime + elapsed)
            let fraction = elapsed / duration
            pointerLocation = Point(x: start.x + dx * fraction, y: start.y + dy * fraction)
            send(.pointerMoved(pointer, pointerLocation))
            record(model.advance(to: clock.now))
        }
    }

    /// Moves the pressed pointer so that the content goes `pixels` forward (the finger moves
    /// left for positive values) at `speed` px/s.
    public mutating func dragForward(_ pixels: Double, speed: Double) {
        move(dx: -pixels, speed: speed)
    }

    /// Releases the pointer where it is.
    public mutating func release() {
        send(.pointerUp(pointer, pointerLocation))
    }

    /// Sends trackpad deltas totalling `units` (positive is forward) along one axis at `speed`
    /// units/s, one event per frame.
    public mutating func trackpadScroll(units: Double, speed: Double, vertical: Bool = false) {
        guard units != 0, speed > 0 else { return }
        let duration = abs(units) / speed
        let startTime = clock.now
        var elapsed = 0.0
        while elapsed < duration {
            let next = min(duration, elapsed + frameInterval)
            let delta = units * (next - elapsed) / duration
            elapsed = next
            clock.advance(to: startTime + elapsed)
            send(.preciseScroll(dx: vertical ? 0 : delta, dy: vertical ? delta : 0))
            record(model.advance(to: clock.now))
        }
    }

    private mutating func record(_ events: [PagingEvent]) {
        records += events.map { Record(time: clock.now, event: $0) }
        if !model.position.isFinite { sawNonFinitePosition = true }
    }
}
