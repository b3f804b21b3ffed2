import CSDL2
import FolioCore

/// Makes `SDLRasterContext`s over SDL surfaces and finishes them into `SDLSurfaceBitmap`s. Any
/// thread, several at once; each context it makes is then used by one thread at a time. Touches
/// no renderer or texture: turning a finished bitmap into a texture is the main thread's job.
public struct SDLRasterizer: Rasterizer {
    /// The longest side, in physical pixels, of a bitmap worth making; larger requests get nil.
    public static let maxPixelDimension = 16384

    /// Measures and renders the text drawn into contexts.
    public let textMeasurer: SDLTextMeasurer

    /// Any thread.
    public init(textMeasurer: SDLTextMeasurer) {
        self.textMeasurer = textMeasurer
    }

    /// A transparent context of `size` logical pixels at `scale`, or nil for an empty size, a
    /// side over `maxPixelDimension` physical pixels, or no memory. Any thread.
    public func makeContext(size: Size, scale: Double) -> (any RasterContext)? {
        SDLRasterContext(size: size, scale: scale, textMeasurer: textMeasurer)
    }

    /// Ends drawing into `context` (which must come from an `SDLRasterizer` and not be finished
    /// yet) and hands its pixels over as an `SDLSurfaceBitmap`. On the thread using the context.
    public func finish(_ context: any RasterContext) -> any PageBitmap {
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
