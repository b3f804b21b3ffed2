/// Turns the line ranges `TextLineBreaker` found into `TextLine`s: fragments per run, measured
/// and placed on a common baseline, and the last line of cut text ended in an ellipsis. Used on
/// the laying-out thread.
struct TextLineBuilder {
    let source: TextLayoutSource
    let measurer: any TextMeasurer
    /// Line height times this is a line's advance.
    let spacing: Double
    let baseFont: FontSpec
    /// The attributes' own font's line advance, spacing included.
    let baseAdvance: Double
    private let baseAscent: Double

    init(source: TextLayoutSource, attributes: TextAttributes, scale: Double, measurer: any TextMeasurer) {
        self.source = source
        self.measurer = measurer
        spacing = 1 + attributes.lineSpacing
        baseFont = attributes.font(scale: scale)
        let height = measurer.lineHeight(font: baseFont)
        baseAdvance = height * spacing
        baseAscent = measurer.ascent(font: baseFont)
    }

    /// The line `range` of the source.
    func line(_ range: Range<String.Index>) -> TextLine {
        place(pieces(range, suffix: ""))
    }

    /// The line `range` shortened from the end, at a word boundary where possible, until it fits
    /// in `limit` physical pixels with "…" after it. The ellipsis takes the style of the text
    /// before it, but is never part of a link (after one it is drawn as plain text would be).
    func ellipsisedLine(_ range: Range<String.Index>, limit: Double) -> TextLine {
        let string = source.string
        var end = range.upperBound
        func trimmed(_ end: String.Index) -> String.Index {
            var end = end
            while end > range.lowerBound, string[string.index(before: end)] == " " { end = string.index(before: end) }
            return end
        }
        while end > range.lowerBound, width(range.lowerBound..<trimmed(end)) > limit {
            end = string.index(before: end)
        }
        return place(pieces(range.lowerBound..<trimmed(end), suffix: TextLayout.ellipsis))
    }

    /// The width of `range` followed by the ellipsis, as the line would be drawn.
    private func width(_ range: Range<String.Index>) -> Double {
        pieces(range, suffix: TextLayout.ellipsis).reduce(0) { $0 + $1.width }
    }

    private struct Piece {
        var text: String
        var run: Int
        var width: Double
        /// An ellipsis after a link: the link's look without being part of it.
        var isDetached = false
    }

    /// `range` cut at run boundaries and measured, `suffix` joined to the last piece (or a piece
    /// of its own after a link).
    private func pieces(_ range: Range<String.Index>, suffix: String) -> [Piece] {
        let string = source.string
        if source.runEnds.count == 1, source.linkIndices[0] == nil {
            guard !range.isEmpty || !suffix.isEmpty else { return [] }
            let text = suffix.isEmpty ? String(string[range]) : String(string[range]) + suffix
            return [Piece(text: text, run: 0, width: measurer.width(of: text, font: source.fonts[0]))]
        }
        var pieces: [Piece] = []
        var start = range.lowerBound
        var run = source.run(at: start)
        while start < range.upperBound {
            let end = min(source.runEnds[run], range.upperBound)
            if start < end { pieces.append(Piece(text: String(string[start..<end]), run: run, width: 0)) }
            start = end
            if start < range.upperBound { run += 1 }
        }
        if !suffix.isEmpty {
            if let last = pieces.last, source.linkIndices[last.run] == nil {
                pieces[pieces.count - 1].text += suffix
            } else {
                pieces.append(Piece(text: suffix, run: pieces.last?.run ?? run, width: 0, isDetached: pieces.last != nil))
            }
        }
        for index in pieces.indices {
            pieces[index].width = measurer.width(of: pieces[index].text, font: source.fonts[pieces[index].run])
        }
        return pieces
    }

    /// The pieces side by side on the baseline of the line's largest ascent.
    private func place(_ pieces: [Piece]) -> TextLine {
        guard !pieces.isEmpty else {
            return TextLine(fragments: [], width: 0, top: 0, height: baseAdvance, baseline: baseAscent)
        }
        // One piece in the attributes' font, as every line of plain text is: nothing to align.
        if pieces.count == 1, !pieces[0].isDetached, source.fonts[pieces[0].run] == baseFont {
            let piece = pieces[0]
            let fragment = TextFragment(text: piece.text, style: source.styles[piece.run], font: baseFont, x: 0, y: 0,
                                        width: piece.width, linkIndex: source.linkIndices[piece.run])
            return TextLine(fragments: [fragment], width: piece.width, top: 0, height: baseAdvance, baseline: baseAscent)
        }
        var ascents: [FontSpec: Double] = [:]
        var ascent = 0.0, descent = 0.0
        for piece in pieces {
            let font = source.fonts[piece.run]
            guard ascents[font] == nil else { continue }
            let fontAscent = font == baseFont ? baseAscent : measurer.ascent(font: font)
            ascents[font] = fontAscent
            ascent = max(ascent, fontAscent)
            let height = font == baseFont ? baseAdvance / spacing : measurer.lineHeight(font: font)
            descent = max(descent, height - fontAscent)
        }
        // One font, as in plain text: the line is exactly as tall as before lines had runs.
        let height = ascents.count == 1 && ascents.keys.first == baseFont ? baseAdvance : (ascent + descent) * spacing
        var fragments: [TextFragment] = []
        fragments.reserveCapacity(pieces.count)
        var x = 0.0
        for piece in pieces {
            let font = source.fonts[piece.run]
            var style = source.styles[piece.run]
            var link = source.linkIndices[piece.run]
            if piece.isDetached {
                style.link = nil
                link = nil
            }
            fragments.append(TextFragment(text: piece.text, style: style, font: font, x: x, y: ascent - (ascents[font] ?? ascent),
                                          width: piece.width, linkIndex: link))
            x += piece.width
        }
        return TextLine(fragments: fragments, width: x, top: 0, height: height, baseline: ascent)
    }
}
