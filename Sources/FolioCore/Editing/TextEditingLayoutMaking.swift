/// Makes editing layouts of a field's displayed text (FolioSDL's `SDLTextMeasurer` does it
/// with Pango). The layouts it makes belong to the calling thread: the main thread, in practice.
public protocol TextEditingLayoutMaking: Sendable {
    /// `text` laid out in `attributes` at `scale` physical pixels per logical pixel, with
    /// `composition` (UTF-8 offsets) underlined, wrapped at `maxWidth` logical pixels (nil: one
    /// line that never wraps). On the thread that will use the layout.
    func editingLayout(of text: String, attributes: TextAttributes, composition: Range<Int>?, maxWidth: Double?,
                       scale: Double) -> any TextEditingLayout
}
