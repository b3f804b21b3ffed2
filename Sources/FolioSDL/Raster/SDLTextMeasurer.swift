import CSDL2
import FolioCore
import Foundation

/// Measures and renders single lines of text in the bundled typeface with SDL_ttf: Folio's one
/// text engine, used by the workers (`TextLayout`, `SDLRasterContext`) and by the main thread
/// (`SDLCanvas`) alike, so text wraps and looks the same in pages and chrome. It holds the only
/// table of font files. Any thread, several at once: each thread uses its own `TTF_Font` handles
/// (SDL_ttf must not share one between threads), opened on first use under a process-wide lock
/// and closed by `closeThreadFonts()` (or, failing that, when the thread exits). SDL_ttf must be initialised
/// before the first call and stay initialised until every thread that used a measurer has
/// closed its fonts.
public final class SDLTextMeasurer: TextMeasurer, Sendable {
    /// The file name of each weight inside the fonts directory.
    public static let fileNames: [FontWeight: String] = [
        .regular: "DejaVuSans.ttf",
        .bold: "DejaVuSans-Bold.ttf",
    ]

    private let paths: [FontWeight: String]

    /// Checks that every weight's file is in `fontsDirectory`, a regular file of at most
    /// `SDLFontFile.maximumByteCount` that can be read (it is read then, once, without blocking:
    /// a FIFO in its place is refused, not waited on), and, once SDL_ttf is started, that SDL_ttf
    /// opens it as a font; so a bad font is reported once, at start, naming the file. Any
    /// thread; keeps no font open.
    public init(fontsDirectory: String) throws(SDLError) {
        var paths: [FontWeight: String] = [:]
        for (weight, name) in Self.fileNames.sorted(by: { $0.value < $1.value }) {
            let path = fontsDirectory.hasSuffix("/") ? fontsDirectory + name : fontsDirectory + "/" + name
            if let failure = SDLFontFile.load(path: path) {
                throw SDLError("opening the font \(path)", reason: failure == .folder ? "file not found" : failure.description)
            }
            guard TTF_WasInit() == 0 || RasterThreadFonts.canOpen(path: path) else {
                throw SDLError("opening the font \(path)", reason: "not a font SDL_ttf can open")
            }
            paths[weight] = path
        }
        self.paths = paths
    }

    /// The advance width of `text` on one line, in physical pixels (`TTF_SizeUTF8`). Any thread.
    /// Should the font fail to open, an estimate (0.6 em per character) keeps layout going.
    public func width(of text: String, font: FontSpec) -> Double {
        guard !text.isEmpty else { return 0 }
        guard let ttf = threadFont(font) else { return Double(text.count * font.pixelSize) * 0.6 }
        var width: Int32 = 0
        guard TTF_SizeUTF8(ttf, text, &width, nil) == 0 else { return 0 }
        return Double(width)
    }

    /// The distance from one baseline to the next, in physical pixels (`TTF_FontLineSkip`).
    /// Any thread. Should the font fail to open, 1.2 em.
    public func lineHeight(font: FontSpec) -> Double {
        guard let ttf = threadFont(font) else { return Double(font.pixelSize) * 1.2 }
        return Double(TTF_FontLineSkip(ttf))
    }

    /// How far the font rises above its baseline, physical pixels (`TTF_FontAscent`): where a
    /// rendered line's baseline is, from its top. Any thread. Should the font fail to open,
    /// 0.93 em (DejaVu Sans's).
    public func ascent(font: FontSpec) -> Double {
        guard let ttf = threadFont(font) else { return Double(font.pixelSize) * 0.93 }
        return Double(TTF_FontAscent(ttf))
    }

    /// Closes the fonts the calling thread opened for measuring and rendering. Pass it as
    /// `WorkerPool`'s `threadTeardown`, so that a worker's fonts are closed before it counts as
    /// finished and SDL_ttf can be shut down safely after `WorkerPool.shutdown()`; `SDLLibrary.stop()`
    /// does it for the main thread. A later call on the thread opens fonts afresh. On the thread
    /// whose fonts they are.
    @Sendable
    public static func closeThreadFonts() {
        RasterThreadFonts.closeCurrentThread()
    }

    /// The calling thread's `TTF_Font` for `font`, or nil if it cannot be opened. Valid until the
    /// next font lookup on this thread.
    func threadFont(_ font: FontSpec) -> OpaquePointer? {
        guard let path = paths[font.weight] else { return nil }
        let size = Int32(clamping: font.pixelSize)
        return RasterThreadFonts.current.font(.init(path: path, pixelSize: size))
    }

    /// `text` rendered on one line in `color` (alpha ignored: every pixel has the colour's red,
    /// green and blue, and the glyph coverage as alpha), as a new ARGB8888 surface the caller
    /// frees; nil for empty text or when rendering fails. Uses the calling thread's font.
    func renderLine(_ text: String, font: FontSpec, color: Color) -> UnsafeMutablePointer<SDL_Surface>? {
        guard !text.isEmpty, let ttf = threadFont(font) else { return nil }
        let ink = SDL_Color(r: color.red, g: color.green, b: color.blue, a: 255)
        guard let line = TTF_RenderUTF8_Blended(ttf, text, ink) else { return nil }
        return RasterSurface.argb(line, consuming: true)
    }
}
