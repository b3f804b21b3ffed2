import CPango
import CSDL2
import FolioCore

/// Folio's one text engine, on Pango: the workers (`TextLayout`, `SDLRasterContext`) and the
/// main thread (`SDLCanvas`) both lay text out and draw it with it, so text wraps and looks the
/// same in pages and chrome. Pango brings what real text needs and Folio does not write by hand:
/// a face for every character (fontconfig's fallback after the bundled DejaVu Sans), shaping
/// (HarfBuzz: Arabic joining, Devanagari conjuncts, ligatures, combining marks), right-to-left and
/// mixed-direction lines (FriBidi), line breaking by Unicode's rules (CJK between characters, Thai
/// between words, never inside a cluster) and colour emoji (cairo).
///
/// Any thread, several at once: Pango's font maps must not be shared, so each thread has its own
/// (made on first use, freed by `closeThreadFonts()`, by `releaseEveryThreadFonts()` at rest but
/// for the main thread's, or when the thread exits), and keeps the texts it laid out recently,
/// so that drawing a layout on the thread that made it does not lay it out again; another thread
/// lays the same request out afresh, to the same lines.
public final class SDLTextMeasurer: TextMeasurer, Sendable {
    /// The bundled faces, by weight, inside the fonts directory: the default family.
    public static let fileNames: [FontWeight: String] = [
        .regular: "DejaVuSans.ttf",
        .bold: "DejaVuSans-Bold.ttf",
    ]

    let configuration: FontConfiguration

    /// Checks that every bundled face is in `fontsDirectory`, a regular file of at most
    /// `SDLFontFile.maximumByteCount` that can be read (without blocking: a FIFO in its place is
    /// refused, not waited on) and that fontconfig reads as a font, and adds them to the fonts
    /// text is set in, before the system's; so a bad font is reported once, at start, naming
    /// the file. Any thread.
    public init(fontsDirectory: String) throws(SDLError) {
        var paths: [String] = []
        for name in Self.fileNames.values.sorted() {
            let path = fontsDirectory.hasSuffix("/") ? fontsDirectory + name : fontsDirectory + "/" + name
            if let failure = SDLFontFile.load(path: path) {
                throw SDLError("opening the font \(path)", reason: failure == .folder ? "file not found" : failure.description)
            }
            paths.append(path)
        }
        configuration = try FontConfiguration.with(files: paths)
    }

    /// `request` laid out by Pango with the calling thread's fonts, stopping between paragraphs
    /// once `cancellation` is cancelled. Any thread.
    public func layout(_ request: TextLayoutRequest, cancellation: CancellationToken?) -> TextLayout {
        fontContext.block(for: request, cancellation: cancellation).layout
    }

    /// Frees the Pango font maps and laid-out texts the calling thread made. Pass it as
    /// `WorkerPool`'s `threadTeardown`, so that a worker's fonts are freed before it counts as
    /// finished; `SDLLibrary.stop()` does it for the main thread. A later call on the thread
    /// makes them afresh. On the thread whose fonts they are.
    @Sendable
    public static func closeThreadFonts() {
        PangoThreadContext.closeCurrentThread()
    }

    /// Keeps the calling thread's fonts when `releaseEveryThreadFonts()` frees the others': the
    /// thread that draws frames, which would otherwise make them again in its next frame (2 to
    /// 15 ms). `SDLHost` and `SDLEmbeddedCollection` call it on the main thread. On that thread.
    @Sendable
    public static func keepThreadFontsAtRest() {
        PangoThreadContext.keepCurrentThreadAtRest()
    }

    /// Frees every thread's Pango font maps and laid-out texts but the kept ones, as
    /// `closeThreadFonts()` does for one thread, for a process at rest: each thread maps the faces it needed (emoji and CJK
    /// are megabytes) and keeps their state for itself, and a worker would hold them while
    /// asleep. A thread that draws text afterwards makes its fonts afresh on first use, to the
    /// same lines; one drawing at that moment keeps its fonts until it has finished. The main
    /// thread keeps its own (`keepThreadFontsAtRest()`), which it would make again in its next
    /// frame (2 to 15 ms). The host
    /// calls it when it comes to rest (`IdleMemoryReleaser`), before trimming the heap. Any
    /// thread.
    ///
    /// - Returns: How many font contexts (one per thread and configuration) were freed.
    @Sendable @discardableResult
    public static func releaseEveryThreadFonts() -> Int {
        PangoThreadContext.releaseEveryThread()
    }

    /// The faces Pango set line `line` of `layout` in, in visual order, with the characters each
    /// sets (see `PangoTextBlock.faces(ofLine:)`). The calling thread's fonts.
    func faces(of layout: TextLayout, line: Int) -> [(text: String, family: String, isItalic: Bool, isBold: Bool)] {
        fontContext.block(for: layout.request, cancellation: nil).faces(ofLine: line)
    }

    /// The calling thread's Pango fonts for this measurer's configuration.
    var fontContext: PangoFontContext {
        PangoThreadContext.current.fontContext(for: configuration)
    }

    /// `layout` drawn in `attributes`' colours into a new transparent ARGB8888 surface (straight
    /// alpha) of the layout's size at its scale, for an app's own SDL drawing (a label made into
    /// a texture once); the caller frees it with `SDL_FreeSurface`. Nil for text of no size or
    /// when memory is short. Any thread, with that thread's fonts.
    public func renderSurface(_ layout: TextLayout, attributes: TextAttributes) -> UnsafeMutablePointer<SDL_Surface>? {
        let size = layout.size
        guard let surface = RasterSurface.make(width: Int((size.width * layout.scale).rounded(.up)),
                                               height: Int((size.height * layout.scale).rounded(.up))) else { return nil }
        draw(layout, attributes: attributes, in: Rect(origin: .zero, size: size), scale: layout.scale, onto: surface,
             clip: RasterSurface.bounds(of: surface))
        return surface
    }

    /// Draws `layout` in `rect` at `scale` onto `surface` (see `PangoTextPainter`), with the
    /// calling thread's fonts.
    func draw(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect, scale: Double,
              onto surface: UnsafeMutablePointer<SDL_Surface>, clip: RasterPixelRect, lineRange: Range<Int>? = nil) {
        PangoTextPainter.draw(layout, attributes: attributes, in: rect, scale: scale, onto: surface, clip: clip, lineRange: lineRange,
                              fontContext: fontContext)
    }
}
