/// Folio's text engine: lays styled text out into lines for a width. The platform implements it
/// (FolioSDL on Pango: fallback fonts, shaping, bidirectional text and Unicode line breaking), and
/// draws what it laid out (`RasterContext.drawText(_:attributes:in:)`); Folio only places the
/// lines it gets back and finds links in them.
///
/// Must be safe to call from several worker threads at once: an implementation keeps what its
/// library cannot share (Pango's font maps) per thread.
public protocol TextMeasurer: Sendable {
    /// `request`'s text broken into lines for its width, with each line's size, baseline,
    /// direction and link spans in physical pixels. Checks `cancellation` between paragraphs, so
    /// that a long text stops soon after its job is cancelled (the result then says
    /// `isCancelled`); nil never stops. Any thread.
    func layout(_ request: TextLayoutRequest, cancellation: CancellationToken?) -> TextLayout
}
