import CFolioImage
import CSDL2
import FolioCore

/// Runs the streaming JPEG, PNG, WebP and GIF decoders of CFolioImage: they decode row by row and reduce
/// the rows as they come into an ARGB8888 surface of about the size asked for, checking for
/// cancellation between rows. Any thread, several at once.
enum ImageStreamDecoder {
    /// A decoded, reduced image: at least `cover` on each side (when one was given) and under
    /// twice it, not yet scaled to it.
    struct Output {
        /// ARGB8888; the caller owns it.
        var surface: UnsafeMutablePointer<SDL_Surface>
        /// Whether the file had an alpha channel or a transparent colour.
        var hasAlpha: Bool
        /// How many reads of at most `FOLIO_IMAGE_INPUT_BYTES` the decoder made, and how many
        /// bytes they returned.
        var readCount: Int
        var readByteCount: Int
        /// The scans a partial decode shows (see `decode`'s `scansOnly`); nil for a whole image.
        var scanCount: Int?
    }

    /// How a decode failed: cancelled (not the file's fault) or refused for `reason`.
    enum Failure: Error, Equatable {
        case cancelled
        case refused(String)
    }

    /// What a decode reads: a file through its descriptor, or bytes in memory.
    enum Input {
        case file(ImageFileReader)
        /// Held by the caller until the decode returns.
        case memory(UnsafeRawBufferPointer)
    }

    /// The most of the file a decode holds at once.
    static let inputByteCount = Int(FOLIO_IMAGE_INPUT_BYTES)

    /// Decodes the `format` image in `input`, read from its start in pieces of
    /// `inputByteCount`, turned upright by EXIF's `orientation` and reduced towards `cover` (an
    /// upright size; nil keeps the image's own size), within `limits`; `isCancelled` is asked
    /// before each read and between rows. With `scansOnly`, `input` is the start of a
    /// progressive JPEG that ends where one of its scans does, and what those scans show is
    /// decoded (anything else is refused).
    static func decode(
        _ input: Input,
        format: ImageHeader.Format,
        orientation: Int = ExifOrientation.upright,
        cover: (width: Int, height: Int)?,
        limits: ImageDecodingLimits,
        scansOnly: Bool = false,
        isCancelled: () -> Bool
    ) -> Result<Output, Failure> {
        guard !scansOnly || format == .jpeg else { return .failure(.refused("not a progressive JPEG")) }
        return withoutActuallyEscaping(isCancelled) { isCancelled in
            let sink = ImageDecodeSink(isCancelled: isCancelled)
            var request = request(input, orientation: orientation, cover: cover, limits: limits, sink: sink)
            var scans: UInt32 = 0
            let result = withExtendedLifetime(sink) {
                switch format {
                case .jpeg where scansOnly: folio_image_decode_jpeg_scans(&request, &scans)
                case .jpeg: folio_image_decode_jpeg(&request)
                case .png: folio_image_decode_png(&request)
                case .webp: folio_image_decode_webp(&request)
                case .gif: folio_image_decode_gif(&request)
                }
            }
            guard result.status == FOLIO_IMAGE_DECODED, let surface = sink.surface else {
                if let surface = sink.surface { SDL_FreeSurface(surface) }
                if result.status == FOLIO_IMAGE_CANCELLED { return .failure(.cancelled) }
                if result.status == FOLIO_IMAGE_FILE_TOO_LARGE {
                    return .failure(.refused(limits.refusal(fileByteCount: .max) ?? "file is too large"))
                }
                return .failure(.refused(message(of: result)))
            }
            return .success(Output(
                surface: surface, hasAlpha: result.has_alpha != 0,
                readCount: Int(clamping: result.reads), readByteCount: Int(clamping: result.bytes_read),
                scanCount: scansOnly ? Int(scans) : nil))
        }
    }

    /// The result's message as a Swift string.
    static func message(of result: folio_image_result) -> String {
        withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// A request to decode `input` towards `cover` (upright), turned by `orientation`, within
    /// `limits`, its callbacks landing in `sink`, which the caller keeps alive while the request
    /// is in use.
    static func request(
        _ input: Input, orientation: Int, cover: (width: Int, height: Int)?, limits: ImageDecodingLimits, sink: ImageDecodeSink
    ) -> folio_image_request {
        var request = folio_image_request()
        switch input {
        case .file(let file):
            request.fd = file.descriptor
        case .memory(let bytes):
            request.fd = -1
            request.bytes = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
            request.byte_count = UInt64(bytes.count)
        }
        request.max_file_bytes = UInt64(clamping: limits.maxFileByteCount)
        request.cover_width = UInt32(clamping: cover?.width ?? 0)
        request.cover_height = UInt32(clamping: cover?.height ?? 0)
        request.max_side = UInt32(clamping: limits.maxSide)
        request.max_pixels = UInt64(clamping: limits.maxPixelCount)
        request.max_buffered_bytes = UInt64(clamping: limits.maxBufferedPixelCount) &* 4
        request.orientation = UInt32(clamping: orientation)
        request.allocate = { context, width, height, pitch in
            Unmanaged<ImageDecodeSink>.fromOpaque(context!).takeUnretainedValue().allocate(width: width, height: height, pitch: pitch)
        }
        request.is_cancelled = { context in
            Unmanaged<ImageDecodeSink>.fromOpaque(context!).takeUnretainedValue().isCancelled() ? 1 : 0
        }
        request.context = Unmanaged.passUnretained(sink).toOpaque()
        return request
    }
}
