/// What is moving the pager's content at the moment: nothing, a finger, a trackpad or a spring.
/// Exactly one owns the position at any time. A plain value: usable on any thread.
enum PagingMotion: Sendable {
    /// Still, on a whole page.
    case resting
    /// A pointer drags the content: its raw position is the gesture's base plus the pointer's
    /// travel.
    case dragging(PointerDragTracker, PagingGesture)
    /// A trackpad gesture scrolls the content: its raw position is the gesture's base plus the
    /// gesture's travel.
    case scrolling(TrackpadGestureTracker, PagingGesture)
    /// A spring carries the content to a page (possibly paused by an empty viewport).
    case animating(PagingAnimation)
}
