import CSDL2
import FolioCore
import Foundation

/// Decodes JPEG and PNG files with SDL_image into ARGB8888 surfaces, scaled down to what the
/// window can show. Any thread, several at once (SDL_image and the surface calls it makes are
/// thread-safe on separate surfaces). Call `IMG_Init` on the main thread first.
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
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? NSNumber, size.intValue == 0 { throw failure("file is empty") }

        guard let stream = SDL_RWFromFile(path, "rb") else { throw failure("file cannot be read") }
        guard IMG_isJPG(stream) != 0 || IMG_isPNG(stream) != 0 else {
            SDL_RWclose(stream)
            throw failure("not a JPEG or PNG image")
        }
        guard let loaded = IMG_Load_RW(stream, 1) else { throw failure(Self.shortened(String(cString: SDL_GetError()))) }
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
