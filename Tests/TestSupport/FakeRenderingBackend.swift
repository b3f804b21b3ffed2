import FolioCore
import Foundation

/// A rendering backend without SDL, for pipeline tests: monospace text, images that "decode" to
/// a size named by the test (or fail for paths containing "missing"), and bitmaps that record
/// what was drawn into them. Any thread.
public enum FakeRenderingBackend {
    public static func make(rasterizer: FakeRasterizer = FakeRasterizer()) -> RenderingBackend {
        RenderingBackend(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder(), rasterizer: rasterizer)
    }
}

/// A decoded image that is only a size. Counts live instances so tests can see memory freed.
public final class FakeDecodedImage: DecodedImage {
    public static let liveCount = Locked(0)
    public let pixelWidth: Int
    public let pixelHeight: Int
    public var byteCount: Int { pixelWidth * pixelHeight * 4 }

    public init(width: Int, height: Int) {
        pixelWidth = width
        pixelHeight = height
        Self.liveCount.withLock { $0 += 1 }
    }

    deinit { Self.liveCount.withLock { $0 -= 1 } }
}

/// Decodes any path to a 640×480 image, scaled down to `maxPixelSize`; a path containing
/// "missing" fails with "file not found", and a cancelled token cancels.
public struct FakeImageDecoder: ImageDecoder {
    public init() {}
    /// Bytes in memory are decoded as the file named `name` would be.
    public func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
        try decodeImage(atPath: name, maxPixelSize: maxPixelSize, cancellation: cancellation)
    }

    public func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
        if cancellation?.isCancelled == true { throw .cancelled(path: path) }
        if path.contains("missing") { throw ImageDecodingError(path: path, reason: "file not found") }
        let width = min(640, Int(maxPixelSize?.width ?? 640))
        let height = min(480, Int(maxPixelSize?.height ?? 480))
        return FakeDecodedImage(width: width, height: height)
    }
}

/// One drawing call recorded by `FakeRasterContext`.
public enum FakeDrawCall: Hashable, Sendable {
    case fill(Rect, Color)
    case roundedRect(Rect, Double, Color)
    case text([String], Rect)
    case image(Int, Int, Rect)
    case stroke(Rect, radius: Double, width: Double, Color)
    case shadow(Shadow, Rect, cornerRadius: Double)
    case beginLayer(opacity: Double)
    case endLayer
}

/// Records drawing calls instead of drawing; used by one thread at a time.
public final class FakeRasterContext: RasterContext {
    public let size: Size
    public let scale: Double
    public private(set) var calls: [FakeDrawCall] = []

    init(size: Size, scale: Double) {
        self.size = size
        self.scale = scale
    }

    public func fill(_ rect: Rect, color: Color) { calls.append(.fill(rect, color)) }
    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { calls.append(.roundedRect(rect, radius, color)) }
    public func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) { calls.append(.text(layout.lines, rect)) }
    public func drawImage(_ image: any DecodedImage, in rect: Rect, contentMode: ContentMode, cornerRadius: Double) {
        calls.append(.image(image.pixelWidth, image.pixelHeight, rect))
    }
    public func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, color: Color) {
        calls.append(.stroke(rect, radius: radius, width: width, color))
    }
    public func drawShadow(_ shadow: Shadow, of rect: Rect, cornerRadius: Double) {
        calls.append(.shadow(shadow, rect, cornerRadius: cornerRadius))
    }
    public func beginLayer(opacity: Double) { calls.append(.beginLayer(opacity: opacity)) }
    public func endLayer() { calls.append(.endLayer) }
}

/// A finished fake bitmap: the calls that drew it. Counts live instances.
public final class FakeBitmap: ItemBitmap {
    public static let liveCount = Locked(0)
    public let pixelWidth: Int
    public let pixelHeight: Int
    public var byteCount: Int { pixelWidth * pixelHeight * 4 }
    public let calls: [FakeDrawCall]
    /// The thread the bitmap was drawn on.
    public let thread: String

    init(context: FakeRasterContext) {
        pixelWidth = Int(context.size.width * context.scale)
        pixelHeight = Int(context.size.height * context.scale)
        calls = context.calls
        thread = ThreadIdentity.current
        Self.liveCount.withLock { $0 += 1 }
    }

    deinit { Self.liveCount.withLock { $0 -= 1 } }
}

/// Makes recording contexts within `bitmapLimits`, and refuses (as when memory is short) those
/// of more than `refusedOverPixels` pixels.
public struct FakeRasterizer: Rasterizer {
    public let bitmapLimits: BitmapLimits
    public let refusedOverPixels: Double

    public init(bitmapLimits: BitmapLimits = .unlimited, refusedOverPixels: Double = .infinity) {
        self.bitmapLimits = bitmapLimits
        self.refusedOverPixels = refusedOverPixels
    }

    public func makeContext(size: Size, scale: Double) -> (any RasterContext)? {
        guard !size.isEmpty, size.width * size.height * scale * scale <= refusedOverPixels else { return nil }
        return FakeRasterContext(size: size, scale: scale)
    }
    public func finish(_ context: any RasterContext) -> any ItemBitmap {
        FakeBitmap(context: context as! FakeRasterContext)
    }
}

/// A printable identity for the calling thread (Swift Testing may run main-actor tests on a
/// thread other than the process's first, so tests compare identities instead of asking
/// `Thread.isMainThread`).
public enum ThreadIdentity {
    public static var current: String { "\(pthread_self())" }
}
