/// Decoded images shared by every image node that shows the same image at the same pixel size, so
/// that a photo many cells show (avatars cut from a few photos, a grid that repeats photos) is
/// decoded once. Any thread, several at once.
///
/// Images are held weakly: the cache keeps an image only while some node (or anyone) holds it,
/// so memory still follows the preload range; an image whose last holder lets go is freed and
/// decoded again when next asked for.
///
/// Requests for an image whose decode is under way wait for it instead of decoding it twice. A
/// waiter whose cancellation token is cancelled stops waiting at once and leaves the decode
/// running for the others; if the decoding request itself is cancelled, its decode stops and
/// the waiters still wanted ask again, one of them decoding.
///
/// Failures are not kept: the requests waiting on a decode that fails share its error, and the
/// next request decodes again (a file may be fixed or finish copying; a node keeps its own
/// failure, so one node does not retry while shown).
///
/// The key is the image's `ImageSource.sharingKey` and the pixel size asked for; the decoder is
/// not part of it, so one cache serves one decoder (or decoders that decode alike), as a
/// `RenderingBackend`'s does.
public final class DecodedImageCache: @unchecked Sendable {
    // @unchecked: everything mutable is behind `state`'s lock.

    /// What a decode is asked for: the same image at another size is another image.
    private struct Key: Hashable {
        /// The image's `ImageSource.sharingKey`.
        let image: String
        let maxPixelSize: Size?
    }

    private enum Entry {
        case decoding(PendingImageDecode)
        case decoded(WeakImage)
    }

    /// An image held without keeping it alive.
    private struct WeakImage {
        weak var image: (any DecodedImage)?
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var statistics = DecodedImageCacheStatistics()
        /// Entries past this count trigger a sweep of those whose image is gone.
        var sweepThreshold = DecodedImageCache.minimumSweepThreshold
    }

    /// Below this many entries, those whose image is gone are left alone: a sweep would cost more
    /// than the few bytes they hold.
    private static let minimumSweepThreshold = 64

    private let state = Locked(State())

    /// An empty cache. Any thread.
    public init() {}

    /// The file at `path` decoded by `decoder` to cover at most `maxPixelSize` (as
    /// `ImageDecoder.decodeImage`), shared as `ImageSource.file(path)` is. Called on a worker.
    public func image(
        atPath path: String, maxPixelSize: Size?, decoder: any ImageDecoder, cancellation: CancellationToken?
    ) throws(ImageDecodingError) -> any DecodedImage {
        do {
            return try image(forKey: ImageSource.file(path).sharingKey, maxPixelSize: maxPixelSize, cancellation: cancellation) { () throws(ImageDecodingError) in
                try decoder.decodeImage(atPath: path, maxPixelSize: maxPixelSize, cancellation: cancellation)
            }
        } catch where error.isCancellation {
            throw .cancelled(path: path)
        }
    }

    /// The image `key` names (an `ImageSource.sharingKey`) at `maxPixelSize`: the one already
    /// decoded if someone still holds it, else the one being decoded once that ends, else what
    /// `decode` makes now (it must decode to cover at most `maxPixelSize` and check
    /// `cancellation`). Throws the decode's error, or a cancellation (naming `key`) once
    /// `cancellation` is cancelled. Called on a worker.
    public func image(
        forKey key: String, maxPixelSize: Size?, cancellation: CancellationToken?,
        decode: () throws(ImageDecodingError) -> any DecodedImage
    ) throws(ImageDecodingError) -> any DecodedImage {
        let key = Key(image: key, maxPixelSize: maxPixelSize)
        while true {
            if cancellation?.isCancelled == true { throw .cancelled(path: key.image) }
            switch claim(key) {
            case .found(let image):
                return image
            case .decode(let pending):
                return try run(decode, for: key, pending: pending)
            case .wait(let pending):
                switch pending.wait(cancellation: cancellation) {
                case .image(let image): return image
                case .failure(let error): throw error
                case .cancelled: state.withLock { $0.statistics.retryCount += 1 }
                case nil: throw .cancelled(path: key.image)
                }
            }
        }
    }

    /// What the cache has done so far. Any thread.
    public var statistics: DecodedImageCacheStatistics {
        state.withLock { $0.statistics }
    }

    /// How many images the cache can hand out now: those decoded that someone still holds.
    /// Walks every entry. Any thread.
    public var liveImageCount: Int {
        state.withLock { state in
            state.entries.values.count { if case .decoded(let weak) = $0 { weak.image != nil } else { false } }
        }
    }

    // MARK: - Steps

    private enum Claim {
        case found(any DecodedImage)
        case wait(PendingImageDecode)
        case decode(PendingImageDecode)
    }

    /// A live image for `key`, or the decode under way to wait on, or a new decode this request
    /// must run (already registered, so others wait on it).
    private func claim(_ key: Key) -> Claim {
        state.withLock { state in
            switch state.entries[key] {
            case .decoded(let weak):
                if let image = weak.image {
                    state.statistics.hitCount += 1
                    return .found(image)
                }
            case .decoding(let pending):
                state.statistics.joinCount += 1
                return .wait(pending)
            case nil:
                break
            }
            let pending = PendingImageDecode()
            state.entries[key] = .decoding(pending)
            state.statistics.decodeCount += 1
            return .decode(pending)
        }
    }

    /// Runs the decode this request claimed, records an image (weakly) or forgets the key, and
    /// tells the waiters.
    private func run(
        _ decode: () throws(ImageDecodingError) -> any DecodedImage, for key: Key, pending: PendingImageDecode
    ) throws(ImageDecodingError) -> any DecodedImage {
        let outcome: PendingImageDecode.Outcome
        do {
            outcome = .image(try decode())
        } catch where error.isCancellation {
            outcome = .cancelled
        } catch {
            outcome = .failure(error)
        }
        state.withLock { state in
            if case .image(let image) = outcome {
                state.entries[key] = .decoded(WeakImage(image: image))
                Self.sweepIfDue(&state)
            } else {
                state.entries[key] = nil
            }
        }
        pending.finish(outcome)
        switch outcome {
        case .image(let image): return image
        case .failure(let error): throw error
        case .cancelled: throw .cancelled(path: key.image)
        }
    }

    /// Drops the entries whose image is gone once there are many, so that a long scroll through
    /// thousands of photos does not leave a key behind for each; the threshold doubles with
    /// what stays, so sweeping costs a constant per entry added.
    private static func sweepIfDue(_ state: inout State) {
        guard state.entries.count > state.sweepThreshold else { return }
        state.entries = state.entries.filter { _, entry in
            if case .decoded(let weak) = entry { weak.image != nil } else { true }
        }
        state.sweepThreshold = max(minimumSweepThreshold, state.entries.count * 2)
    }
}
