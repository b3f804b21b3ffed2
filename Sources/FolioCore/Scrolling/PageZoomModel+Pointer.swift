import Foundation

// Pointers on the page (rules 2 and 3): a press pans a zoomed page, gives what the pan cannot
// take to paging, and is released into a glide; a second finger turns it into a pinch; two quick
// presses in one place toggle the zoom.
extension PageZoomModel {
    /// The press the model follows, if any.
    var drag: PageZoomDrag? {
        if case .dragging(let drag) = motion { return drag }
        return nil
    }

    /// Whether two fingers pinch now. Any thread.
    public var isPinching: Bool {
        if case .pinching = motion { return true }
        return false
    }

    /// Whether the press of `pointer` pans the page (it began on a zoomed page): paging then
    /// hears only its `pagingExcess`. Any thread.
    public func pans(_ pointer: PointerID) -> Bool {
        drag.map { $0.pointer == pointer && $0.pans } ?? false
    }

    /// Whether `pointer` is a pinch's finger, or a finger left over from one: paging must not
    /// hear it. Any thread.
    public func holds(_ pointer: PointerID) -> Bool {
        if case .pinching(let pinch) = motion, pinch.first == pointer || pinch.second == pointer { return true }
        return leftoverFingers.contains(pointer)
    }

    /// A pointer pressed at `point` (page coordinates) at `time`. A press catches an animation
    /// or a glide where it is; a second finger beside a first one starts a pinch. Any thread.
    @discardableResult
    public mutating func pointerDown(_ pointer: PointerID, at point: Point, time: Double) -> [PageZoomEvent] {
        guard let now = clock.admit(time), point.x.isFinite, point.y.isFinite, !pageSize.isEmpty else { return [] }
        var events: [PageZoomEvent] = []
        if let drag, drag.pointer != pointer {
            // A second finger beside a first one pinches; any other second pointer is ignored.
            guard case .finger = drag.pointer, case .finger = pointer else { return [] }
            beginPinch(first: drag.pointer, at: drag.last, second: pointer, at: point)
            lastTap = nil
            return []
        }
        if isPinching { return [] }
        if isAnimating {
            // The hand stops the zoom where it is shown.
            motion = .resting
            events += reportIfChanged()
        }
        let isSecondTap = lastTap.map { now - $0.time <= configuration.doubleTapInterval
            && Self.distance($0.point, point) <= configuration.doubleTapDistance } ?? false
        lastTap = nil
        let paging = PagingConfiguration.standard
        motion = .dragging(PageZoomDrag(pointer: pointer, at: point, time: time, pans: isZoomed, isSecondTap: isSecondTap,
                                        window: paging.velocityWindow, stillnessCutoff: paging.stillnessCutoff))
        return events
    }

    /// A pressed pointer moved to `point` at `time`. Any thread.
    public mutating func pointerMoved(_ pointer: PointerID, to point: Point, time: Double) {
        guard clock.admit(time) != nil, point.x.isFinite, point.y.isFinite else { return }
        if case .pinching(var pinch) = motion {
            if pinch.first == pointer { pinch.firstPoint = point } else if pinch.second == pointer { pinch.secondPoint = point } else { return }
            motion = .pinching(pinch)
            follow(pinch)
            return
        }
        guard var drag, drag.pointer == pointer else { return }
        var delta = Point(x: point.x - drag.last.x, y: point.y - drag.last.y)
        drag.last = point
        if !drag.isPastSlop {
            guard Self.distance(point, drag.origin) >= dragSlop else {
                motion = .dragging(drag)
                return
            }
            drag.isPastSlop = true
            // The content follows from the press point: the slop is not lost.
            delta = Point(x: point.x - drag.origin.x, y: point.y - drag.origin.y)
        }
        if drag.pans { panDrag(&drag, by: delta, time: time) }
        motion = .dragging(drag)
    }

    /// A pressed pointer was released at `point` at `time`: a pan glides on, a pinch springs
    /// back within the limits, and the second press of a double tap toggles the zoom. Any
    /// thread.
    @discardableResult
    public mutating func pointerUp(_ pointer: PointerID, at point: Point, time: Double) -> [PageZoomEvent] {
        guard let now = clock.admit(time) else { return [] }
        if leftoverFingers.remove(pointer) != nil { return [] }
        if case .pinching(let pinch) = motion {
            guard pinch.first == pointer || pinch.second == pointer else { return [] }
            leftoverFingers.insert(pinch.first == pointer ? pinch.second : pinch.first)
            return endPinch(pinch, at: now)
        }
        if point.x.isFinite, point.y.isFinite { pointerMoved(pointer, to: point, time: time) }
        guard let drag, drag.pointer == pointer else { return [] }
        motion = .resting
        if !drag.isPastSlop {
            if drag.isSecondTap { return toggleZoom(at: drag.origin, time: now) }
            lastTap = (now, drag.origin)
            return []
        }
        guard drag.pans, drag.excess == 0 else { return [] }
        var velocity = drag.velocity(at: time)
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        guard speed.isFinite, speed >= configuration.minimumGlideVelocity else { return [] }
        if speed > configuration.maximumGlideVelocity {
            let cut = configuration.maximumGlideVelocity / speed
            velocity = Point(x: velocity.x * cut, y: velocity.y * cut)
        }
        motion = .gliding(PageZoomGlide(start: translation, velocity: velocity, at: now, rate: configuration.glideDecelerationRate))
        return []
    }

    /// The platform took `pointer` away: a pan stops where it is, a pinch springs back. Any
    /// thread.
    @discardableResult
    public mutating func pointerCancelled(_ pointer: PointerID) -> [PageZoomEvent] {
        leftoverFingers.remove(pointer)
        lastTap = nil
        if case .pinching(let pinch) = motion, pinch.first == pointer || pinch.second == pointer {
            leftoverFingers.insert(pinch.first == pointer ? pinch.second : pinch.first)
            return endPinch(pinch, at: clock.now)
        }
        if let drag, drag.pointer == pointer { motion = .resting }
        return []
    }

    // MARK: - Steps

    /// Moves a panning drag by `delta`: a move back along the paging axis first takes away the
    /// excess given to paging; the rest pans, clamped, and what the edge stops goes to the excess.
    private mutating func panDrag(_ drag: inout PageZoomDrag, by delta: Point, time: Double) {
        let horizontal = pagingAxis == .horizontal
        var along = horizontal ? delta.x : delta.y
        if drag.excess > 0, along < 0 {
            let back = max(along, -drag.excess)
            drag.excess += back
            along -= back
        } else if drag.excess < 0, along > 0 {
            let back = min(along, -drag.excess)
            drag.excess += back
            along -= back
        }
        let wanted = horizontal ? Point(x: translation.x + along, y: translation.y + delta.y)
            : Point(x: translation.x + delta.x, y: translation.y + along)
        let moved = clamped(wanted, scale: scale)
        let applied = Point(x: moved.x - translation.x, y: moved.y - translation.y)
        drag.excess += along - (horizontal ? applied.x : applied.y)
        translation = moved
        drag.sample(applied, time: time)
    }

    /// Starts a pinch of two fingers at `a` and `b`.
    private mutating func beginPinch(first: PointerID, at a: Point, second: PointerID, at b: Point) {
        let centre = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        motion = .pinching(PageZoomPinch(first: first, second: second, firstPoint: a, secondPoint: b,
                                         startDistance: max(1, Self.distance(a, b)), startScale: scale,
                                         anchor: pagePoint(at: centre)))
    }

    /// Shows the pinch's scale, rubber-banded past the limits, with its anchor between the
    /// fingers.
    private mutating func follow(_ pinch: PageZoomPinch) {
        let shown = rubberBanded(pinch.requestedScale)
        let centre = pinch.centre
        scale = shown
        translation = clamped(Point(x: centre.x - pinch.anchor.x * shown, y: centre.y - pinch.anchor.y * shown), scale: shown)
    }

    /// `requested` past 1…`maximumScale` moved only as its ratio to the limit to the power of
    /// `pinchRubberBandExponent`.
    func rubberBanded(_ requested: Double) -> Double {
        let upper = maximumScale, exponent = configuration.pinchRubberBandExponent
        if requested > upper { return upper * pow(requested / upper, exponent) }
        if requested < 1 { return pow(requested, exponent) }
        return requested
    }

    /// Lets go of a pinch: the scale springs back within the limits around the fingers' centre.
    private mutating func endPinch(_ pinch: PageZoomPinch, at time: Double) -> [PageZoomEvent] {
        motion = .resting
        let target = min(max(1, scale), maximumScale)
        let end = placement(scale: target, keeping: pagePoint(at: pinch.centre), at: pinch.centre)
        return animate(toScale: target, translation: end, at: time)
    }

    /// The distance between two points.
    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
