import FolioCore

/// The fonts the main thread draws its text with (`SDLCanvas`): a handle on an `SDLTextMeasurer`,
/// the same engine, font files and checks as the workers' page text, so that a string wraps into
/// the same lines in the chrome as in a page. Pass the workers' measurer (`init(measurer:)`) to
/// check the fonts once. Any thread.
public final class SDLFontLibrary: Sendable {
    /// Measures and renders the text; the main thread's font handles are its own (see
    /// `SDLTextMeasurer`), closed by `SDLLibrary.stop()`.
    public let measurer: SDLTextMeasurer

    /// The bundled typeface in `directory`, checked as `SDLTextMeasurer(fontsDirectory:)` does.
    public convenience init(directory: String) throws(SDLError) {
        self.init(measurer: try SDLTextMeasurer(fontsDirectory: directory))
    }

    /// The typeface `measurer` measures with.
    public init(measurer: SDLTextMeasurer) {
        self.measurer = measurer
    }
}
