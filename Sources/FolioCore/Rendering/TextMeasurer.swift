/// Measures single lines of text in a font. The platform implements it (FolioSDL over SDL_ttf);
/// wrapping, line limits and ellipses are Folio's own (`TextLayout`), so they behave the same
/// everywhere and are tested without fonts.
///
/// Must be safe to call from several worker threads at once: an implementation keeps its font
/// handles per thread.
public protocol TextMeasurer: Sendable {
    /// The advance width of `text` on one line, in physical pixels.
    func width(of text: String, font: FontSpec) -> Double
    /// The distance from one baseline to the next, in physical pixels.
    func lineHeight(font: FontSpec) -> Double
}
