/// Decodes image files. The platform implements it (FolioSDL over SDL_image). Called on workers,
/// possibly several at once: implementations must be thread-safe.
public protocol ImageDecoder: Sendable {
    /// Decodes the file at `path`, scaled down (never up) so that it covers at most
    /// `maxPixelSize` when given: pages never need more pixels than the window has.
    func decodeImage(atPath path: String, maxPixelSize: Size?) throws(ImageDecodingError) -> any DecodedImage
}
