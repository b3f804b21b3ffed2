/// The largest image files an image decoder accepts. A header's size is a claim the file makes,
/// not a fact, so an image over a limit is refused before any pixel memory is taken, with a
/// reason short enough to show on the page. A plain value: usable on any thread.
///
/// The defaults, and why:
/// - `maxSide` 32,768 px: more than any camera or scanned page, and room for stitched panoramas
///   of about 30,000 px; a decoded row of that width is 128 KiB.
/// - `maxPixelCount` 2^30 (a 32,768 px square, about 1 gigapixel): decoders that stream the
///   image row by row and reduce it as it comes hold memory for the size it is shown at, not
///   for this; it bounds the time a decode takes (seconds), not the memory.
/// - `maxFileByteCount` 256 MiB: well above any JPEG or PNG a camera writes. Files are read in
///   pieces, never whole, so it bounds the time spent reading one (it is read about twice: a
///   walk to its end, then the decode), not memory. The size the file system gives is checked
///   before reading, and reads that find more than the limit (a file that grew) are refused.
/// - `maxBufferedPixelCount` 2^26 (64 megapixels, 256 MiB at 4 bytes a pixel): what a decode may
///   hold whole. Some files cannot be streamed (an interlaced PNG spreads each row over seven
///   passes; a progressive JPEG keeps every coefficient until its last scan), and a decoded
///   image kept at its own size (no size asked for) is reduced to fit within it.
public struct ImageDecodingLimits: Hashable, Sendable {
    /// The longest side accepted, in pixels.
    public var maxSide: Int
    /// The most pixels (width × height) accepted.
    public var maxPixelCount: Int
    /// The largest file accepted, in bytes.
    public var maxFileByteCount: Int
    /// The most pixels a decode may hold at once at 4 bytes each: images that must be buffered
    /// whole are refused above it, and decoded output is reduced to fit within it.
    public var maxBufferedPixelCount: Int

    /// Limits with the documented defaults, or others (tests lower them to refuse small images).
    /// Any thread.
    public init(
        maxSide: Int = 32_768,
        maxPixelCount: Int = 1 << 30,
        maxFileByteCount: Int = 256 << 20,
        maxBufferedPixelCount: Int = 1 << 26
    ) {
        self.maxSide = maxSide
        self.maxPixelCount = maxPixelCount
        self.maxFileByteCount = maxFileByteCount
        self.maxBufferedPixelCount = maxBufferedPixelCount
    }

    /// The defaults.
    public static let standard = ImageDecodingLimits()

    /// Why an image whose header claims `width`×`height` pixels is refused, or nil if it is
    /// within the limits. Any thread.
    public func refusal(width: Int, height: Int) -> String? {
        guard width > 0, height > 0 else { return "image is empty" }
        let size = "\(width)×\(height) px"
        if max(width, height) > maxSide { return "image is too large: \(size), over \(maxSide) px a side" }
        // The product of two sides up to Int.max could overflow; the side check above keeps
        // realistic limits far from that, but a test's limits might not.
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maxPixelCount {
            return "image is too large: \(size), over \(Self.pixels(maxPixelCount))"
        }
        return nil
    }

    /// Why a file of `byteCount` bytes is refused, or nil if it is within the limit. Any thread.
    public func refusal(fileByteCount byteCount: Int) -> String? {
        guard byteCount > maxFileByteCount else { return nil }
        return "file is too large: over \(Self.bytes(maxFileByteCount))"
    }

    /// "1073 megapixels" or, under a million, "3000 pixels".
    private static func pixels(_ count: Int) -> String {
        count >= 1_000_000 ? "\(count / 1_000_000) megapixels" : "\(count) pixels"
    }

    /// "256 MiB" or, under one, "100 bytes".
    private static func bytes(_ count: Int) -> String {
        count >= 1 << 20 ? "\(count >> 20) MiB" : "\(count) bytes"
    }
}
