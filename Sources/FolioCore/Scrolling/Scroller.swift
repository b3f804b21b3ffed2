/// How content moves under input, whatever the physics: the seam between a scroller's owner (a
/// collection, a pager, the nesting between them) and the model that moves its content
/// (`FreeScrollModel`, `PagingScrollModel`). A scroller is a value: time is passed in (seconds
/// on the host's clock), never read, and a value is usable on any thread; its owner drives it.
///
/// The owner hands it input with `handle(_:)`, calls `advance(to:)` every frame while
/// `isAnimating` and once at `nextDeadline`, and acts on the events both return.
public protocol Scroller: Sendable {
    /// What the scroller reports back: motion beginning, motion coming to rest.
    associatedtype Event: ScrollerEvent
    /// The scroller's tuning constants.
    associatedtype Configuration: ScrollerConfiguration

    /// The axis the content moves along. Any thread.
    var axis: ScrollAxis { get }
    /// The tuning constants, among them the drag slop and the trackpad's end delay that the
    /// nesting rules share with the scroller. Any thread.
    var configuration: Configuration { get }
    /// Where the content is along the axis, in the scroller's own unit (logical pixels for the
    /// free scroller, pages for the paging one): what the direction of a move is read from. Any
    /// thread.
    var scrollPosition: Double { get }
    /// Whether nothing moves the content. Any thread.
    var isAtRest: Bool { get }
    /// Whether input moves the content directly: a pointer drag or a trackpad gesture. Any
    /// thread.
    var isDragging: Bool { get }
    /// Whether an animation moves the content: the owner calls `advance(to:)` every frame while
    /// this is true. Any thread.
    var isAnimating: Bool { get }
    /// A time (seconds) at which the owner must call `advance(to:)` even with no input and
    /// nothing animating: the end of a trackpad gesture, which no event announces. Any thread.
    var nextDeadline: Double? { get }

    /// Applies one input event (pointer, wheel, trackpad, keys) and returns what happened; a
    /// scroller ignores the kinds its owner handles for it. Any thread.
    @discardableResult
    mutating func handle(_ event: InputEvent) -> [Event]

    /// Moves animations and timed-out gestures on to `time` and returns what happened. Any
    /// thread.
    @discardableResult
    mutating func advance(to time: Double) -> [Event]
}
