/// The platform services a pipeline needs on its workers: text measuring, image decoding and
/// fetching, and bitmap making. All thread-safe. A plain value: usable on any thread.
public struct RenderingBackend: Sendable {
    /// Measures text for layout and drawing. Any thread.
    public var textMeasurer: any TextMeasurer
    /// Decodes the images that image nodes load. Setting another decoder also gives the backend
    /// a new, empty `imageCache` (if it had one), since the cache's images came from the old one.
    /// Any thread.
    public var imageDecoder: any ImageDecoder {
        didSet { if imageCache != nil { imageCache = DecodedImageCache() } }
    }
    /// Shares decoded images between the image nodes that show the same file at the same size,
    /// or nil for each node to decode its own. Any thread.
    public var imageCache: DecodedImageCache?
    /// Fetches the remote images image nodes show, or nil to show them as unavailable. Any thread.
    public var imageFetcher: (any ImageFetcher)?
    /// Makes the bitmaps pages are drawn into. Any thread.
    public var rasterizer: any Rasterizer

    /// Creates a backend from the three services, with a new image cache unless
    /// `sharesDecodedImages` is false. Any thread.
    public init(textMeasurer: any TextMeasurer, imageDecoder: any ImageDecoder, rasterizer: any Rasterizer,
                imageFetcher: (any ImageFetcher)? = nil, sharesDecodedImages: Bool = true) {
        self.textMeasurer = textMeasurer
        self.imageFetcher = imageFetcher
        self.imageDecoder = imageDecoder
        imageCache = sharesDecodedImages ? DecodedImageCache() : nil
        self.rasterizer = rasterizer
    }

    /// The layout environment for pages drawn at `scale`, carrying `cancellation` (the job's
    /// token, which long work checks between rows or lines; nil outside a job). Any thread.
    public func environment(scale: Double, cancellation: CancellationToken? = nil) -> LayoutEnvironment {
        var environment = LayoutEnvironment(displayScale: scale, textMeasurer: textMeasurer, imageDecoder: imageDecoder,
                                            imageCache: imageCache, imageFetcher: imageFetcher, cancellation: cancellation)
        environment.rasterizer = rasterizer
        return environment
    }
}
