import CSDL2
import FolioCore
import Foundation

/// Decodes JPEG and PNG files with SDL_image into ARGB8888 surfaces, scaled down to what the
/// window can show; a file cut short is refused rather than decoded in part. Any thread, several
/// at once (SDL_image and the surface calls it makes are thread-safe on separate surfaces). Call
/// `IMG_Init` on the main thread first.
public struct SDLImageDecoder: ImageDecoder {
    /// The longest message from SDL_image kept in an error's reason.
    static let maxReasonLength = 60

    public init() {}

    /// Decodes the JPEG or PNG file at `path`, scaled down (never up, aspect kept, bilinear) so
    /// that it just covers `maxPixelSize` when given. Any thread.
    public func decodeImage(atPath path: String, maxPixelSize: Size?) throws(ImageDecodingError) -> any DecodedImage {
        try decode(atPath: path, maxPixelSize: maxPixelSize)
    }

    /// `decodeImage(atPath:maxPixelSize:)` with the concrete type. Any thread.
    public func decode(atPath path: String, maxPixelSize: Size?) throws(ImageDecodingError) -> SDLDecodedImage {
        func failure(_ reason: String) -> ImageDecodingError { ImageDecodingError(path: path, reason: reason) }

        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw failure("file not found") }
        guard !isDirectory.boolValue else { throw failure("not a file") }
        // Read whole: the completeness checks walk it, then SDL_image decodes the same bytes.
        guard let data = FileManager.default.contents(atPath: path) else { throw failure("file cannot be read") }
        guard !data.isEmpty else { throw failure("file is empty") }
        let loaded = try data.withUnsafeBytes { Self.load($0, path: path) }.get()
        guard loaded.pointee.w > 0, loaded.pointee.h > 0 else {
            SDL_FreeSurface(loaded)
            throw failure("image is empty")
        }
        // A JPEG, or a PNG without an alpha channel, is opaque.
        let opaque: Bool? = loaded.pointee.format.pointee.Amask == 0 ? true : nil
        // SDL_image gives JPEG as RGB24 and PNG as RGB24 or ABGR8888; scaling wants 32-bit ARGB.
        guard let argb = RasterSurface.argb(loaded, consuming: true) else { throw failure("out of memory") }
        let width = Int(argb.pointee.w), height = Int(argb.pointee.h)
        guard let target = Self.downscaledSize(width: width, height: height, covering: maxPixelSize) else {
            return SDLDecodedImage(adopting: argb, isOpaque: opaque)
        }
        let scaled = RasterScaler.scaled(
            argb,
            region: RasterPixelRect(x0: 0, y0: 0, x1: width, y1: height),
            width: target.width,
            height: target.height
        )
        SDL_FreeSurface(argb)
        guard let scaled else { throw failure("out of memory") }
        return SDLDecodedImage(adopting: scaled, isOpaque: opaque)
    }

    /// Loads `bytes`, the whole file at `path`, into a surface in SDL_image's own format, or says
    /// why not. Any thread.
    static func load(_ bytes: UnsafeRawBufferPointer, path: String) -> Result<UnsafeMutablePointer<SDL_Surface>, ImageDecodingError> {
        func refuse(_ reason: String) -> Result<UnsafeMutablePointer<SDL_Surface>, ImageDecodingError> {
            .failure(ImageDecodingError(path: path, reason: reason))
        }
        // Told apart by signature (not IMG_isJPG, which walks the markers and calls a JPEG cut
        // before its first scan "not a JPEG"), so a cut-off file of either kind reads as such.
        let isJPEG = bytes.starts(with: [0xFF, 0xD8, 0xFF])
        guard isJPEG || bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return refuse("not a JPEG or PNG image")
        }
        guard isJPEG ? jpegIsComplete(bytes) : pngIsComplete(bytes) else { return refuse("file is truncated") }
        guard let length = Int32(exactly: bytes.count) else { return refuse("file is too large") }
        guard let stream = SDL_RWFromConstMem(bytes.baseAddress, length) else { return refuse("out of memory") }
        defer { SDL_RWclose(stream) }
        guard let surface = isJPEG ? IMG_LoadJPG_RW(stream) : IMG_LoadPNG_RW(stream) else {
            return refuse(shortened(String(cString: SDL_GetError())))
        }
        return .success(surface)
    }

    /// The size to scale a `width`×`height` image to so that it just covers `limit` (aspect kept),
    /// or nil to keep it as it is: no limit, a limit it does not exceed, or a limit with no
    /// positive side. A side that is infinite or NaN does not constrain.
    static func downscaledSize(width: Int, height: Int, covering limit: Size?) -> (width: Int, height: Int)? {
        guard let limit, width > 0, height > 0 else { return nil }
        func side(_ value: Double) -> Double { value.isNaN || value <= 0 ? 0 : value }
        let factor = max(side(limit.width) / Double(width), side(limit.height) / Double(height))
        guard factor > 0, factor < 1 else { return nil }
        // Round up (less a hair for floating-point noise) so the result still covers the limit.
        func scaled(_ length: Int) -> Int { max(1, Int((Double(length) * factor - 1e-9).rounded(.up))) }
        let size = (width: min(width, scaled(width)), height: min(height, scaled(height)))
        return size.width == width && size.height == height ? nil : size
    }

    /// SDL_image's message cut to its first line and `maxReasonLength` characters.
    static func shortened(_ message: String) -> String {
        let line = message.split(whereSeparator: \.isNewline).first.map(String.init)?
            .trimmingCharacters(in: .whitespaces) ?? ""
        guard !line.isEmpty else { return "could not be decoded" }
        guard line.count > maxReasonLength else { return line }
        return String(line.prefix(maxReasonLength - 1)) + "…"
    }
}

// MARK: - Completeness

extension SDLImageDecoder {
    /// Whether a JPEG (`bytes` starting FF D8) reaches its End-Of-Image marker. libjpeg only warns
    /// when data runs out, and SDL_image then returns the missing rows as flat grey, so a cut-off
    /// file would otherwise "decode". The markers are walked rather than the last two bytes read,
    /// because phones append data after the image (Samsung trailers, motion-photo videos) and
    /// metadata segments may hold an embedded thumbnail's own FF D9. Any thread.
    static func jpegIsComplete(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 2
        while index < bytes.count {
            // Outside a segment: entropy-coded data (or junk, which libjpeg also skips) until a marker.
            guard bytes[index] == 0xFF else {
                index += 1
                continue
            }
            var code = index + 1
            while code < bytes.count, bytes[code] == 0xFF { code += 1 }  // fill bytes
            guard code < bytes.count else { return false }
            index = code + 1
            switch bytes[code] {
            case 0xD9:
                return true
            case 0x00, 0x01, 0xD0...0xD7:
                continue  // a stuffed FF in entropy data, TEM or a restart marker: no length follows
            default:
                // The length counts its own two bytes; running past the end means truncated.
                guard index + 1 < bytes.count else { return false }
                index += Int(bytes[index]) << 8 | Int(bytes[index + 1])
            }
        }
        return false
    }

    /// Whether a PNG's chunks (after the 8-byte signature) all fit in `bytes` up to IEND. Checked
    /// before decoding because SDL_image 2.6's libpng read callback ignores short reads: a PNG cut
    /// inside an ancillary chunk made libpng loop forever on stale data, hanging its worker. Any
    /// thread.
    static func pngIsComplete(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 8
        while index + 12 <= bytes.count {
            let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[index + $1]) }
            let next = index + 12 + length  // length, type and CRC take 12 bytes
            guard next <= bytes.count else { return false }
            if bytes[(index + 4)..<(index + 8)].elementsEqual("IEND".utf8) {
                return true  // IEND; anything after it is ignored, as libpng does
            }
            index = next
        }
        return false
    }
}
