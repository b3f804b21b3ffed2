import CFolioImage
import FolioCore
import Foundation

extension SDLSurfaceBitmap {
    /// zlib's fastest level, with libpng's choice of filter for each row: photographs'
    /// thumbnails come out about 8% larger than at its default level 6, while making a 256-pixel
    /// one from a 12 MP JPEG took 18 ms of CPU instead of 26 ms. Inflating is about as fast
    /// whatever the level, so reading them back costs no more.
    static let pngCompressionLevel: Int32 = 1

    /// Writes the bitmap as a PNG file at `path`, RGB when `isOpaque` and RGBA otherwise (straight
    /// alpha, as the pixels are), with a tEXt chunk for each of `text` (keywords in order, before
    /// the pixels), so that a file of that name is always a whole PNG: it is encoded into a
    /// temporary file beside `path` created with `mode` (exactly, whatever the umask), every
    /// write and the close are checked, and only then is it renamed onto `path`, replacing what
    /// was there. On any failure or cancellation (`isCancelled` is asked between rows) the
    /// temporary file is removed and `path` is left as it was. A keyword must be 1 to 79
    /// printable Latin-1 characters and a text Latin-1 without NUL (a URI, a number). The
    /// folder must exist. Any thread.
    public func writePNG(
        toPath path: String, text: [(keyword: String, text: String)] = [], mode: mode_t = 0o644, isCancelled: () -> Bool = { false }
    ) throws(PNGFileError) {
        func failure(_ reason: String) -> PNGFileError { PNGFileError(path: path, reason: reason) }
        guard !path.utf8.contains(0), !path.hasSuffix("/") else { throw failure("not a file path") }
        var chunks: [(keyword: [CChar], text: [CChar])] = []
        for (keyword, value) in text {
            guard let keywordBytes = Self.latin1CString(keyword), (1...79).contains(keywordBytes.count - 1),
                  keyword.unicodeScalars.allSatisfy({ (32...126).contains($0.value) || (161...255).contains($0.value) }),
                  keyword.first != " ", keyword.last != " ", !keyword.contains("  ") else {
                throw failure("PNG text keyword \"\(keyword)\" is not 1 to 79 printable Latin-1 characters")
            }
            guard let textBytes = Self.latin1CString(value) else {
                throw failure("PNG text of \(keyword) is not Latin-1 without NUL")
            }
            chunks.append((keywordBytes, textBytes))
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(UInt64.random(in: 0...UInt64.max)).tmp").path
        // O_EXCL and O_NOFOLLOW: neither a file nor a link put in the temporary name's place is
        // written through.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        var outcome: PNGFileError?
        if fchmod(descriptor, mode) != 0 { outcome = failure(String(cString: strerror(errno))) }
        if outcome == nil { outcome = encodePNG(to: descriptor, chunks: chunks, path: path, isCancelled: isCancelled) }
        // close(2) can report what write(2) did not (a network file system's deferred error).
        if close(descriptor) != 0, outcome == nil { outcome = failure(String(cString: strerror(errno))) }
        if outcome == nil, rename(temporary, path) != 0 {
            outcome = failure("cannot rename the written file into place: \(String(cString: strerror(errno)))")
        }
        if let outcome {
            unlink(temporary)
            throw outcome
        }
    }

    /// Runs the C encoder on `descriptor`; nil when it wrote the whole PNG.
    private func encodePNG(
        to descriptor: Int32, chunks: [(keyword: [CChar], text: [CChar])], path: String, isCancelled: () -> Bool
    ) -> PNGFileError? {
        let result: folio_png_write_result = withoutActuallyEscaping(isCancelled) { isCancelled in
            let box = CancellationBox(isCancelled: isCancelled)
            var request = folio_png_write_request()
            request.fd = descriptor
            request.pixels = UnsafePointer(surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self))
            request.width = UInt32(clamping: pixelWidth)
            request.height = UInt32(clamping: pixelHeight)
            request.pitch = Int(surface.pointee.pitch)
            request.layout = FOLIO_PNG_PIXELS_ARGB32
            request.keep_alpha = isOpaque ? 0 : 1
            request.compression_level = Self.pngCompressionLevel
            request.is_cancelled = { context in
                Unmanaged<CancellationBox>.fromOpaque(context!).takeUnretainedValue().isCancelled() ? 1 : 0
            }
            request.context = Unmanaged.passUnretained(box).toOpaque()
            return withExtendedLifetime(box) {
                Self.withTexts(chunks) { texts in
                    request.texts = texts.baseAddress
                    request.text_count = texts.count
                    return folio_png_write(&request)
                }
            }
        }
        switch result.status {
        case FOLIO_PNG_WRITTEN: return nil
        case FOLIO_PNG_WRITE_CANCELLED: return PNGFileError(path: path, reason: "cancelled", isCancellation: true)
        case FOLIO_PNG_WRITE_FAILED: return PNGFileError(path: path, reason: String(cString: strerror(result.error_number)))
        default:
            let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return PNGFileError(path: path, reason: "cannot encode: \(message)")
        }
    }

    /// Runs `body` with C text chunks pointing into `chunks`, valid for its duration.
    private static func withTexts<Result>(
        _ chunks: [(keyword: [CChar], text: [CChar])], _ body: (UnsafeBufferPointer<folio_png_text>) -> Result
    ) -> Result {
        func nest(_ index: Int, _ built: [folio_png_text]) -> Result {
            guard index < chunks.count else { return built.withUnsafeBufferPointer(body) }
            return chunks[index].keyword.withUnsafeBufferPointer { keyword in
                chunks[index].text.withUnsafeBufferPointer { text in
                    nest(index + 1, built + [folio_png_text(keyword: keyword.baseAddress, text: text.baseAddress)])
                }
            }
        }
        return nest(0, [])
    }

    /// `string` as NUL-terminated Latin-1 bytes, or nil when it holds a NUL or a character past
    /// U+00FF.
    static func latin1CString(_ string: String) -> [CChar]? {
        var bytes: [CChar] = []
        bytes.reserveCapacity(string.unicodeScalars.count + 1)
        for scalar in string.unicodeScalars {
            guard scalar.value > 0, scalar.value <= 255 else { return nil }
            bytes.append(CChar(bitPattern: UInt8(scalar.value)))
        }
        return bytes + [0]
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
