import CSDL2
import FolioCore
import Foundation

/// Decodes JPEG, PNG, WebP and GIF files (the first frame of an animation) into ARGB8888 surfaces,
/// turned upright by their EXIF orientation and scaled down to what the window can show,
/// with memory that follows that size, not the file's: the file is read in pieces of at most
/// 256 KiB, never whole; the size a header claims is checked against `limits` before anything is
/// decoded, then libjpeg (scaling in the DCT) or libpng decodes row by row while the rows are
/// reduced as they arrive, and a bilinear pass finishes to the exact size. A file cut short, or whose pixel data ends early, is refused rather than
/// decoded in part; the start of a progressive JPEG still arriving shows through
/// `decodePartialImage`, as far as its whole scans go. SDL_image takes no part. Any thread,
/// several at once.
public struct SDLImageDecoder: ImageDecoder {
    /// The longest message from libjpeg or libpng kept in an error's reason.
    static let maxReasonLength = 60

    /// The reason given for bytes of no format the decoder knows.
    static let unknownFormat = "not a JPEG, PNG, WebP or GIF image"

    /// What the decoder refuses.
    public let limits: ImageDecodingLimits

    /// A decoder that refuses what is over `limits`. Any thread.
    public init(limits: ImageDecodingLimits = .standard) {
        self.limits = limits
    }

    /// Decodes the JPEG, PNG, WebP or GIF file at `path` (an animation's first frame), turned
    /// upright by its EXIF orientation and scaled down (never up, aspect kept) so that it
    /// just covers `maxPixelSize` when given; an image of more than `limits.maxBufferedPixelCount`
    /// pixels is reduced to at most a quarter of them in any case (see `outputSize`). Stops
    /// between rows once `cancellation` is cancelled. Called on a worker.
    public func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
        try decode(atPath: path, maxPixelSize: maxPixelSize, cancellation: cancellation)
    }

    /// `decodeImage(atPath:maxPixelSize:cancellation:)` with the concrete type. Any thread.
    public func decode(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken? = nil) throws(ImageDecodingError) -> SDLSurfaceBitmap {
        try decode(atPath: path, maxPixelSize: maxPixelSize) { cancellation?.isCancelled ?? false }
    }

    /// Decodes the JPEG, PNG, WebP or GIF in `data` as `decodeImage(atPath:…)` decodes a file, with the
    /// same checks: the header decides the format, its claims are held to `limits` (the data's
    /// length to `maxFileByteCount`), and data cut short is refused. `name` stands for the path
    /// in errors. Called on a worker.
    public func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
        try decode(data: data, name: name, maxPixelSize: maxPixelSize) { cancellation?.isCancelled ?? false }
    }

    /// `decodeImage(data:name:maxPixelSize:cancellation:)` with the concrete type, asking
    /// `isCancelled` between rows. Any thread.
    func decode(data: Data, name: String, maxPixelSize: Size?, isCancelled: () -> Bool) throws(ImageDecodingError) -> SDLSurfaceBitmap {
        guard !isCancelled() else { throw .cancelled(path: name) }
        func refuse(_ reason: String) -> ImageDecodingError { ImageDecodingError(path: name, reason: reason) }
        guard !data.isEmpty else { throw refuse("image data is empty") }
        if let refusal = limits.refusal(fileByteCount: data.count) { throw refuse(refusal) }
        let result: Result<SDLSurfaceBitmap, ImageDecodingError> = data.withUnsafeBytes { raw in
            guard let format = ImageHeader.format(of: raw) else { return .failure(refuse(Self.unknownFormat)) }
            let isComplete = Self.isComplete(raw, format: format)
            guard let header = ImageHeader.read(raw) else {
                return .failure(refuse(isComplete ? "image header is damaged" : "image data is truncated"))
            }
            if let reason = header.refusal(by: limits) { return .failure(refuse(reason)) }
            guard isComplete else { return .failure(refuse("image data is truncated")) }
            return decodePixels(.memory(raw), format: format, header: header, path: name, maxPixelSize: maxPixelSize, isCancelled: isCancelled)
                .map(\.bitmap)
        }
        return try result.get()
    }

    /// As the public `decode`, asking `isCancelled` instead of a token: before opening the file,
    /// before each read and between rows. Any thread.
    func decode(atPath path: String, maxPixelSize: Size?, isCancelled: () -> Bool) throws(ImageDecodingError) -> SDLSurfaceBitmap {
        var statistics = ImageReadStatistics()
        return try decode(atPath: path, maxPixelSize: maxPixelSize, statistics: &statistics, isCancelled: isCancelled)
    }

    /// As `decode(atPath:maxPixelSize:isCancelled:)`, telling in `statistics` how the file was
    /// read (also when it fails). Any thread.
    func decode(
        atPath path: String, maxPixelSize: Size?, statistics: inout ImageReadStatistics, isCancelled: () -> Bool
    ) throws(ImageDecodingError) -> SDLSurfaceBitmap {
        guard !isCancelled() else { throw .cancelled(path: path) }
        let result = withoutActuallyEscaping(isCancelled) { isCancelled in
            ImageFileReader.open(atPath: path, limits: limits, isCancelled: isCancelled).flatMap { file in
                decode(file, path: path, maxPixelSize: maxPixelSize, statistics: &statistics, isCancelled: isCancelled)
            }
        }
        return try result.get()
    }

    /// Decodes the file `file` opened at `path`, or says why not: the header first (reading only
    /// as far as it), then a walk over the file's structure to its end, then the decode itself,
    /// each reading the file in pieces.
    private func decode(
        _ file: ImageFileReader, path: String, maxPixelSize: Size?, statistics: inout ImageReadStatistics, isCancelled: () -> Bool
    ) -> Result<SDLSurfaceBitmap, ImageDecodingError> {
        func refuse(_ reason: String) -> Result<SDLSurfaceBitmap, ImageDecodingError> {
            .failure(ImageDecodingError(path: path, reason: reason))
        }
        /// Why reading the file stopped early, if it did: that, not what the walk concluded from
        /// the missing bytes, is the outcome.
        func readFailure() -> Result<SDLSurfaceBitmap, ImageDecodingError>? {
            switch file.failure {
            case nil: nil
            case .cancelled: .failure(.cancelled(path: path))
            case .unreadable: refuse("file cannot be read")
            case .tooLarge: refuse(limits.refusal(fileByteCount: .max) ?? "file is too large")
            }
        }
        statistics.fileByteCount = file.byteCount
        statistics.largestBufferByteCount = file.bufferByteCount
        defer {
            statistics.readCount += file.readCount
            statistics.readByteCount += file.readByteCount
        }
        guard file.byteCount > 0 else { return refuse("file is empty") }
        // Told apart by signature (not by walking the markers, which a file cut before its first
        // scan fails), so a cut-off file of either kind reads as such.
        let format = ImageHeader.format(of: file)
        if let failure = readFailure() { return failure }
        guard let format else { return refuse(Self.unknownFormat) }
        let isComplete = { Self.isComplete(file, format: format) }
        let header = ImageHeader.read(file)
        if let failure = readFailure() { return failure }
        guard let header else {
            let complete = isComplete()
            return readFailure() ?? refuse(complete ? "image header is damaged" : "file is truncated")
        }
        // The claimed size is refused first, so a bomb costs no more than reading its header.
        if let reason = header.refusal(by: limits) { return refuse(reason) }
        let complete = isComplete()
        if let failure = readFailure() { return failure }
        guard complete else { return refuse("file is truncated") }
        // A WebP is held whole (libwebp needs all of it); the others pass through one buffer.
        let held = format == .webp ? file.byteCount : ImageStreamDecoder.inputByteCount
        statistics.largestBufferByteCount = max(statistics.largestBufferByteCount, held)
        let decoded = decodePixels(.file(file), format: format, header: header, path: path, maxPixelSize: maxPixelSize, isCancelled: isCancelled)
        if case .success(let output) = decoded {
            statistics.readCount += output.readCount
            statistics.readByteCount += output.readByteCount
        }
        return decoded.map(\.bitmap)
    }

    /// What `decodePixels` gives: the image, how much it read, and for a partial decode the
    /// scans it shows.
    typealias DecodedPixels = (bitmap: SDLSurfaceBitmap, readCount: Int, readByteCount: Int, scanCount: Int?)

    /// Decodes the pixels of a `format` image whose header (checked against the limits) is
    /// `header`, reduced to just cover `maxPixelSize`, and says how much it read. With
    /// `scansOnly`, `input` is the start of a progressive JPEG cut where a scan ends, and the
    /// image is what its scans show.
    func decodePixels(
        _ input: ImageStreamDecoder.Input, format: ImageHeader.Format, header: ImageHeader, path: String, maxPixelSize: Size?,
        scansOnly: Bool = false, isCancelled: () -> Bool
    ) -> Result<DecodedPixels, ImageDecodingError> {
        func refuse(_ reason: String) -> Result<DecodedPixels, ImageDecodingError> {
            .failure(ImageDecodingError(path: path, reason: reason))
        }
        // The size to cover is the upright one: a sideways photo in a portrait frame.
        let (width, height) = (header.uprightWidth, header.uprightHeight)
        let target = Self.outputSize(width: width, height: height, covering: maxPixelSize, maxPixelCount: limits.maxBufferedPixelCount)
        let cover = target.width == width && target.height == height ? nil : target
        let output: ImageStreamDecoder.Output
        switch ImageStreamDecoder.decode(
            input, format: format, orientation: header.orientation, cover: cover, limits: limits, scansOnly: scansOnly,
            isCancelled: isCancelled) {
        case .success(let decoded): output = decoded
        case .failure(.cancelled): return .failure(.cancelled(path: path))
        case .failure(.refused(let reason)): return refuse(Self.shortened(reason))
        }
        // A JPEG, or a PNG, WebP or GIF without an alpha channel or transparent colour (or, for
        // a GIF or an animation, a first frame that leaves part of its canvas bare), is opaque.
        let opaque: Bool? = output.hasAlpha ? nil : true
        let reduced = output.surface
        guard let cover, Int(reduced.pointee.w) != cover.width || Int(reduced.pointee.h) != cover.height else {
            return .success((SDLSurfaceBitmap(adopting: reduced, isOpaque: opaque), output.readCount, output.readByteCount, output.scanCount))
        }
        // The reduction went by whole steps and left it under twice the size: one bilinear pass.
        let scaled = RasterScaler.scaled(reduced, region: RasterSurface.bounds(of: reduced), width: cover.width, height: cover.height)
        SDL_FreeSurface(reduced)
        guard let scaled else { return refuse("out of memory") }
        return .success((SDLSurfaceBitmap(adopting: scaled, isOpaque: opaque), output.readCount, output.readByteCount, output.scanCount))
    }

    /// The size to decode a `width`×`height` image at: just covering `limit` (as
    /// `downscaledSize`), and, for an image of more than `maxPixelCount` pixels, made smaller
    /// still (aspect kept) to hold at most a quarter of them, because reducing by whole steps
    /// leaves up to twice each side before the final bilinear pass.
    static func outputSize(width: Int, height: Int, covering limit: Size?, maxPixelCount: Int) -> (width: Int, height: Int) {
        var size = downscaledSize(width: width, height: height, covering: limit) ?? (width, height)
        guard Double(width) * Double(height) > Double(maxPixelCount) else { return size }
        let pixels = Double(size.width) * Double(size.height)
        let allowed = Double(max(1, maxPixelCount / 4))
        if pixels > allowed {
            let factor = (allowed / pixels).squareRoot()
            size = (max(1, Int(Double(size.width) * factor)), max(1, Int(Double(size.height) * factor)))
        }
        return size
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

    /// A decoder's message cut to its first line and `maxReasonLength` characters.
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
    /// Whether a JPEG (`bytes` starting FF D8) reaches its End-Of-Image marker, so that a cut file
    /// is refused before any pixel memory is taken (the decoder's source also stops at the end
    /// of the file, but only once it gets there). The markers are walked rather than the last
    /// two bytes read, because phones append data after the image (Samsung trailers,
    /// motion-photo videos) and metadata segments may hold an embedded thumbnail's own FF D9.
    /// Segments are stepped over by their lengths. Any thread.
    static func jpegIsComplete(_ bytes: some ImageBytes) -> Bool {
        var index = 2
        // Outside a segment: entropy-coded data (or junk, which libjpeg also skips) until a
        // marker, found with memchr because this walks every byte of the photo.
        while let (marker, end) = bytes.nextJPEGMarker(from: index) {
            index = end
            switch marker {
            case 0xD9:
                return true
            case 0x00, 0x01, 0xD0...0xD7:
                continue  // a stuffed FF in entropy data, TEM or a restart marker: no length follows
            default:
                // The length counts its own two bytes; running past the end means truncated.
                guard let length = bytes.bigEndian16(at: index) else { return false }
                index += length
            }
        }
        return false
    }

    /// The type of a PNG's last chunk.
    private static let pngEndType = Array("IEND".utf8)

    /// Whether a PNG's chunks (after the 8-byte signature) all fit in `bytes` up to IEND. Checked
    /// before decoding so that a cut file is refused as such before any pixel memory is taken
    /// (a read callback that ignored short reads once made libpng loop forever on stale data).
    /// Steps from chunk to chunk by their lengths, reading only their headers. Any thread.
    static func pngIsComplete(_ bytes: some ImageBytes) -> Bool {
        var index = 8
        while true {
            // Length, type and CRC take 12 bytes.
            guard let length = bytes.bigEndian32(at: index), bytes.byte(at: index + 11) != nil else { return false }
            // The type is read before the chunk's far end, so that the reader goes forward.
            let isEnd = (0..<4).allSatisfy { bytes.byte(at: index + 4 + $0) == Self.pngEndType[$0] }
            let next = index + 12 + length
            guard bytes.byte(at: next - 1) != nil else { return false }
            if isEnd { return true }  // IEND; anything after it is ignored, as libpng does
            index = next
        }
    }
}
