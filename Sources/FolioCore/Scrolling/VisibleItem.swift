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
    /// The part of the viewport the item is drawn within, when its frame reaches beyond its own
    /// place (a zoomed page is clipped to its page's frame); nil: the frame itself. Any thread.
    public var clip: Rect?
    /// Whether the item is shown larger than its content's own pixels (a page zoomed past 1:1):
    /// drawn with each pixel a crisp square, as photo viewers show them, rather than blurred.
    /// Any thread.
    public var showsPixelsCrisp: Bool

    /// Creates a visible item, drawn opaque unless `alpha` says otherwise, within its frame
    /// unless `clip` says otherwise. Any thread.
    public init(index: Int, frame: Rect, alpha: Double = 1, clip: Rect? = nil, showsPixelsCrisp: Bool = false) {
        self.index = index
        self.frame = frame
        self.alpha = alpha
        self.clip = clip
        self.showsPixelsCrisp = showsPixelsCrisp
    }
}
