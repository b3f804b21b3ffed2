import Foundation

/// A node that shows an image from a file, bytes in memory, a URL or an app's loader
/// (`ImageSource`), decoded on a worker when its item enters the preload range (scaled down to
/// the pixels its frame needs) and freed when the item leaves it. Any thread.
///
/// A remote image is fetched by the environment's `imageFetcher` from when the item enters the
/// preload range; until it arrives the node shows its placeholder (an image, a colour, or
/// nothing), and when it does the cell is laid out and drawn again on a worker. An item that
/// leaves the preload range withdraws its fetch (the transfer stops once nobody wants it) and
/// fetches again on its return, from the disk cache if it was kept there.
///
/// An image that cannot be shown shows the unavailable panel with the reason ("HTTP 404", "not a
/// JPEG, PNG, WebP or GIF image", "file is truncated"), is logged once, and is told to
/// `onFailure`. Nodes showing the same image (`ImageSource.sharingKey`) at the same pixel size
/// share one decoded image through the environment's `imageCache` unless `usesImageCache` is
/// false.
public final class ImageNode: DisplayNode, @unchecked Sendable {
    // @unchecked: everything mutable is behind `state`'s lock.

    /// How the image fills the node's frame. Any thread.
    public let contentMode: ContentMode
    /// Whether the node takes its image from the environment's `imageCache` (shared with the
    /// nodes showing the same image at the same size) rather than decoding its own: opt out for
    /// an image that must not be shared, such as a file rewritten in place while shown. Any thread.
    public let usesImageCache: Bool

    private enum Content {
        case none
        case decoded(any DecodedImage)
        case failed(ImageDecodingError)
    }

    private struct State {
        var source: ImageSource
        /// Counts source changes, so that work for an old source does not land on a new one.
        var sourceVersion = 0
        var content = Content.none
        /// The image of the previous source, shown until the new one is ready.
        var previous: (any DecodedImage)?
        /// The fetch of a remote source under way (or finished, until its bytes are decoded).
        var fetch: (any ImageFetch)?
        /// The placeholder image, once decoded.
        var placeholder: (any DecodedImage)?
        var placeholderImage: ImageSource?
        var placeholderColor: Color?
        var placeholderFadeDuration = ImageNode.defaultPlaceholderFadeDuration
        /// What asks the cell showing the node to be laid out and drawn again.
        var contentChanged: (@Sendable () -> Void)?
        var onFailure: (@Sendable (ImageDecodingError) -> Void)?
        var hasLoggedFailure = false
        /// Whether the last drawing showed the placeholder (or the previous source's image)
        /// for lack of the image: the next one showing the image fades to it.
        var drewPlaceholder = false
        /// Whether the last drawing showed the image in part (a progressive JPEG's first
        /// scans): the whole of it then arrives at once, without a fade.
        var drewPartial = false
        /// The fade the last drawing asked for (0: the image arrived, to be shown at once),
        /// until the cell's job takes it.
        var arrivalFade: Double?
        /// The image's animation, when it is an animated one and the item is loaded.
        var animation: ImageAnimation?
        /// What the bytes of a fetch under way show so far (a progressive JPEG's first scans).
        var partial: PartialImage?
        /// The received byte count the cell was last drawn again for, to show more of the image.
        var partialBytes = 0
        /// How many bytes the last partial decode was given: a job's preload and drawing both
        /// ask, and the same bytes are not decoded twice.
        var partialDecodedBytes = 0
        /// Whether the fetch under way has shown it holds nothing to show early (a baseline
        /// JPEG, a PNG): the cell is not drawn again until it ends.
        var partialUnavailable = false
    }

    /// How many more bytes must arrive before the cell is drawn again to show more of a
    /// progressive image: about a scan of a photo a phone screen shows.
    static let partialStepByteCount = 48 << 10

    private let state: Locked<State>

    /// How long the fade from the placeholder to an arriving image lasts by default, in seconds.
    public static let defaultPlaceholderFadeDuration = 0.2

    /// A node showing the image from `source` by `contentMode`, its corners rounded by
    /// `cornerRadius`, sharing its decoded image through the environment's cache unless
    /// `usesImageCache` is false. Any thread, usually the node block's.
    public init(source: ImageSource, contentMode: ContentMode = .scaleAspectFill, cornerRadius: Double = 0, usesImageCache: Bool = true) {
        self.contentMode = contentMode
        self.usesImageCache = usesImageCache
        state = Locked(State(source: source))
        super.init()
        self.cornerRadius = cornerRadius
    }

    /// A node showing the file at `path`. Any thread, usually the node block's.
    public convenience init(path: String, contentMode: ContentMode = .scaleAspectFill, cornerRadius: Double = 0, usesImageCache: Bool = true) {
        self.init(source: .file(path), contentMode: contentMode, cornerRadius: cornerRadius, usesImageCache: usesImageCache)
    }

    /// A node showing the image at `url` (`file`, `http` or `https`). Any thread, usually the
    /// node block's.
    public convenience init(url: URL, contentMode: ContentMode = .scaleAspectFill, cornerRadius: Double = 0, usesImageCache: Bool = true) {
        self.init(source: .url(url), contentMode: contentMode, cornerRadius: cornerRadius, usesImageCache: usesImageCache)
    }

    // MARK: - What it shows

    /// Where the image comes from. Setting another source lets go of the old one's work (a
    /// fetch is withdrawn) and asks the cell to be laid out and drawn again on a worker
    /// (`setNeedsLayout()`); the old image shows until the new one is ready. Any thread.
    public var source: ImageSource {
        get { state.withLock { $0.source } }
        set {
            let (fetch, contentChanged, animation) = state.withLock { state -> ((any ImageFetch)?, (@Sendable () -> Void)?, ImageAnimation?) in
                state.source = newValue
                state.sourceVersion += 1
                if case .decoded(let image) = state.content { state.previous = image }
                state.content = .none
                state.hasLoggedFailure = false
                Self.forgetPartial(&state)
                defer {
                    state.fetch = nil
                    state.animation = nil
                }
                return (state.fetch, state.contentChanged, state.animation)
            }
            fetch?.cancel()
            animation?.stop()
            // A node not preloaded yet finds its cell through its supernodes.
            if let contentChanged { contentChanged() } else { contentDidChange() }
        }
    }

    /// The file shown, when the source is a file; else nil. Any thread.
    public var path: String? {
        if case .file(let path) = source.kind { return path }
        return nil
    }

    /// What shows until the image is ready: an image (a file, memory or an app's loader; a
    /// remote placeholder is not fetched), decoded at the node's size. Any thread.
    public var placeholderImage: ImageSource? {
        get { state.withLock { $0.placeholderImage } }
        set { state.withLock { $0.placeholderImage = newValue; $0.placeholder = nil } }
    }

    /// What shows until the image is ready when there is no placeholder image: a colour filling
    /// the frame (with its corners), or nothing when nil (the default). Any thread.
    public var placeholderColor: Color? {
        get { state.withLock { $0.placeholderColor } }
        set { state.withLock { $0.placeholderColor = newValue } }
    }

    /// How long the change from the placeholder to an image that arrives later (a download)
    /// fades, in seconds; 0 changes at once. Texture's `placeholderFadeDuration`. Any thread.
    public var placeholderFadeDuration: Double {
        get { state.withLock { $0.placeholderFadeDuration } }
        set { state.withLock { $0.placeholderFadeDuration = newValue.isFinite ? max(0, newValue) : 0 } }
    }

    /// Called once for each failure to show the image, with why (on the worker that found it).
    /// Any thread.
    public var onFailure: (@Sendable (ImageDecodingError) -> Void)? {
        get { state.withLock { $0.onFailure } }
        set { state.withLock { $0.onFailure = newValue } }
    }

    /// The decoded image while the item is in the preload range, else nil. Any thread.
    public var decodedImage: (any DecodedImage)? {
        if case .decoded(let image) = state.withLock({ $0.content }) { return image }
        return nil
    }

    /// Why the image cannot be shown, if it cannot. Any thread.
    public var decodingError: ImageDecodingError? {
        if case .failed(let error) = state.withLock({ $0.content }) { return error }
        return nil
    }

    /// Whether the image is still on its way: a fetch under way, nothing decoded or failed yet.
    /// Any thread.
    public var isLoading: Bool {
        state.withLock { state in
            guard case .none = state.content, let fetch = state.fetch else { return false }
            if case .loading = fetch.state { return true }
            return false
        }
    }

    // MARK: - Loading

    /// Loads and decodes the image for a frame of `size` unless it is decoded or has failed:
    /// a file, memory or an app's loader at once; a remote image once its fetch has finished
    /// (the fetch is started here, and the cell is drawn again when it ends). A decode cancelled
    /// through `environment.cancellation` leaves the node as it was, to decode again when its
    /// item is wanted; a failure is kept and logged once. Called on a worker.
    public override func preload(size: Size, environment: LayoutEnvironment) {
        let (source, version) = state.withLock { state -> (ImageSource?, Int) in
            if let contentChanged = environment.contentChanged { state.contentChanged = contentChanged }
            guard case .none = state.content else { return (nil, state.sourceVersion) }
            return (state.source, state.sourceVersion)
        }
        guard let source, let decoder = environment.imageDecoder else { return }
        let pixels = Size(width: (size.width * environment.displayScale).rounded(.up),
                          height: (size.height * environment.displayScale).rounded(.up))
        let maxPixelSize = pixels.isEmpty ? nil : pixels
        preloadPlaceholder(maxPixelSize: maxPixelSize, decoder: decoder, environment: environment)
        let bytes: LoadedImageBytes
        switch load(source, version: version, maxPixelSize: maxPixelSize, environment: environment) {
        case .ready(let loaded): bytes = loaded
        case .waiting, .cancelled: return
        case .failed(let error):
            finish(.failed(error), version: version)
            return
        }
        let result: Content
        do {
            try startAnimation(bytes, name: source.description, size: size, maxPixelSize: maxPixelSize, version: version,
                               decoder: decoder, environment: environment)
            let decode = { () throws(ImageDecodingError) -> any DecodedImage in
                try decoder.decodeImage(bytes, name: source.description, maxPixelSize: maxPixelSize, cancellation: environment.cancellation)
            }
            if usesImageCache, let cache = environment.imageCache {
                result = .decoded(try cache.image(forKey: source.sharingKey, maxPixelSize: maxPixelSize,
                                                  cancellation: environment.cancellation, decode: decode))
            } else {
                result = .decoded(try decode())
            }
        } catch where error.isCancellation {
            return
        } catch {
            // Errors name what the app knows the image by, not the disk cache's file.
            result = .failed(ImageDecodingError(path: source.description, reason: error.reason))
        }
        finish(result, version: version)
    }

    /// Where loading the bytes of a source stands.
    private enum Loading {
        case ready(LoadedImageBytes)
        /// A fetch is under way; the cell is drawn again when it ends.
        case waiting
        case cancelled
        case failed(ImageDecodingError)
    }

    /// The bytes of `source`, or why not yet or not at all.
    private func load(_ source: ImageSource, version: Int, maxPixelSize: Size?, environment: LayoutEnvironment) -> Loading {
        switch source.kind {
        case .file(let path):
            return .ready(.file(path))
        case .memory(let data, _):
            return .ready(.memory(data))
        case .loader(let loader, let key):
            do {
                return .ready(try loader.loadImage(key: key, cancellation: environment.cancellation))
            } catch {
                if environment.cancellation?.isCancelled == true { return .cancelled }
                return .failed(ImageDecodingError(path: source.description, reason: Self.reason(of: error)))
            }
        case .remote(let url):
            guard let fetcher = environment.imageFetcher else {
                return .failed(ImageDecodingError(path: source.description, reason: "no image fetcher"))
            }
            guard ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
                return .failed(ImageDecodingError(path: source.description, reason: "unsupported URL scheme \(url.scheme ?? "(none)")"))
            }
            let fetch = state.withLock { state -> (any ImageFetch)? in
                guard state.sourceVersion == version else { return nil }
                if state.fetch == nil {
                    state.fetch = fetcher.fetch(url, priority: environment.imageFetchPriority) { [weak self] in
                        self?.fetchChanged(version: version)
                    }
                }
                return state.fetch
            }
            switch fetch?.state {
            case nil: return .cancelled
            case .loading:
                if let fetch { showPartial(of: fetch, version: version, maxPixelSize: maxPixelSize, environment: environment) }
                return .waiting
            case .finished(let bytes): return .ready(bytes)
            case .failed(let reason): return .failed(ImageDecodingError(path: source.description, reason: reason))
            }
        }
    }

    /// Opens `bytes` as an animation if they hold one, unless one plays already: its frames
    /// are drawn at `size` (the node's frame) with the node's content mode and corners, so that
    /// the host only places them over the cell. The still image (its first frame) is decoded
    /// as any image is, for the cell's own bitmap.
    private func startAnimation(
        _ bytes: LoadedImageBytes, name: String, size: Size, maxPixelSize: Size?, version: Int,
        decoder: any ImageDecoder, environment: LayoutEnvironment
    ) throws(ImageDecodingError) {
        guard let rasterizer = environment.rasterizer, !size.isEmpty, state.withLock({ $0.animation == nil }),
              let frames = try decoder.openAnimation(bytes, name: name, maxPixelSize: maxPixelSize) else { return }
        let scale = environment.displayScale, contentMode = self.contentMode, cornerRadius = self.cornerRadius
        let bounds = Rect(origin: .zero, size: size)
        let animation = ImageAnimation(frames: frames, name: name) { image in
            guard let context = rasterizer.makeContext(size: size, scale: scale) else { return nil }
            context.drawImage(image, in: bounds, contentMode: contentMode, cornerRadius: cornerRadius)
            return rasterizer.finish(context)
        }
        let kept = state.withLock { state -> Bool in
            guard state.sourceVersion == version, state.animation == nil else { return false }
            state.animation = animation
            return true
        }
        if !kept { animation.stop() }
    }

    /// The animation playing, when the image is an animated one and its item is loaded. Any
    /// thread.
    var animation: ImageAnimation? { state.withLock { $0.animation } }

    /// A fetch moved: once it has ended, the cell is laid out and drawn again, which decodes
    /// the bytes (or shows the failure) on a worker; while it loads, every
    /// `partialStepByteCount` bytes, to show more of an image that can be shown in part.
    private func fetchChanged(version: Int) {
        let contentChanged = state.withLock { state -> (@Sendable () -> Void)? in
            guard state.sourceVersion == version, let fetch = state.fetch else { return nil }
            if case .loading(let received, _) = fetch.state {
                guard !state.partialUnavailable, received - state.partialBytes >= Self.partialStepByteCount else { return nil }
                state.partialBytes = received
            }
            return state.contentChanged
        }
        contentChanged?()
    }

    /// Decodes what the bytes of `fetch` received so far show, keeping it if it has more scans
    /// than what shows now; bytes that show nothing early stop the tries for this fetch.
    private func showPartial(of fetch: any ImageFetch, version: Int, maxPixelSize: Size?, environment: LayoutEnvironment) {
        guard let decoder = environment.imageDecoder, !state.withLock({ $0.partialUnavailable }),
              let data = fetch.receivedData, data.count >= Self.partialStepByteCount else { return }
        let isNew = state.withLock { state -> Bool in
            guard state.sourceVersion == version, data.count > state.partialDecodedBytes else { return false }
            state.partialDecodedBytes = data.count
            return true
        }
        guard isNew else { return }
        let name = state.withLock { $0.source.description }
        let partial = decoder.decodePartialImage(data: data, name: name, maxPixelSize: maxPixelSize,
                                                 cancellation: environment.cancellation)
        state.withLock { state in
            guard state.sourceVersion == version else { return }
            guard let partial else {
                if environment.cancellation?.isCancelled != true { state.partialUnavailable = true }
                return
            }
            if partial.scanCount > state.partial?.scanCount ?? 0 { state.partial = partial }
        }
    }

    /// Keeps `result` unless the source changed meanwhile, and logs and reports a failure once.
    private func finish(_ result: Content, version: Int) {
        let report = state.withLock { state -> (ImageDecodingError, (@Sendable (ImageDecodingError) -> Void)?)? in
            guard state.sourceVersion == version else { return nil }
            state.content = result
            state.fetch = nil
            state.previous = nil
            Self.forgetPartial(&state)
            guard case .failed(let error) = result else { return nil }
            guard !state.hasLoggedFailure else { return nil }
            state.hasLoggedFailure = true
            return (error, state.onFailure)
        }
        guard let (error, onFailure) = report else { return }
        FolioLogger.content.line(.warning, "cannot show image \(error.path): \(error.reason)")
        onFailure?(error)
    }

    /// Decodes the placeholder image, if there is one and it is not decoded yet; one that cannot
    /// be decoded is left out (the colour, if any, shows instead).
    private func preloadPlaceholder(maxPixelSize: Size?, decoder: any ImageDecoder, environment: LayoutEnvironment) {
        guard let source = state.withLock({ $0.placeholder == nil ? $0.placeholderImage : nil }) else { return }
        let bytes: LoadedImageBytes
        switch source.kind {
        case .file(let path): bytes = .file(path)
        case .memory(let data, _): bytes = .memory(data)
        case .loader(let loader, let key):
            guard let loaded = try? loader.loadImage(key: key, cancellation: environment.cancellation) else { return }
            bytes = loaded
        case .remote: return
        }
        let decode = { () throws(ImageDecodingError) -> any DecodedImage in
            try decoder.decodeImage(bytes, name: source.description, maxPixelSize: maxPixelSize, cancellation: environment.cancellation)
        }
        let image: (any DecodedImage)?
        if let cache = environment.imageCache {
            image = try? cache.image(forKey: source.sharingKey, maxPixelSize: maxPixelSize, cancellation: environment.cancellation, decode: decode)
        } else {
            image = try? decode()
        }
        guard let image else { return }
        state.withLock { if $0.placeholderImage?.sharingKey == source.sharingKey { $0.placeholder = image } }
    }

    /// Forgets what a fetch showed of its image in part.
    private static func forgetPartial(_ state: inout State) {
        state.partial = nil
        state.partialBytes = 0
        state.partialDecodedBytes = 0
        state.partialUnavailable = false
    }

    /// An error's description cut to one line of at most 60 characters, for a placeholder.
    static func reason(of error: any Error) -> String {
        let line = String(describing: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        guard !line.isEmpty else { return "could not be loaded" }
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }

    // MARK: - Memory

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
        state.withLock { state in
            var total = state.placeholder?.byteCount ?? 0
            if case .decoded(let image) = state.content { total += image.byteCount }
            return total + (state.previous?.byteCount ?? 0) + (state.animation?.byteCount ?? 0) + (state.partial?.image.byteCount ?? 0)
        }
    }

    /// Lets go of the decoded image (freed once no other node shares it) and withdraws a fetch
    /// under way; a failure is kept. Any thread.
    public override func clearPreloadedData() {
        let (fetch, animation) = state.withLock { state -> ((any ImageFetch)?, ImageAnimation?) in
            if case .decoded = state.content { state.content = .none }
            state.previous = nil
            state.placeholder = nil
            Self.forgetPartial(&state)
            defer {
                state.fetch = nil
                state.animation = nil
            }
            return (state.fetch, state.animation)
        }
        fetch?.cancel()
        animation?.stop()
    }

    // MARK: - Drawing

    /// Draws the image, loading it first if it was not preloaded; while it is on its way, the
    /// previous source's image or the placeholder; or the unavailable panel saying why it cannot
    /// be shown. Called on a worker.
    public override func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        if case .none = state.withLock({ $0.content }) {
            preload(size: frame.size, environment: environment)
        }
        let (content, previous, placeholder, color, waiting) = state.withLock { state in
            let waiting = state.fetch != nil
            switch state.content {
            case .none where waiting:
                // An image shown in part is no placeholder: the whole of it replaces it at once.
                state.drewPlaceholder = state.partial == nil
                state.drewPartial = state.partial != nil
            case .decoded:
                if state.drewPlaceholder {
                    state.arrivalFade = state.placeholderFadeDuration
                } else if state.drewPartial {
                    state.arrivalFade = 0
                }
                state.drewPlaceholder = false
                state.drewPartial = false
            default:
                state.drewPlaceholder = false
                state.drewPartial = false
            }
            return (state.content, state.partial?.image ?? state.previous, state.placeholder, state.placeholderColor, waiting)
        }
        switch content {
        case .decoded(let image):
            context.drawImage(image, in: frame, contentMode: contentMode, cornerRadius: cornerRadius)
        case .failed(let error):
            drawPlaceholder(reason: error.reason, in: frame, context: context, environment: environment)
        case .none where environment.imageDecoder == nil:
            drawPlaceholder(reason: "no image decoder", in: frame, context: context, environment: environment)
        case .none where waiting:
            if let image = previous ?? placeholder {
                context.drawImage(image, in: frame, contentMode: contentMode, cornerRadius: cornerRadius)
            } else if let color {
                context.fillRoundedRect(frame, radius: cornerRadius, color: color)
            }
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

extension ImageNode: ArrivingContent {
    func takeArrivalFadeDuration() -> Double? {
        state.withLock { state in
            defer { state.arrivalFade = nil }
            return state.arrivalFade
        }
    }
}
