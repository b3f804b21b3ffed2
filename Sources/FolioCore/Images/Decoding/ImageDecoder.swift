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

    /// What the first part of an image shows while the rest is on its way, when the format
    /// allows (a progressive JPEG: its scans complete so far, each sharper than the last), scaled
    /// to cover `maxPixelSize` as `decodeImage` scales; nil when it does not (a baseline JPEG, a
    /// PNG, too few bytes yet for a first scan). `data` is the start of the image, not all of
    /// it, and is held to the same limits. Called on a worker. A decoder that shows nothing of
    /// partial images need not implement it.
    func decodePartialImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) -> PartialImage?
}

/// What part of an image shows while its bytes arrive: the image its complete scans give, and
/// how many scans that is (a later partial image with more scans replaces it). A plain value:
/// usable on any thread.
public struct PartialImage: Sendable {
    /// The image as far as the bytes go.
    public var image: any DecodedImage
    /// The scans it is made of, from 1.
    public var scanCount: Int

    /// An image of `scanCount` scans. Any thread.
    public init(image: any DecodedImage, scanCount: Int) {
        self.image = image
        self.scanCount = scanCount
    }
}

extension ImageDecoder {
    /// Nothing of an image shows before all of it has arrived. Called on a worker.
    public func decodePartialImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) -> PartialImage? {
        nil
    }

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
