/// What the motion code both scroll models share (pointer drags, the clock, the end of trackpad
/// gestures) needs of a model: where its pointer and trackpad state are, and the few steps in
/// which the models differ (what a press catches, how a drag starts and lets go).
protocol ScrollModel: Scroller {
    /// The model's time.
    var clock: ScrollClock { get set }
    /// Whether the viewport is empty, which freezes the model.
    var isFrozen: Bool { get }
    /// A pointer that is down without dragging, if any.
    var press: PointerDragTracker? { get set }
    /// The pointer dragging the content, if one does.
    var pointerDrag: PointerDragTracker? { get }
    /// The trackpad gesture moving the content, if one does.
    var trackpadGesture: TrackpadGestureTracker? { get }
    /// Logical pixels of pointer travel per unit of position: 1 for free scrolling, a page's
    /// pitch for the pager, so that the content follows the pointer 1:1.
    var pixelsPerUnit: Double { get }

    /// Stores the dragging pointer after it moved, and shows the content where it now is.
    mutating func continueDrag(_ drag: PointerDragTracker)
    /// Takes moving content with a pointer just pressed, if the model lets a press catch it:
    /// the pointer drags it from where it is, with no slop. Returns whether it did.
    mutating func catchMotion(with drag: PointerDragTracker) -> Bool
    /// Turns a press that passed the slop into a drag; `press` is already nil.
    mutating func beginDrag(from press: PointerDragTracker) -> [Event]
    /// Lets go of the pointer drag at `time`, moving at `velocity` (raw units per second).
    mutating func releaseDrag(velocity: Double, at time: Double) -> [Event]
    /// Lets go of the trackpad gesture, whose silence ran out at `time`.
    mutating func endTrackpadGesture(at time: Double) -> [Event]
    /// Moves a running animation on to `time`, finishing it when it is done.
    mutating func stepMotion(to time: Double) -> [Event]
}
