import CSDL2
import FolioCore

/// Makes `SDLRasterContext`s over SDL surfaces and finishes them into `SDLSurfaceBitmap`s. Any
/// thread, several at once; each context it makes is then used by one thread at a time. Touches
/// no renderer or texture: turning a finished bitmap into a texture is the main thread's job.
public struct SDLRasterizer: Rasterizer {
    /// The longest side, in physical pixels, of a bitmap worth making; larger requests get nil.
    public static let maxPixelDimension = 16384
    /// The most bytes one bitmap may take: 128 MiB, a page of 7680×4320 pixels (an 8K window).
    /// A larger cell is drawn at a smaller scale that fits rather than uploaded as one texture of
    /// hundreds of megabytes (a frame's worth of time, and memory the budget cannot spare).
    public static let maxByteCount = 128 << 20

    /// Measures and renders the text drawn into contexts.
    public let textMeasurer: SDLTextMeasurer

    /// Any thread.
    public init(textMeasurer: SDLTextMeasurer) {
        self.textMeasurer = textMeasurer
    }

    /// Bitmaps of at most `maxPixelDimension` pixels on a side, lowered to the largest texture
    /// every renderer opened so far can hold, and of at most `maxByteCount` bytes. Any thread.
    public var bitmapLimits: BitmapLimits {
        BitmapLimits(maximumSide: min(Self.maxPixelDimension, SDLTextureSizeLimit.current), maximumByteCount: Self.maxByteCount)
    }

    /// A transparent context of `size` logical pixels at `scale`, or nil for an empty size, a
    /// side over `maxPixelDimension` physical pixels, or no memory. Any thread.
    public func makeContext(size: Size, scale: Double) -> (any RasterContext)? {
        SDLRasterContext(size: size, scale: scale, textMeasurer: textMeasurer)
    }

    /// Ends drawing into `context` (which must come from an `SDLRasterizer` and not be finished
    /// yet) and hands its pixels over as an `SDLSurfaceBitmap`. On the thread using the context.
    public func finish(_ context: any RasterContext) -> any ItemBitmap {
        finishBitmap(context)
    }

    /// `finish(_:)` with the concrete type. On the thread using the context.
    public func finishBitmap(_ context: any RasterContext) -> SDLSurfaceBitmap {
        guard let context = context as? SDLRasterContext else {
            preconditionFailure("SDLRasterizer.finish: the context was not made by an SDLRasterizer")
        }
        guard let surface = context.takeSurface() else {
            preconditionFailure("SDLRasterizer.finish: the context was already finished")
        }
        return SDLSurfaceBitmap(adopting: surface)
    }
}
