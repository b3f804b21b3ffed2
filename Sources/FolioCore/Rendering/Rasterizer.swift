/// Makes bitmaps and the contexts that draw into them: the platform's half of rasterisation
/// (FolioSDL over SDL surfaces). Called on workers, several at once: implementations must be
/// thread-safe.
public protocol Rasterizer: Sendable {
    /// A transparent bitmap of `size` logical pixels at `scale`, or nil if it cannot be allocated.
    func makeContext(size: Size, scale: Double) -> (any RasterContext)?
    /// Ends drawing into `context` and hands its pixels over as a bitmap.
    func finish(_ context: any RasterContext) -> any ItemBitmap
    /// The largest bitmap worth making: a cell larger at the display scale is drawn at a smaller
    /// scale that fits, and shown stretched to its frame. Any thread; it may lower while the app
    /// runs (a renderer with a smaller texture limit opens).
    var bitmapLimits: BitmapLimits { get }
}

extension Rasterizer {
    /// No limit, for a rasterizer that does not say (its `makeContext` refuses what it cannot
    /// make). Any thread.
    public var bitmapLimits: BitmapLimits { .unlimited }
}
