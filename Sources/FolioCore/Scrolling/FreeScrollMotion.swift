/// What is moving free-scrolling content at the moment: nothing, a finger, a trackpad, a fling
/// or a spring. Exactly one owns the offset at any time. A plain value: usable on any thread.
enum FreeScrollMotion: Sendable {
    /// Still, inside 0...maximumOffset.
    case resting
    /// A pointer drags the content: its offset before the rubber band is `base` plus the
    /// pointer's travel (`base` is the raw offset it took the content at, less any travel it
    /// brought along from inside the slop).
    case dragging(PointerDragTracker, base: Double)
    /// A trackpad gesture scrolls the content: its offset before the rubber band is `base` plus
    /// the gesture's travel.
    case scrolling(TrackpadGestureTracker, base: Double)
    /// Released content decelerates; `pausedAt` is when an empty viewport froze it, if it did.
    case flinging(FreeScrollFling, pausedAt: Double?)
    /// A spring carries the content to an offset (possibly paused by an empty viewport).
    case animating(FreeScrollAnimation)
}
