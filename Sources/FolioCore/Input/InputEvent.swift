/// One input event in Folio's own terms, translated from the platform in one place (the host's
/// event translator) so that everything downstream is platform-free and testable.
///
/// Times are seconds on one monotonic clock chosen by the host; the core never reads a clock.
/// Positions are logical pixels in window coordinates. A plain value: usable on any thread.
public struct InputEvent: Hashable, Sendable {
    /// When the event happened, in seconds on the host's monotonic clock.
    public var time: Double
    /// What happened.
    public var kind: Kind
    /// Where the pointer was, logical pixels in window coordinates, for events that do not carry
    /// a position of their own (the wheel, a trackpad): what a nested collection under the
    /// pointer is found by. Nil when unknown.
    public var location: Point?
    /// The modifier keys held when it happened (Ctrl-click, Shift+arrow); none when unknown.
    public var modifiers: KeyModifiers

    /// An event of `kind` at `time`, with the pointer at `location` when known and `modifiers`
    /// held.
    public init(time: Double, kind: Kind, location: Point? = nil, modifiers: KeyModifiers = []) {
        self.time = time
        self.kind = kind
        self.location = location
        self.modifiers = modifiers
    }

    /// The kinds of input, with what each carries.
    public enum Kind: Hashable, Sendable {
        /// A mouse button or a finger went down.
        case pointerDown(PointerID, Point)
        /// A pressed pointer moved.
        case pointerMoved(PointerID, Point)
        /// A pressed pointer was released.
        case pointerUp(PointerID, Point)
        /// The platform took the pointer away (for example the window lost the touch).
        case pointerCancelled(PointerID)
        /// The mouse moved with no button pressed: what it hovers changes (a highlight, the
        /// cursor's shape).
        case hover(Point)
        /// The mouse left the window (or the collection's rectangle): nothing is hovered.
        case pointerExited
        /// The secondary (right) mouse button went down at the point: a context menu's request.
        /// A touch asks the same by a long press, which the collection tells by itself.
        case secondaryPress(PointerID, Point)
        /// Discrete wheel notches. Positive `dx` scrolls right, positive `dy` scrolls down; both
        /// mean "towards later content".
        case wheel(dx: Int, dy: Int)
        /// Fractional scroll deltas from a trackpad or a smooth-scrolling device, in trackpad
        /// units (about one logical pixel each). Positive means right or down, as for `wheel`.
        case preciseScroll(dx: Double, dy: Double)
        /// A key was pressed (repeats included).
        case key(Key)
        /// Zoom by `factor` (above 1 in, below 1 out) around `location`: Ctrl with the wheel or
        /// a trackpad. What zooms (a pager with `isZoomEnabled`) takes it; the rest ignore it.
        case magnify(factor: Double)
    }
}

extension InputEvent.Kind {
    /// Whether the event's numbers can be used: a platform glitch (a NaN position or delta) must
    /// not make a scroll model's position NaN. A plain value: usable on any thread.
    public var hasFiniteValues: Bool {
        switch self {
        case .pointerDown(_, let p), .pointerMoved(_, let p), .pointerUp(_, let p), .hover(let p), .secondaryPress(_, let p):
            return p.x.isFinite && p.y.isFinite
        case .preciseScroll(let dx, let dy):
            return dx.isFinite && dy.isFinite
        case .magnify(let factor):
            return factor.isFinite && factor > 0
        case .pointerCancelled, .pointerExited, .wheel, .key:
            return true
        }
    }
}
