import Foundation

/// Decodes encoded images, from files or from memory. The platform implements it (FolioSDL over
/// libjpeg and libpng). Called on workers, possibly several at once: implementations must be
/// thread-safe.
public protocol ImageDecoder: Sendable {
    /// Decodes the file at `path`, scaled down (never up) so that it covers at most
    /// `maxPixelSize` when given: pages never need more pixels than the window has. Checks
    /// `cancellation` while it works and, once it is cancelled, stops and throws an error whose
    /// `isCancellation` is true. Called on a worker.
    func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage

    /// Decodes the encoded image in `data` as a file's is decoded, with the same checks and
    /// limits (hostile bytes from a server or an archive are no more trusted than a file);
    /// `name` stands for the path in errors. Called on a worker.
    func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage

    /// The frames of `bytes` when they hold an animation (an animated GIF or WebP), scaled to
    /// cover `maxPixelSize` as `decodeImage` scales, or nil for a still image (decode that with
    /// `decodeImage`, which gives an animation's first frame). Checks the same limits as a
    /// decode. Called on a worker. A decoder that plays no animations need not implement it.
    func openAnimation(_ bytes: LoadedImageBytes, name: String, maxPixelSize: Size?) throws(ImageDecodingError) -> (any ImageFrameDecoder)?
}

extension ImageDecoder {
    /// No animations: every image is still. Called on a worker.
    public func openAnimation(_ bytes: LoadedImageBytes, name: String, maxPixelSize: Size?) throws(ImageDecodingError) -> (any ImageFrameDecoder)? {
        nil
    }

    /// Decodes the file at `path` with no way to cancel. Called on a worker.
    public func decodeImage(atPath path: String, maxPixelSize: Size?) throws(ImageDecodingError) -> any DecodedImage {
        try decodeImage(atPath: path, maxPixelSize: maxPixelSize, cancellation: nil)
    }

    /// Decodes `bytes`, a file or memory, named `name` in errors when in memory. Called on a
    /// worker.
    public func decodeImage(
        _ bytes: LoadedImageBytes, name: String, maxPixelSize: Size?, cancellation: CancellationToken?
    ) throws(ImageDecodingError) -> any DecodedImage {
        switch bytes {
        case .file(let path): try decodeImage(atPath: path, maxPixelSize: maxPixelSize, cancellation: cancellation)
        case .memory(let data): try decodeImage(data: data, name: name, maxPixelSize: maxPixelSize, cancellation: cancellation)
        }
    }
}
