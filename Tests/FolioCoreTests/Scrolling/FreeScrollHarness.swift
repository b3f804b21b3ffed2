import FolioCore
import TestSupport

/// Drives a `FreeScrollModel` the way a host does, on a `ManualClock`: input arrives as
/// synthetic events stamped with the clock, and between events the model is advanced frame by
/// frame. Every event the model reports is recorded with its time.
struct FreeScrollHarness {
    /// The model under test.
    var model: FreeScrollModel
    /// The test's time.
    private(set) var clock = ManualClock()
    /// Every event the model reported, with the clock's time then.
    private(set) var records: [(time: Double, event: FreeScrollEvent)] = []
    /// The time between frames and between synthetic input events, in seconds.
    var frameInterval = 0.008
    /// The pointer the drag helpers use.
    var pointer: PointerID = .mouse
    /// Where the pointer is, in logical pixels.
    private(set) var pointerLocation = Point(x: 300, y: 300)
    /// The extreme offsets shown so far (after each call), to see overshoot.
    private(set) var lowestOffset = Double.infinity
    private(set) var highestOffset = -Double.infinity
    /// Whether any offset so far was NaN or infinite.
    private(set) var sawNonFiniteOffset = false

    /// A model with the given extents, resting at `offset`, at time 0.
    init(
        axis: ScrollAxis = .vertical, viewport: Double = 600, content: Double = 5000, offset: Double = 0,
        configuration: FreeScrollConfiguration = .standard
    ) {
        model = FreeScrollModel(axis: axis, configuration: configuration)
        record(model.setExtents(viewport: viewport, content: content, at: 0))
        record(model.setOffset(offset, at: 0))
        clearRecords()
    }

    /// The events the model reported, without their times.
    var events: [FreeScrollEvent] { records.map(\.event) }

    /// The offsets of every `.settled` event, in order.
    var settledOffsets: [Double] {
        records.compactMap { record in
            if case .settled(let offset) = record.event { return offset }
            return nil
        }
    }

    /// The time of the last `.settled` event, if any.
    var lastSettleTime: Double? {
        records.last { $0.event != .motionBegan }?.time
    }

    /// Forgets the events recorded so far, and the extremes.
    mutating func clearRecords() {
        records.removeAll()
        lowestOffset = model.offset
        highestOffset = model.offset
    }

    // MARK: - Raw input

    /// Sends one event stamped with the clock's time.
    mutating func send(_ kind: InputEvent.Kind) {
        record(model.handle(InputEvent(time: clock.now, kind: kind)))
    }

    /// Records what a command returned (for calls made on `model` directly).
    mutating func record(_ events: [FreeScrollEvent]) {
        records += events.map { (clock.now, $0) }
        let offset = model.offset
        if !offset.isFinite { sawNonFiniteOffset = true }
        lowestOffset = min(lowestOffset, offset)
        highestOffset = max(highestOffset, offset)
    }

    /// Lets `seconds` pass frame by frame, advancing the model at each frame.
    mutating func wait(_ seconds: Double) {
        let end = clock.now + seconds
        while clock.now < end - 1e-12 {
            clock.advance(to: min(end, clock.now + frameInterval))
            record(model.advance(to: clock.now))
        }
    }

    /// Advances frame by frame until the model rests with no deadline pending, for at most
    /// `limit` seconds, and returns how long that took (nil if it did not come to rest).
    @discardableResult
    mutating func runUntilRest(limit: Double = 6) -> Double? {
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
    mutating func press(at point: Point? = nil) {
        if let point { pointerLocation = point }
        send(.pointerDown(pointer, pointerLocation))
    }

    /// Moves the pressed pointer by (`dx`, `dy`) px in a straight line at `speed` px/s, one move
    /// event per frame, the last exactly at the end point.
    mutating func move(dx: Double = 0, dy: Double = 0, speed: Double) {
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

    /// Moves the pressed pointer so that the content goes `pixels` towards later content (the
    /// pointer moves up, or left for a horizontal model) at `speed` px/s.
    mutating func dragForward(_ pixels: Double, speed: Double) {
        if model.axis == .vertical { move(dy: -pixels, speed: speed) } else { move(dx: -pixels, speed: speed) }
    }

    /// Releases the pointer where it is.
    mutating func release() {
        send(.pointerUp(pointer, pointerLocation))
    }

    /// Presses, drags `pixels` forward at `speed` and releases while moving: a fling at `speed`.
    mutating func fling(_ pixels: Double, speed: Double) {
        press()
        dragForward(pixels, speed: speed)
        release()
    }

    /// Sends trackpad deltas totalling `units` (positive is forward) along the model's axis at
    /// `speed` units/s, one event per frame.
    mutating func trackpadScroll(units: Double, speed: Double) {
        guard units != 0, speed > 0 else { return }
        let duration = abs(units) / speed
        let startTime = clock.now
        var elapsed = 0.0
        while elapsed < duration {
            let next = min(duration, elapsed + frameInterval)
            let delta = units * (next - elapsed) / duration
            elapsed = next
            clock.advance(to: startTime + elapsed)
            let vertical = model.axis == .vertical
            send(.preciseScroll(dx: vertical ? 0 : delta, dy: vertical ? delta : 0))
            record(model.advance(to: clock.now))
        }
    }

    /// Sends `notches` wheel notches along the model's axis.
    mutating func wheel(_ notches: Int) {
        send(model.axis == .vertical ? .wheel(dx: 0, dy: notches) : .wheel(dx: notches, dy: 0))
    }
}
