/// Decodes image files. The platform implements it (FolioSDL over libjpeg and libpng). Called on
/// workers, possibly several at once: implementations must be thread-safe.
public protocol ImageDecoder: Sendable {
    /// Decodes the file at `path`, scaled down (never up) so that it covers at most
    /// `maxPixelSize` when given: pages never need more pixels than the window has. Checks
    /// `cancellation` while it works and, once it is cancelled, stops and throws an error whose
    /// `isCancellation` is true. Called on a worker.
    func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage
}

extension ImageDecoder {
    /// Decodes the file at `path` with no way to cancel. Called on a worker.
    public func decodeImage(atPath path: String, maxPixelSize: Size?) throws(ImageDecodingError) -> any DecodedImage {
        try decodeImage(atPath: path, maxPixelSize: maxPixelSize, cancellation: nil)
    }
}
