/// The platform services a pipeline needs on its workers: text measuring, image decoding and
/// bitmap making. All thread-safe. A plain value: usable on any thread.
public struct RenderingBackend: Sendable {
    public var textMeasurer: any TextMeasurer
    public var imageDecoder: any ImageDecoder
    public var rasterizer: any Rasterizer

    public init(textMeasurer: any TextMeasurer, imageDecoder: any ImageDecoder, rasterizer: any Rasterizer) {
        self.textMeasurer = textMeasurer
        self.imageDecoder = imageDecoder
        self.rasterizer = rasterizer
    }

    /// The layout environment for pages drawn at `scale`.
    public func environment(scale: Double) -> LayoutEnvironment {
        var environment = LayoutEnvironment()
        environment.displayScale = scale
        environment.textMeasurer = textMeasurer
        environment.imageDecoder = imageDecoder
        return environment
    }
}
