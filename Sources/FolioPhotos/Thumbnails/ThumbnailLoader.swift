import FolioCore
import FolioSDL
import Foundation
import Synchronization

/// Gives the grid's image nodes a photo's thumbnail under the freedesktop Thumbnail Managing
/// Standard: a fresh one already in the store (ours or another program's, at the size asked or
/// larger) is used as it is; otherwise the photo is decoded at the thumbnail's box (libjpeg's DCT
/// scaling, EXIF orientation applied, never enlarged: a photo smaller than the box is
/// thumbnailed at its own size, so every photo has a thumbnail other programs can use too),
/// written into the store, and that file is handed back. It is returned as `.file`, not as
/// encoded bytes in memory: a fresh thumbnail is a file either way, so the pipeline reads one
/// kind of source, and a PNG of the box's size is read from the page cache in far less time
/// than the decode it saves.
///
/// A photo that fails to decode gets a failure record and is not tried again until it changes;
/// its error names the file and the problem, which the node shows on its placeholder. When the
/// store cannot be written (a full disk, a read-only cache), the photo's own file is handed
/// back, decoded by the pipeline at the cell's size: slower, never blank. Any thread, several
/// workers at once.
final class ThumbnailLoader: ImageLoader {
    /// "thumbnails".
    let name = "thumbnails"
    /// Where thumbnails are looked up and written.
    let store: ThumbnailStore
    /// Decodes photos into thumbnails.
    let decoder: SDLImageDecoder
    /// What the loader has done, for the bench. Any thread.
    let counters = ThumbnailCounters()
    /// Whether the store's being unwritable has been logged: once is enough for a whole grid.
    private let loggedUnwritable = Atomic<Bool>(false)

    /// A loader over `store`, decoding with `decoder`. Any thread.
    init(store: ThumbnailStore, decoder: SDLImageDecoder = SDLImageDecoder()) {
        self.store = store
        self.decoder = decoder
    }

    // MARK: - Keys

    /// What a key asks for.
    struct Request: Sendable, Hashable {
        /// The thumbnail size wanted (a larger fresh one is used as well).
        var size: ThumbnailSize
        /// The photo's absolute path.
        var path: String
        /// The photo's format as the scan found it, for `Thumb::Mimetype`; nil when unknown.
        var format: PhotoFormat?
    }

    /// The key of `record`'s thumbnail at `size`: the size, the modification time (ns) and
    /// byte count the grid knows, the format and the path, so that a photo that changed is a new
    /// image to the pipeline's decoded-image cache. The store still holds the thumbnail to the
    /// file's modification time when loading. Any thread.
    static func key(for record: PhotoRecord, size: ThumbnailSize) -> String {
        "\(size.rawValue)|\(record.modificationTime)|\(record.byteCount)|\(record.format.rawValue)|\(record.path)"
    }

    /// What `key` asks for, or nil when it is no key `key(for:size:)` makes. Any thread.
    static func request(fromKey key: String) -> Request? {
        // The path comes last and may hold anything, "|" included.
        let fields = key.split(separator: "|", maxSplits: 4, omittingEmptySubsequences: false)
        guard fields.count == 5, let size = ThumbnailSize(rawValue: String(fields[0])),
              Int64(fields[1]) != nil, Int64(fields[2]) != nil, fields[4].hasPrefix("/") else { return nil }
        return Request(size: size, path: String(fields[4]), format: PhotoFormat(rawValue: String(fields[3])))
    }

    // MARK: - Loading

    /// The thumbnail `key` asks for: a fresh one's file, or one made now. Throws an
    /// `ImageDecodingError` naming the photo and the problem, or a cancellation once
    /// `cancellation` is cancelled. Called on a worker.
    func loadImage(key: String, cancellation: CancellationToken?) throws -> LoadedImageBytes {
        guard let request = Self.request(fromKey: key) else { throw ImageDecodingError(path: key, reason: "not a thumbnail key") }
        return try thumbnail(of: request, cancellation: cancellation)
    }

    /// The thumbnail `request` asks for. Called on a worker.
    func thumbnail(of request: Request, cancellation: CancellationToken?) throws(ImageDecodingError) -> LoadedImageBytes {
        let path = request.path
        guard cancellation?.isCancelled != true else { throw .cancelled(path: path) }
        let original = try ThumbnailStore.original(atPath: path).get()
        if let fresh = store.freshThumbnail(of: original, atLeast: request.size) {
            counters.addReused()
            return .file(fresh.path)
        }
        if let reason = store.freshFailure(of: original) {
            counters.addSkippedAsFailed()
            throw ImageDecodingError(path: path, reason: reason.isEmpty ? "could not be thumbnailed" : reason)
        }
        return try make(original, size: request.size, mimeType: request.format?.mimeType, cancellation: cancellation)
    }

    /// Decodes `original` at `size`'s box, writes its thumbnail and returns it; records a
    /// failure when it does not decode.
    private func make(
        _ original: ThumbnailOriginal, size: ThumbnailSize, mimeType: String?, cancellation: CancellationToken?
    ) throws(ImageDecodingError) -> LoadedImageBytes {
        let clock = ContinuousClock()
        let start = clock.now
        let path = original.path
        // The header's upright size (a few kilobytes read) says which side is longer; the
        // decoder then covers just that side's box, so the other comes out no larger.
        let upright = decoder.pixelSize(ofImageAtPath: path)
        let box = Double(size.boxSide)
        let bounds = if let upright, upright.height > upright.width { Size(width: 0, height: box) } else { Size(width: box, height: 0) }
        let bitmap: SDLSurfaceBitmap
        do {
            bitmap = try decoder.decode(atPath: path, maxPixelSize: bounds, cancellation: cancellation)
        } catch where error.isCancellation {
            throw error
        } catch {
            do {
                try store.recordFailure(of: original, mimeType: mimeType, reason: error.reason)
            } catch {
                logUnwritable(error)
            }
            counters.addFailed(taking: clock.now - start)
            throw error
        }
        do {
            let written = try store.write(
                bitmap, of: original, size: size, mimeType: mimeType, imageWidth: upright.map { Int($0.width) },
                imageHeight: upright.map { Int($0.height) }, isCancelled: { cancellation?.isCancelled ?? false })
            counters.addMade(taking: clock.now - start)
            return .file(written)
        } catch where error.isCancellation {
            throw .cancelled(path: path)
        } catch {
            logUnwritable(error)
            return .file(path)
        }
    }

    /// Logs, the first time only, that the store cannot be written and why.
    private func logUnwritable(_ error: PNGFileError) {
        guard !loggedUnwritable.exchange(true, ordering: .relaxed) else { return }
        FolioLogger.content.line(.warning, "cannot write thumbnails into \(store.root) (\(error)); photos are decoded from their files instead")
    }
}
