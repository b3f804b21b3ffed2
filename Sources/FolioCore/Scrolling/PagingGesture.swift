/// What a drag or a trackpad gesture knows about itself, whichever device drives it.
///
/// The content's position before the rubber band ("raw") is `base + travel`: `travel` is how
/// far the input has moved, in pages, summed delta by delta so that a resize mid-gesture only
/// changes how later deltas convert. The velocity tracker records `travel`, whose slope is the
/// content's. A plain value: usable on any thread.
struct PagingGesture: Sendable {
    /// The raw position when the input started moving the content, in pages.
    var base: Double
    /// How far the input has moved the content since, in pages; positive is forward.
    var travel: Double = 0
    /// The page the gesture started from: the resting page, or the page a caught animation was
    /// leaving.
    var startPage: Int
    /// The target of the animation this gesture caught, if it caught one.
    var interruptedTarget: Int?
    /// The input's recent travel, for the release velocity.
    var tracker: VelocityTracker

    /// The position before the rubber band, in pages.
    var rawPosition: Double { base + travel }
}
