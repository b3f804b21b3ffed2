
/// A node that shows an image file, decoded on a worker when its page enters the preload range
/// (scaled down to the pixels its frame needs) and freed when the page leaves it. A file that
/// cannot be decoded shows a placeholder with the reason, and is logged once. Nodes showing the
/// same file at the same pixel size share one decoded image through the environment's
/// `imageCache` unless `usesImageCache` is false. Any thread.
public final class ImageNode: DisplayNode, @unchecked Sendable {
    /// The file to show. Any thread.
    public let path: String
    /// How the image fills the node's frame. Any thread.
    public let contentMode: ContentMode
    /// Whether the node takes its image from the environment's `imageCache` (shared with the
    /// nodes showing the same file at the same size) rather than decoding its own: opt out for
    /// an image that must not be shared, such as a file rewritten in place while shown. Any thread.
    public let usesImageCache: Bool

    private enum Content {
        case none
        case decoded(any DecodedImage)
        case failed(ImageDecodingError)
    }

    private let content = Locked<Content>(.none)
    private let hasLogged = Locked(false)

    /// A node showing the file at `path` by `contentMode`, its corners rounded by
    /// `cornerRadius`, sharing its decoded image through the environment's cache unless
    /// `usesImageCache` is false. Any thread, usually the node block's.
    public init(path: String, contentMode: ContentMode = .scaleAspectFill, cornerRadius: Double = 0, usesImageCache: Bool = true) {
        self.path = path
        self.contentMode = contentMode
        self.usesImageCache = usesImageCache
        super.init()
        self.cornerRadius = cornerRadius
    }

    /// The decoded image while the page is in the preload range, else nil. Any thread.
    public var decodedImage: (any DecodedImage)? {
        if case .decoded(let image) = content.withLock({ $0 }) { return image }
        return nil
    }

    /// Why decoding failed, if it did. Any thread.
    public var decodingError: ImageDecodingError? {
        if case .failed(let error) = content.withLock({ $0 }) { return error }
        return nil
    }

    /// Decodes the image for a frame of `size` unless it is decoded or has failed. A decode
    /// cancelled through `environment.cancellation` leaves the node as it was, to decode again
    /// when its page is wanted; a failure is kept and logged once. Called on a worker.
    public override func preload(size: Size, environment: LayoutEnvironment) {
        if case .none = content.withLock({ $0 }) {} else { return }
        guard let decoder = environment.imageDecoder else { return }
        let pixels = Size(width: (size.width * environment.displayScale).rounded(.up),
                          height: (size.height * environment.displayScale).rounded(.up))
        let maxPixelSize = pixels.isEmpty ? nil : pixels
        let result: Content
        do {
            if usesImageCache, let cache = environment.imageCache {
                result = .decoded(try cache.image(atPath: path, maxPixelSize: maxPixelSize, decoder: decoder,
                                                  cancellation: environment.cancellation))
            } else {
                result = .decoded(try decoder.decodeImage(atPath: path, maxPixelSize: maxPixelSize,
                                                          cancellation: environment.cancellation))
            }
        } catch where error.isCancellation {
            return
        } catch {
            result = .failed(error)
            let first = hasLogged.withLock { logged in
                defer { logged = true }
                return !logged
            }
            if first { FolioLogger.content.line(.warning, "cannot show image \(error.path): \(error.reason)") }
        }
        content.withLock { $0 = result }
    }

    /// The bytes of the decoded image the node holds, in full even when other nodes share it.
    ///
    /// Why in full: the collection measures a cell's loaded data once, when it is loaded, and
    /// keeps that figure as what loading it again costs; a share that depended on how many other
    /// nodes hold the image at that moment would be wrong as soon as they let go (the last holder
    /// then keeps all of it). Counting in full never counts less than the memory held, so the
    /// budget stays an upper bound, and grants exactly what it granted before images were shared:
    /// sharing lowers the memory used, never raises it. What it over-counts is the bytes sharing
    /// saves, one image's worth per extra holder within the ranges; for the feeds' 40-point
    /// avatars that is about 6 KiB (25 KiB at scale 2) a repeat, small beside each cell's bitmap.
    /// Any thread.
    public override var preloadedByteCount: Int {
        decodedImage?.byteCount ?? 0
    }

    /// Lets go of the decoded image (freed once no other node shares it); a failure is kept.
    /// Any thread.
    public override func clearPreloadedData() {
        content.withLock { content in
            if case .decoded = content { content = .none }
        }
    }

    /// Draws the image, decoding it first if it was not preloaded, or the placeholder saying why
    /// it cannot be shown. Called on a worker.
    public override func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        if case .none = content.withLock({ $0 }) {
            preload(size: frame.size, environment: environment)
        }
        switch content.withLock({ $0 }) {
        case .decoded(let image):
            context.drawImage(image, in: frame, contentMode: contentMode, cornerRadius: cornerRadius)
        case .failed(let error):
            drawPlaceholder(reason: error.reason, in: frame, context: context, environment: environment)
        case .none where environment.imageDecoder == nil:
            drawPlaceholder(reason: "no image decoder", in: frame, context: context, environment: environment)
        case .none:
            break  // the decode was cancelled, so this drawing is for a job that is no longer wanted
        }
    }

    /// A visible stand-in for an image that cannot be shown: the unavailable panel with the
    /// reason, so the page still reads as a page and says what went wrong.
    private func drawPlaceholder(reason: String, in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        UnavailablePanel.draw(title: UnavailablePanel.photoTitle, reason: reason, in: frame, cornerRadius: cornerRadius,
                              context: context, environment: environment)
    }
}
