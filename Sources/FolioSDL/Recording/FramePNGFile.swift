import CFolioImage
import Foundation

/// Writes one recorded frame as a PNG file so that a file with a frame's name is always a whole
/// PNG: the frame is encoded into a temporary file beside it, every write and the close are
/// checked (a full disk, an I/O error), and only then is it renamed to the frame's name; on any
/// failure or cancellation the temporary file is removed. Any thread.
enum FramePNGFile {
    /// How writing a frame ended.
    enum Outcome: Equatable, Sendable {
        case written
        /// Stopped because the caller asked; nothing is left in the folder.
        case cancelled
        /// Could not be written, for the reason given (the system's words); nothing is left in
        /// the folder.
        case failed(String)
    }

    /// zlib's fastest level with the "up" filter alone: about six times faster than libpng's
    /// defaults (level 6, every filter tried on every row) for files about a third larger, so
    /// that recording keeps nearer the frame rate. Screens compress well with both.
    static let compressionLevel: Int32 = 1
    static let filters: Int32 = 0x20

    /// Writes `pixels` (`height` rows of `pitch` bytes, each starting with `width` pixels R, G,
    /// B) as frame `number` in `folder`; `isCancelled` is asked between rows.
    static func write(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, pitch: Int,
                      frame number: Int, in folder: FrameFolder, isCancelled: () -> Bool) -> Outcome {
        let name = FrameFolder.fileName(ofFrame: number)
        let temporary = folder.path(of: FrameFolder.temporaryName(ofFrame: number))
        guard width > 0, height > 0, pitch >= width * 3, pixels.count >= pitch * height else {
            return .failed("cannot write \(name): no pixels")
        }
        // O_NOFOLLOW: a link put in place of the temporary name is not followed out of the folder.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return .failed("cannot write \(name): \(String(cString: strerror(errno)))") }
        let result = encode(pixels, width: width, height: height, pitch: pitch, to: descriptor, isCancelled: isCancelled)
        // close(2) can report what write(2) did not (a network file system's deferred error).
        let closeError = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        var outcome: Outcome = switch result.status {
        case FOLIO_PNG_WRITTEN: closeError.map { .failed("cannot write \(name): \($0)") } ?? .written
        case FOLIO_PNG_WRITE_CANCELLED: .cancelled
        case FOLIO_PNG_WRITE_FAILED: .failed("cannot write \(name): \(String(cString: strerror(result.error_number)))")
        default: .failed("cannot encode \(name): \(message(of: result))")
        }
        if outcome == .written, rename(temporary, folder.path(of: name)) != 0 {
            outcome = .failed("cannot rename the written \(name) into place: \(String(cString: strerror(errno)))")
        }
        if outcome != .written { unlink(temporary) }
        return outcome
    }

    /// Runs the C encoder on `descriptor`.
    private static func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, pitch: Int,
                               to descriptor: Int32, isCancelled: () -> Bool) -> folio_png_write_result {
        withoutActuallyEscaping(isCancelled) { isCancelled in
            let box = CancellationBox(isCancelled: isCancelled)
            var request = folio_png_write_request()
            request.fd = descriptor
            request.pixels = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self)
            request.width = UInt32(clamping: width)
            request.height = UInt32(clamping: height)
            request.pitch = pitch
            request.compression_level = compressionLevel
            request.filters = filters
            request.is_cancelled = { context in
                Unmanaged<CancellationBox>.fromOpaque(context!).takeUnretainedValue().isCancelled() ? 1 : 0
            }
            request.context = Unmanaged.passUnretained(box).toOpaque()
            return withExtendedLifetime(box) { folio_png_write(&request) }
        }
    }

    /// The result's message as a Swift string.
    private static func message(of result: folio_png_write_result) -> String {
        withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Carries the caller's question through the C encoder's context pointer. Used by the one
    /// thread that runs the encode.
    private final class CancellationBox {
        let isCancelled: () -> Bool

        init(isCancelled: @escaping () -> Bool) {
            self.isCancelled = isCancelled
        }
    }
}
