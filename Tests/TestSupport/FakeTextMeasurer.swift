import FolioCore

/// A text engine without fonts, for pipeline tests: every character is `advance` × its run's
/// font size wide and lines are `lineHeight` sizes apart; words wrap at spaces (a word longer
/// than the line breaks anywhere), paragraphs at newlines, and a line limit cuts the last line
/// with an ellipsis that fits. Left to right only. Any thread.
public struct FakeTextMeasurer: TextMeasurer {
    public let advance: Double
    public let lineHeight: Double

    public init(advance: Double = 0.5, lineHeight: Double = 1.2) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    private struct Glyph {
        let character: Character
        let width: Double
        let size: Double
        let link: Int?
    }

    public func layout(_ request: TextLayoutRequest, cancellation: CancellationToken?) -> TextLayout {
        let attributes = request.attributes
        let base = Double(attributes.font(scale: request.scale).pixelSize)
        var glyphs: [Glyph] = []
        let runs = request.text.runs.isEmpty ? [TextRun("")] : request.text.runs
        let links = request.text.runs.isEmpty ? [nil] : request.text.linkIndices
        for (run, link) in zip(runs, links) {
            let size = Double(run.style.font(in: attributes, scale: request.scale).pixelSize)
            for character in run.text { glyphs.append(Glyph(character: character, width: size * advance, size: size, link: link)) }
        }
        let limit = request.pixelWidth ?? .infinity
        var lineRanges: [Range<Int>] = []
        var start = 0
        while start <= glyphs.count {
            var end = start, width = 0.0, lastSpace: Int?
            while end < glyphs.count, glyphs[end].character != "\n" {
                if glyphs[end].character == " " { lastSpace = end }
                if width + glyphs[end].width > limit, end > start {
                    if let space = lastSpace, space > start { end = space }
                    break
                }
                width += glyphs[end].width
                end += 1
            }
            lineRanges.append(start..<end)
            if end >= glyphs.count { break }
            start = glyphs[end].character == "\n" || glyphs[end].character == " " ? end + 1 : end
        }
        let maxLines = attributes.maxLines == 0 ? Int.max : attributes.maxLines
        let isTruncated = lineRanges.count > maxLines
        if isTruncated {
            lineRanges = Array(lineRanges.prefix(maxLines))
            // The ellipsis replaces characters until the cut line fits.
            let ellipsisWidth = base * advance
            if var last = lineRanges.last {
                while last.count > 0, glyphs[last].map(\.width).reduce(0, +) + ellipsisWidth > limit {
                    last = last.lowerBound..<(last.upperBound - 1)
                }
                lineRanges[lineRanges.count - 1] = last
            }
        }
        var lines: [TextLine] = []
        var top = 0.0
        for (index, range) in lineRanges.enumerated() {
            var text = String(glyphs[range].map(\.character))
            var spans: [TextLinkSpan] = []
            var x = 0.0
            for glyph in glyphs[range] {
                if let link = glyph.link {
                    if let last = spans.last, last.link == link, abs(last.x + last.width - x) < 0.001 {
                        spans[spans.count - 1].width += glyph.width
                    } else {
                        spans.append(TextLinkSpan(link: link, x: x, width: glyph.width))
                    }
                }
                x += glyph.width
            }
            if isTruncated, index == lineRanges.count - 1 {
                text += TextLayout.ellipsis
                x += base * advance
            }
            let size = glyphs[range].map(\.size).max() ?? base
            let height = size * lineHeight * (1 + attributes.lineSpacing)
            lines.append(TextLine(text: text, width: x, top: top, height: height, baseline: size * 0.8, linkSpans: spans,
                                  paragraph: 0, lineInParagraph: index))
            top += height
        }
        return TextLayout(request: request, lines: lines, isTruncated: isTruncated)
    }
}
