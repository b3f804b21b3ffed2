import CFolioImage
import FolioCore
import Foundation

/// Reads the text chunks (tEXt, zTXt, iTXt) a PNG file carries before its pixels, as the
/// freedesktop thumbnail standard keeps a thumbnail's `Thumb::URI` and `Thumb::MTime` in them,
/// without decoding a pixel: libpng reads the signature, the header and the chunks up to the
/// first IDAT and stops there, within `maxByteCount`. The file is opened as hostile input
/// (`RegularFile`: never a FIFO or device, never blocking); a file cut short, lying about a
/// chunk's length or failing a CRC is refused with a reason, never a crash. Any thread, several
/// at once.
public enum PNGTextReader {
    /// The most of a file read before its pixels by default: ample for a thumbnail's text, an
    /// ICC profile and EXIF, small against a hostile file's claims.
    public static let standardMaxByteCount = 1 << 20

    /// The text of every text chunk before the pixels of the PNG at `path`, by keyword (the
    /// first chunk wins when a keyword comes twice, so a later chunk cannot override it), or
    /// why it cannot be read. Any thread.
    public static func text(ofPNGAtPath path: String, maxByteCount: Int = standardMaxByteCount) -> Result<[String: String], PNGFileError> {
        let file: RegularFile
        switch RegularFile.open(atPath: path) {
        case .success(let opened): file = opened
        case .failure(let failure): return .failure(PNGFileError(path: path, reason: failure.description))
        }
        let collector = TextCollector()
        var request = folio_png_text_request()
        request.fd = file.descriptor
        request.max_bytes = UInt64(max(0, maxByteCount))
        request.context = Unmanaged.passUnretained(collector).toOpaque()
        request.on_text = { context, keyword, text, length, isUTF8 in
            guard let context, let keyword, let text else { return }
            let collector = Unmanaged<TextCollector>.fromOpaque(context).takeUnretainedValue()
            let bytes = UnsafeRawBufferPointer(start: text, count: length)
            let value = isUTF8 != 0 ? String(decoding: bytes, as: UTF8.self) : PNGTextReader.latin1(bytes)
            let key = PNGTextReader.latin1(UnsafeRawBufferPointer(start: keyword, count: strlen(keyword)))
            if collector.text[key] == nil { collector.text[key] = value }
        }
        let result = withExtendedLifetime((file, collector)) { folio_png_read_text(&request) }
        guard result.status == FOLIO_PNG_TEXT_READ else {
            let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let reason = result.status == FOLIO_PNG_TEXT_TOO_LARGE && message.isEmpty ? "file is too large" : message
            return .failure(PNGFileError(path: path, reason: reason.isEmpty ? "not a readable PNG" : reason))
        }
        return .success(collector.text)
    }

    /// Latin-1 bytes (every byte one code point) as a string.
    static func latin1(_ bytes: UnsafeRawBufferPointer) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// What the C reader's callback fills, through its context pointer. Used by the one thread
    /// that runs the read.
    private final class TextCollector {
        var text: [String: String] = [:]
    }
}
