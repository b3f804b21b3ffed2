/// One item (a collection's item, a pager's page, or a ghost fading out) that shows in the
/// viewport, and where. A plain value: usable on any thread.
public struct VisibleItem: Hashable, Sendable {
    /// The item's index (a page's in 0..<pageCount, wrapped in circular mode; a ghost's key).
    public var index: Int
    /// The item's frame in the viewport, in logical pixels. For a page: the viewport's size, at
    /// (k − position)·pitch along the pager's axis (pitch = the viewport's length along it plus
    /// the page spacing), where k is the page's unwrapped number.
    public var frame: Rect
    /// How opaque to draw it, 0…1: below 1 while an inserted item fades in or a deleted one
    /// fades out after a batch update. A plain value: usable on any thread.
    public var alpha: Double

    /// Creates a visible item, drawn opaque unless `alpha` says otherwise. Any thread.
    public init(index: Int, frame: Rect, alpha: Double = 1) {
        self.index = index
        self.frame = frame
        self.alpha = alpha
    }
}
