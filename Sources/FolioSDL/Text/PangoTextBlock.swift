import CPango
import FolioCore

/// A request's text laid out by Pango on the calling thread: one `PangoLayout` per paragraph,
/// wrapped by Unicode's line-breaking rules (a word longer than the line breaks between
/// characters, never inside a cluster), shaped by HarfBuzz, ordered by FriBidi, each character in
/// the best face that has it; cut to the line limit with an ellipsis Pango places on a cluster
/// boundary. Keeps the Pango layouts, so that the thread that made it draws it without laying it
/// out again. Only ever touched by the thread that made it (Pango objects are not shared).
final class PangoTextBlock {
    /// The paragraph a Pango layout was made from.
    private struct Paragraph {
        let layout: OpaquePointer
        let text: PangoParagraphText
    }

    /// What the block's lines are, for Folio.
    let layout: TextLayout
    /// How far right of each line's Pango origin its content starts, physical pixels: lines are
    /// drawn from their origin, placed by their content.
    let contentOffsets: [Double]
    private let paragraphs: [Paragraph]
    private let request: TextLayoutRequest
    private let linkIndices: [Int?]
    /// The colours the paragraphs' attributes hold now.
    private var colouring: TextColouring

    /// The widest a line may be, in Pango units (an `Int32`): about two million pixels.
    private static let maximumPangoWidth = Double(Int32.max / 2)
    /// Pango units per pixel.
    private static let unit = Double(SHIM_PANGO_SCALE)

    /// Lays `request` out with `fontContext`'s fonts, checking `cancellation` between paragraphs.
    init(request: TextLayoutRequest, fontContext: PangoFontContext, cancellation: CancellationToken?) {
        self.request = request
        linkIndices = request.text.linkIndices
        colouring = TextColouring(attributes: request.attributes)
        let attributes = request.attributes
        let spacing = max(0, attributes.lineSpacing.isFinite ? attributes.lineSpacing : 0)
            * fontContext.lineHeight(attributes.font(scale: request.scale))
        let maxLines = attributes.maxLines == 0 ? Int.max : attributes.maxLines
        let texts = PangoParagraphText.paragraphs(of: request.text.runs.map(\.text)).flatMap(Self.prepared)
        var lines: [TextLine] = [], offsets: [Double] = [], paragraphs: [Paragraph] = []
        var top = 0.0, isTruncated = false, isCancelled = false
        for (index, original) in texts.enumerated() {
            if index > 0, cancellation?.isCancelled == true {
                isCancelled = true
                break
            }
            let remaining = maxLines - lines.count
            let followed = index < texts.count - 1
            var text = original
            var pango = Self.makeLayout(text, request: request, linkIndices: linkIndices, colouring: colouring,
                                        context: fontContext.context, spacing: spacing, lineLimit: remaining)
            let count = Int(pango_layout_get_line_count(pango))
            if request.pixelWidth != nil {
                if pango_layout_is_ellipsized(pango) != 0 {
                    isTruncated = true
                } else if count >= remaining, followed {
                    // The limit ends with this paragraph, and more text follows: say so.
                    isTruncated = true
                    text = text.appendingEllipsis()
                }
            } else if count > remaining || (count == remaining && followed) {
                // Unwrapped text is cut after the last line that fits (a paragraph may hold line
                // separators) and ends in an ellipsis.
                isTruncated = true
                let line = pango_layout_get_line_readonly(pango, Int32(remaining - 1))!
                text = text.prefix(Self.trimmedEnd(of: line, in: text)).appendingEllipsis()
            }
            if text != original {
                g_object_unref(UnsafeMutableRawPointer(pango))
                pango = Self.makeLayout(text, request: request, linkIndices: linkIndices, colouring: colouring,
                                        context: fontContext.context, spacing: spacing, lineLimit: remaining)
            }
            paragraphs.append(Paragraph(layout: pango, text: text))
            Self.appendLines(of: pango, text: text, paragraph: index, spacing: spacing, linkIndices: linkIndices,
                             top: &top, lines: &lines, offsets: &offsets)
            if isTruncated || lines.count >= maxLines { break }
        }
        self.paragraphs = paragraphs
        contentOffsets = offsets
        layout = TextLayout(request: request, lines: lines, isTruncated: isTruncated, isCancelled: isCancelled)
    }

    deinit {
        for paragraph in paragraphs { g_object_unref(UnsafeMutableRawPointer(paragraph.layout)) }
    }

    /// The Pango line of `layout.textLines[index]`, its attributes set to draw in `colouring`
    /// (recolouring keeps every glyph where it was).
    func pangoLine(_ index: Int, colouring: TextColouring) -> UnsafeMutablePointer<PangoLayoutLine>? {
        guard layout.textLines.indices.contains(index) else { return nil }
        if colouring != self.colouring {
            self.colouring = colouring
            // New attributes make Pango lay the paragraph out again, under the layout lock.
            PangoFontContext.layoutLock.withLock {
                for paragraph in paragraphs {
                    let list = PangoAttributeList.make(paragraph.text, request: request, linkIndices: linkIndices, colouring: colouring)
                    pango_layout_set_attributes(paragraph.layout, list)
                    pango_attr_list_unref(list)
                    _ = pango_layout_get_line_count(paragraph.layout)
                }
            }
        }
        let line = layout.textLines[index]
        guard paragraphs.indices.contains(line.paragraph) else { return nil }
        return pango_layout_get_line_readonly(paragraphs[line.paragraph].layout, Int32(line.lineInParagraph))
    }

    /// The faces Pango chose for line `index`'s runs, in visual order, each with the characters
    /// it sets: what fallback picked, for diagnostics and tests.
    func faces(ofLine index: Int) -> [(text: String, family: String, isItalic: Bool, isBold: Bool)] {
        guard layout.textLines.indices.contains(index), let line = pangoLine(index, colouring: colouring) else { return [] }
        let text = paragraphs[layout.textLines[index].paragraph].text.bytes
        var faces: [(text: String, family: String, isItalic: Bool, isBold: Bool)] = []
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item,
                  let font = item.pointee.analysis.font, let description = pango_font_describe(font) else { continue }
            defer { pango_font_description_free(description) }
            let start = Int(item.pointee.offset), end = min(start + Int(item.pointee.length), text.count)
            let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
            let style = pango_font_description_get_style(description)
            faces.append((String(decoding: text[min(start, end)..<end], as: UTF8.self), family, style != PANGO_STYLE_NORMAL,
                          pango_font_description_get_weight(description).rawValue >= PANGO_WEIGHT_BOLD.rawValue))
        }
        return faces
    }

    private static func makeLayout(_ text: PangoParagraphText, request: TextLayoutRequest, linkIndices: [Int?], colouring: TextColouring,
                                   context: OpaquePointer, spacing: Double, lineLimit: Int) -> OpaquePointer {
        let pango = pango_layout_new(context)!
        text.bytes.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { pango_layout_set_text(pango, $0.baseAddress, Int32(clamping: $0.count)) }
        }
        let font = PangoFontDescription.make(request.attributes.font(scale: request.scale))
        pango_layout_set_font_description(pango, font)
        pango_font_description_free(font)
        let list = PangoAttributeList.make(text, request: request, linkIndices: linkIndices, colouring: colouring)
        pango_layout_set_attributes(pango, list)
        pango_attr_list_unref(list)
        pango_layout_set_spacing(pango, Int32(min(spacing * unit, maximumPangoWidth)))
        pango_layout_set_alignment(pango, PANGO_ALIGN_LEFT)
        pango_layout_set_auto_dir(pango, 1)
        if let width = request.pixelWidth {
            pango_layout_set_width(pango, Int32(min(width * unit, maximumPangoWidth)))
            pango_layout_set_wrap(pango, PANGO_WRAP_WORD_CHAR)
            if lineLimit < Int32.max {
                pango_layout_set_ellipsize(pango, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(pango, -Int32(lineLimit))
            }
        }
        return pango
    }

    /// Appends `pango`'s lines, each measured by its content (trailing spaces hang), with its
    /// links' spans found by Pango's own index-to-position.
    private static func appendLines(of pango: OpaquePointer, text: PangoParagraphText, paragraph: Int, spacing: Double,
                                    linkIndices: [Int?], top: inout Double, lines: inout [TextLine], offsets: inout [Double]) {
        guard let iterator = pango_layout_get_iter(pango) else { return }
        defer { pango_layout_iter_free(iterator) }
        let ellipsized = pango_layout_is_ellipsized(pango) != 0
        let count = Int(pango_layout_get_line_count(pango))
        for index in 0..<count {
            defer { pango_layout_iter_next_line(iterator) }
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle(), own = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            pango_layout_line_get_extents(line, nil, &own)
            let baseline = Double(pango_layout_iter_get_baseline(iterator) - logical.y) / unit
            let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            let isCut = ellipsized && index == count - 1
            let visibleEnd = isCut ? ellipsisStart(of: line) ?? end : end
            var left = Int(logical.x), right = Int(logical.x)
            var ranges = xRanges(of: line, from: start, to: trimmedEnd(of: line, in: text, before: visibleEnd))
            // Pango pads the ellipsis so that a cut line fills the width: the line is as wide
            // as what it shows, the ellipsis's own advance included.
            if isCut, let ellipsis = ellipsisInk(of: line) {
                let origin = Int(logical.x) - Int(own.x)
                ranges.append((origin + ellipsis.lowerBound)..<(origin + ellipsis.upperBound))
            }
            if let first = ranges.first {
                left = ranges.map(\.lowerBound).min() ?? first.lowerBound
                right = ranges.map(\.upperBound).max() ?? first.upperBound
            }
            var spans: [TextLinkSpan] = []
            for span in text.spans where linkIndices.indices.contains(span.run) {
                guard let link = linkIndices[span.run] else { continue }
                let from = max(span.start, start), to = min(span.end, visibleEnd)
                guard from < to else { continue }
                for range in xRanges(of: line, from: from, to: to) {
                    spans.append(TextLinkSpan(link: link, x: Double(range.lowerBound - left) / unit,
                                              width: Double(range.upperBound - range.lowerBound) / unit))
                }
            }
            spans.sort { $0.x < $1.x }
            var characters = String(decoding: text.bytes[min(start, visibleEnd)..<visibleEnd], as: UTF8.self)
            if isCut { characters += TextLayout.ellipsis }
            let height = Double(logical.height) / unit + spacing
            lines.append(TextLine(text: characters, width: Double(right - left) / unit, top: top, height: height, baseline: baseline,
                                  isRightToLeft: pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL,
                                  linkSpans: spans, paragraph: paragraph, lineInParagraph: index))
            offsets.append(Double(left - Int(logical.x) + Int(own.x)) / unit)
            top += height
        }
    }

    /// The most grapheme clusters laid out without a break opportunity (see
    /// `PangoParagraphText.breakingLongStretches`).
    static let maximumUnbreakableClusters = 1000

    /// The most bytes laid out in one piece (see `PangoParagraphText.pieces(ofAtMost:isLineBreak:)`).
    static let maximumPieceBytes = 16_384

    /// `text` made ready for Pango: break opportunities inside stretches too long to have none,
    /// and cut into pieces if it is very long. A short paragraph cannot need either and is
    /// taken as it is.
    private static func prepared(_ text: PangoParagraphText) -> [PangoParagraphText] {
        guard text.bytes.count > 4 * maximumUnbreakableClusters else { return [text] }
        let attributes = logAttributes(of: text)
        let broken = text.breakingLongStretches(every: maximumUnbreakableClusters, isLineBreak: attributes.map { $0.is_line_break != 0 },
                                                isClusterStart: attributes.map { $0.is_cursor_position != 0 })
        guard broken.bytes.count > maximumPieceBytes else { return [broken] }
        let brokenAttributes = logAttributes(of: broken)
        return broken.pieces(ofAtMost: maximumPieceBytes, isLineBreak: brokenAttributes.map { $0.is_line_break != 0 },
                             isClusterStart: brokenAttributes.map { $0.is_cursor_position != 0 })
    }

    /// Pango's break attributes of `text`: one per character and one for the end.
    private static func logAttributes(of text: PangoParagraphText) -> [PangoLogAttr] {
        text.bytes.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                let count = Int(g_utf8_strlen(characters.baseAddress, characters.count))
                var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
                pango_get_log_attrs(characters.baseAddress, Int32(clamping: characters.count), -1, pango_language_get_default(),
                                    &attributes, Int32(clamping: attributes.count))
                return attributes
            }
        }
    }

    /// The visual stretches, in layout coordinates (Pango units), of bytes `from..<to` of `line`.
    private static func xRanges(of line: UnsafeMutablePointer<PangoLayoutLine>, from: Int, to: Int) -> [Range<Int>] {
        guard from < to else { return [] }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(from), Int32(to), &ranges, &count)
        guard let ranges else { return [] }
        defer { g_free(ranges) }
        return (0..<Int(count)).compactMap { index in
            let low = Int(ranges[2 * index]), high = Int(ranges[2 * index + 1])
            return low < high ? low..<high : nil
        }
    }

    /// Where the line's content ends (at `limit` at the latest): before the spaces it ends in,
    /// which hang past the width.
    private static func trimmedEnd(of line: UnsafeMutablePointer<PangoLayoutLine>, in text: PangoParagraphText,
                                   before limit: Int = .max) -> Int {
        let start = Int(line.pointee.start_index)
        var end = min(start + Int(line.pointee.length), text.bytes.count, max(start, limit))
        let bytes = text.bytes
        while end > start {
            if bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 {
                end -= 1
            } else if end - 3 >= start, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xA8 || bytes[end - 1] == 0xAF {
                end -= 3 // U+2028 line separator, U+202F narrow no-break space
            } else if end - 3 >= start, bytes[end - 3] == 0xE3, bytes[end - 2] == 0x80, bytes[end - 1] == 0x80 {
                end -= 3 // U+3000 ideographic space
            } else {
                break
            }
        }
        return end
    }

    /// Where the ellipsis of an ellipsized line is, in the line's own coordinates (Pango units
    /// from its origin): the run holding it (the last in logical order) placed among the runs
    /// before it, as wide as its glyphs' own advances rather than the padded run.
    private static func ellipsisInk(of line: UnsafeMutablePointer<PangoLayoutLine>) -> Range<Int>? {
        var node = line.pointee.runs
        var x = 0
        var found: (offset: Int, ink: Range<Int>)?
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item,
                  let glyphs = run.pointee.glyphs else { continue }
            let width = Int(pango_glyph_string_get_width(glyphs))
            let offset = Int(item.pointee.offset)
            if found == nil || offset > found!.offset {
                // The glyphs' own advances, from the font, without the padding.
                var natural = 0
                for index in 0..<Int(glyphs.pointee.num_glyphs) {
                    var logical = PangoRectangle()
                    pango_font_get_glyph_extents(item.pointee.analysis.font, glyphs.pointee.glyphs[index].glyph, nil, &logical)
                    natural += Int(logical.width)
                }
                found = (offset, x..<(x + min(width, max(0, natural))))
            }
            x += width
        }
        return found?.ink
    }

    /// Where the elided text of an ellipsized line starts: the offset of the run holding the
    /// ellipsis, which is the last run in logical order.
    private static func ellipsisStart(of line: UnsafeMutablePointer<PangoLayoutLine>) -> Int? {
        var node = line.pointee.runs
        var last: Int?
        while let current = node {
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item {
                last = max(last ?? 0, Int(item.pointee.offset))
            }
            node = current.pointee.next
        }
        return last
    }
}
