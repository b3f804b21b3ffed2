import FolioCore

/// Folio's rendering on SDL and Pango made in one place: the text measurer, and the
/// `RenderingBackend` the collections' workers draw with (Pango text over that measurer,
/// JPEG and PNG decoding, rasterising into SDL surfaces). The host's chrome (`SDLHost`,
/// `SDLEmbeddedCollection`) and an app's own labels take the same measurer, so that the fonts
/// are checked once and a string wraps into the same lines wherever it is laid out. Any thread.
public enum SDLRenderingBackend {
    /// The measurer over the bundled typeface in `fontsDirectory` (checked as
    /// `SDLTextMeasurer(fontsDirectory:)` does) and the backend that measures with it. Any thread.
    public static func make(fontsDirectory: String) throws(SDLError) -> (measurer: SDLTextMeasurer, backend: RenderingBackend) {
        let measurer = try SDLTextMeasurer(fontsDirectory: fontsDirectory)
        return (measurer, make(textMeasurer: measurer))
    }

    /// The backend that measures and sets text with `measurer`, decodes images with a new
    /// `SDLImageDecoder` (standard limits) into a shared image cache, and rasterises into SDL
    /// surfaces. Any thread.
    public static func make(textMeasurer measurer: SDLTextMeasurer) -> RenderingBackend {
        RenderingBackend(textMeasurer: measurer, imageDecoder: SDLImageDecoder(), rasterizer: SDLRasterizer(textMeasurer: measurer))
    }
}
