import CPango
import FolioCore

/// The Pango attributes of one paragraph: each run's font where it differs from the text's own,
/// its colour (with alpha) and its underline. Pure functions: any thread.
enum PangoAttributeList {
    /// A new attribute list for `paragraph` of `request`'s text drawn in `colouring`; the caller
    /// releases it with `pango_attr_list_unref` (a layout keeps its own reference).
    static func make(_ paragraph: PangoParagraphText, request: TextLayoutRequest, linkIndices: [Int?],
                     colouring: TextColouring) -> OpaquePointer {
        let list = pango_attr_list_new()!
        let runs = request.text.runs
        let spans = paragraph.spans.isEmpty
            ? [PangoParagraphText.Span(start: 0, end: 0, run: paragraph.emptyRun)] : paragraph.spans
        for span in spans {
            let style = runs.indices.contains(span.run) ? runs[span.run].style : .plain
            let link = linkIndices.indices.contains(span.run) ? linkIndices[span.run] : nil
            // An empty paragraph still takes its run's font, so that its line is as tall.
            let end = span.end == 0 ? UInt32.max : UInt32(span.end)
            if !style.isPlain, style.family != nil || style.weight != nil || style.isItalic != nil || style.size != nil {
                let description = PangoFontDescription.make(style.font(in: request.attributes, scale: request.scale))
                insert(pango_attr_font_desc_new(description), from: span.start, to: end, into: list)
                pango_font_description_free(description)
            }
            let color = colouring.color(of: style, link: link)
            insert(pango_attr_foreground_new(UInt16(color.red) * 257, UInt16(color.green) * 257, UInt16(color.blue) * 257),
                   from: span.start, to: end, into: list)
            // Pango takes an alpha of 0 for "not set", which would draw the run opaque.
            insert(pango_attr_foreground_alpha_new(max(1, UInt16(color.alpha) * 257)), from: span.start, to: end, into: list)
            if style.isUnderlined(in: colouring.attributes) {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), from: span.start, to: end, into: list)
            }
        }
        return list
    }

    private static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, from start: Int, to end: UInt32, into list: OpaquePointer) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(start)
        attribute.pointee.end_index = end
        pango_attr_list_insert(list, attribute)
    }
}
