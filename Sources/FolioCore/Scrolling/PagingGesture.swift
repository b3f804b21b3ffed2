/// Where a drag or a trackpad gesture took the pager's content from, whichever device drives it.
///
/// The content's position before the rubber band ("raw") is `base` plus the input's travel (in
/// pages, kept by its `PointerDragTracker` or `TrackpadGestureTracker`, summed delta by delta
/// so that a resize mid-gesture only changes how later deltas convert). A plain value: usable
/// on any thread.
struct PagingGesture: Sendable {
    /// The raw position when the input started moving the content, in pages.
    var base: Double
    /// The page the gesture started from: the resting page, or the page a caught animation was
    /// leaving.
    var startPage: Int
    /// The target of the animation this gesture caught, if it caught one.
    var interruptedTarget: Int?

    /// The same gesture taken over by new input at raw position `raw`: the pages it started
    /// from and caught are kept.
    func continued(from raw: Double) -> PagingGesture {
        PagingGesture(base: raw, startPage: startPage, interruptedTarget: interruptedTarget)
    }
}
