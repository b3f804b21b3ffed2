/// What measuring needs besides a size range: facts about the output and the platform services
/// that every element in one layout pass shares. A plain value: usable on any thread.
///
/// Every layout call receives it and passes it on unchanged to its children, so adding a property
/// here reaches every element without changing a signature.
public struct LayoutEnvironment: Sendable {
    /// Physical pixels per logical pixel (1 on a standard display, 2 on a high-density one).
    public var displayScale: Double
    /// Measures text for text nodes; without one, text measures as empty.
    public var textMeasurer: (any TextMeasurer)?
    /// Decodes images for image nodes; without one, images show a placeholder.
    public var imageDecoder: (any ImageDecoder)?
    /// Shares what `imageDecoder` decodes between the image nodes that show the same file at the
    /// same size; without one, each node decodes its own.
    public var imageCache: DecodedImageCache?
    /// Makes bitmaps outside a cell's own drawing (an animated image's frames, drawn at the image
    /// node's size); without one, animated images show their first frame only.
    public var rasterizer: (any Rasterizer)?
    /// Fetches remote images for image nodes; without one, a remote image shows why not.
    public var imageFetcher: (any ImageFetcher)?
    /// How soon the images this pass fetches are wanted: higher for an item about to be seen.
    public var imageFetchPriority: ImageFetchPriority = .preload
    /// Asks the cell this pass works for to be laid out and drawn again on a worker (its
    /// `setNeedsLayout()`), or nil outside a cell's job: what a node whose content arrives later
    /// (a download) calls when it does.
    public var contentChanged: (@Sendable () -> Void)?
    /// The token of the job this pass runs for, or nil outside a job. Long work (decoding an
    /// image, laying out a long text) checks it between rows or lines and gives up once it is
    /// cancelled, so that a page that left the range, or an app that is quitting, never waits
    /// for it.
    public var cancellation: CancellationToken?

    /// Creates an environment; the defaults suit a standard-density display with no platform.
    public init(
        displayScale: Double = 1,
        textMeasurer: (any TextMeasurer)? = nil,
        imageDecoder: (any ImageDecoder)? = nil,
        imageCache: DecodedImageCache? = nil,
        imageFetcher: (any ImageFetcher)? = nil,
        cancellation: CancellationToken? = nil
    ) {
        self.imageFetcher = imageFetcher
        self.displayScale = displayScale
        self.textMeasurer = textMeasurer
        self.imageDecoder = imageDecoder
        self.imageCache = imageCache
        self.cancellation = cancellation
    }
}
