import FolioCore

/// Folio's rendering on SDL and Pango made in one place: the text measurer, and the
/// `RenderingBackend` the collections' workers draw with (Pango text over that measurer,
/// JPEG, PNG, WebP and GIF decoding, HTTP(S) fetching, rasterising into SDL surfaces). The host's chrome (`SDLHost`,
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
    /// `SDLImageDecoder` (standard limits) into a shared image cache, fetches remote images
    /// with `standardImageFetcher()` (made on the first fetch), and rasterises into SDL
    /// surfaces. Any thread.
    public static func make(textMeasurer measurer: SDLTextMeasurer) -> RenderingBackend {
        RenderingBackend(textMeasurer: measurer, imageDecoder: SDLImageDecoder(), rasterizer: SDLRasterizer(textMeasurer: measurer),
                         imageFetcher: LazyImageFetcher(make: standardImageFetcher))
    }

    /// A fetcher over URLSession with the standard configuration (6 transfers at once, the
    /// decoder's size limit) and a disk cache of 256 MiB in `ImageDiskCache.defaultDirectory()`
    /// (`$XDG_CACHE_HOME/folio/images` or `~/.cache/folio/images`), or none when neither is set.
    /// Any thread, better a worker (the disk cache reads its folder).
    @Sendable
    public static func standardImageFetcher() -> any ImageFetcher {
        var configuration = URLSessionImageFetcher.Configuration()
        configuration.diskCache = ImageDiskCache.defaultDirectory().map { ImageDiskCache(directory: $0) }
        return URLSessionImageFetcher(configuration: configuration)
    }
}
