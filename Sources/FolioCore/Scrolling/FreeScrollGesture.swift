/// What a drag or a trackpad gesture knows about itself, whichever device drives it.
///
/// The content's offset before the rubber band ("raw") is `base + travel`, in logical pixels:
/// `travel` sums the input's deltas, and the velocity tracker records it, so its slope is the
/// raw offset's velocity. A plain value: usable on any thread.
struct FreeScrollGesture: Sendable {
    /// The raw offset when the input took the content, minus any travel it brought along.
    var base: Double
    /// How far the input has moved the content since, in logical pixels; positive is towards
    /// later content.
    var travel: Double = 0
    /// The input's recent travel, for the release velocity.
    var tracker: VelocityTracker

    /// The offset before the rubber band, in logical pixels.
    var rawOffset: Double { base + travel }
}
