/// Makes bitmaps and the contexts that draw into them: the platform's half of rasterisation
/// (FolioSDL over SDL surfaces). Called on workers, several at once: implementations must be
/// thread-safe.
public protocol Rasterizer: Sendable {
    /// A transparent bitmap of `size` logical pixels at `scale`, or nil if it cannot be allocated.
    func makeContext(size: Size, scale: Double) -> (any RasterContext)?
    /// Ends drawing into `context` and hands its pixels over as a bitmap.
    func finish(_ context: any RasterContext) -> any PageBitmap
}
