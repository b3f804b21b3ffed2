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
    /// How far the font's glyphs rise above the baseline, physical pixels: where a line of the
    /// font, drawn from its top, has its baseline. Lines mixing sizes put every run on the
    /// largest ascent's baseline.
    func ascent(font: FontSpec) -> Double
}

extension TextMeasurer {
    /// Four fifths of the line height, about what common fonts have, for measurers that do not
    /// know better. Any thread.
    public func ascent(font: FontSpec) -> Double {
        lineHeight(font: font) * 0.8
    }
}
