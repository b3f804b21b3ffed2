/// The platform services a pipeline needs on its workers: text measuring, image decoding and
/// bitmap making. All thread-safe. A plain value: usable on any thread.
public struct RenderingBackend: Sendable {
    /// Measures text for layout and drawing. Any thread.
    public var textMeasurer: any TextMeasurer
    /// Decodes the images that image nodes load. Any thread.
    public var imageDecoder: any ImageDecoder
    /// Makes the bitmaps pages are drawn into. Any thread.
    public var rasterizer: any Rasterizer

    /// Creates a backend from the three services. Any thread.
    public init(textMeasurer: any TextMeasurer, imageDecoder: any ImageDecoder, rasterizer: any Rasterizer) {
        self.textMeasurer = textMeasurer
        self.imageDecoder = imageDecoder
        self.rasterizer = rasterizer
    }

    /// The layout environment for pages drawn at `scale`, carrying `cancellation` (the job's
    /// token, which long work checks between rows or lines; nil outside a job). Any thread.
    public func environment(scale: Double, cancellation: CancellationToken? = nil) -> LayoutEnvironment {
        LayoutEnvironment(displayScale: scale, textMeasurer: textMeasurer, imageDecoder: imageDecoder,
                          cancellation: cancellation)
    }
}
