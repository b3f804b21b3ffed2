/// What a page's zoom reports back: a gesture or animation that changed the scale has ended.
/// A plain value: usable on any thread.
public enum PageZoomEvent: Hashable, Sendable {
    /// The zoom came to rest at `scale`, relative to the fit (1 is the fit).
    case zoomed(scale: Double)
}
