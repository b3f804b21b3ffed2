/// Text broken into lines for a width: word wrapping (across runs of different styles too), hard
/// breaks, a line limit with an ellipsis, and words too long for a line broken by character.
/// Each line is made of fragments, one per style it crosses, sharing the baseline of the
/// line's largest font. Computed on a worker during layout and reused when the node is drawn.
/// A plain value: usable on any thread.
public struct TextLayout: Hashable, Sendable {
    /// The lines to draw, top to bottom, already cut and ellipsised.
    public let lines: [String]
    /// Each line's width in physical pixels.
    public let lineWidths: [Double]
    /// Each line's fragments and place: what styled text is drawn from.
    public let textLines: [TextLine]
    /// Baseline-to-baseline distance in physical pixels, spacing included, for the attributes'
    /// own font; a line with a larger run is taller (see `TextLine.height`).
    public let lineAdvance: Double
    /// Whether text was cut to fit the line limit.
    public let isTruncated: Bool
    /// The scale the layout was made for (physical pixels per logical pixel).
    public let scale: Double
    /// The height of all lines, physical pixels.
    private let height: Double
    /// Whether every line is `lineAdvance` tall, as in plain text: lines are then placed by
    /// multiplying, exactly as before lines could differ.
    private let hasUniformLines: Bool

    /// The size of the laid-out text in logical pixels.
    public var size: Size {
        guard !lines.isEmpty else { return .zero }
        let width = lineWidths.max() ?? 0
        return Size(width: (width / scale).rounded(.up), height: (height / scale).rounded(.up))
    }

    /// The ellipsis appended to a cut line.
    public static let ellipsis = "…"

    /// Whether laying out stopped early because its cancellation token was cancelled: `lines`
    /// then holds only the lines made before, and the layout must not be kept or shown as final.
    public let isCancelled: Bool

    /// Lays out `text` in `attributes` for lines at most `maxWidth` logical pixels wide.
    ///
    /// - Parameters:
    ///   - text: the text to break into lines.
    ///   - attributes: its font, colour, alignment and line limit.
    ///   - maxWidth: the widest a line may be, in logical pixels.
    ///   - scale: physical pixels per logical pixel, which the font is sized for.
    ///   - measurer: measures the text's runs in the font.
    ///   - cancellation: Checked after each line, so that a long text stops soon after
    ///     its job is cancelled (the result then says `isCancelled`); nil never stops.
    public init(text: String, attributes: TextAttributes, maxWidth: Double, scale: Double, measurer: any TextMeasurer,
                cancellation: CancellationToken? = nil) {
        self.init(text: AttributedText(text), attributes: attributes, maxWidth: maxWidth, scale: scale, measurer: measurer,
                  cancellation: cancellation)
    }

    /// Lays out styled `text` over `attributes` (what its runs do not say) for lines at most
    /// `maxWidth` logical pixels wide; see `init(text:attributes:maxWidth:scale:measurer:cancellation:)`.
    /// A word may span runs; it is measured piece by piece, each in its run's font.
    public init(text: AttributedText, attributes: TextAttributes, maxWidth: Double, scale: Double, measurer: any TextMeasurer,
                cancellation: CancellationToken? = nil) {
        let source = TextLayoutSource(text, attributes: attributes, scale: scale)
        let limit = maxWidth.isFinite ? max(1, maxWidth * scale) : .infinity
        var breaker = TextLineBreaker(source: source, measurer: measurer, limit: limit,
                                      maxLines: attributes.maxLines == 0 ? Int.max : attributes.maxLines,
                                      cancellation: cancellation)
        breaker.breakLines()
        self.isCancelled = breaker.isCancelled
        self.scale = scale
        if breaker.isCancelled {
            // Measuring what is left would be the work the cancel is meant to save.
            self.lines = breaker.lines.map { String(source.string[$0]) }
            self.lineWidths = lines.map { _ in 0 }
            self.textLines = []
            self.lineAdvance = 0
            self.height = 0
            self.hasUniformLines = true
            self.isTruncated = false
            return
        }
        let builder = TextLineBuilder(source: source, attributes: attributes, scale: scale, measurer: measurer)
        var textLines: [TextLine] = []
        textLines.reserveCapacity(breaker.lines.count)
        for (index, range) in breaker.lines.enumerated() {
            let ellipsised = breaker.isTruncated && index == breaker.lines.count - 1
            textLines.append(ellipsised ? builder.ellipsisedLine(range, limit: limit) : builder.line(range))
        }
        let advance = builder.baseAdvance
        let uniform = textLines.allSatisfy { $0.height == advance }
        var top = 0.0
        for index in textLines.indices {
            textLines[index].top = uniform ? Double(index) * advance : top
            top += textLines[index].height
        }
        self.textLines = textLines
        self.lines = textLines.map(\.text)
        self.lineWidths = textLines.map(\.width)
        self.lineAdvance = advance
        self.hasUniformLines = uniform
        self.height = uniform ? Double(textLines.count) * advance : top
        self.isTruncated = breaker.isTruncated
    }

    /// Where line `index` starts when the layout is drawn from the top of `rect` (logical
    /// pixels) at `scale`: the top left of a line `width` physical pixels wide, aligned within the
    /// rect's width by `alignment`, in physical pixels rounded to whole ones so glyphs stay sharp.
    /// A layout made at another scale has its lines' places converted. The workers and the main
    /// thread both place lines with it, so text sits alike in a page and in the chrome.
    public func lineOrigin(_ index: Int, width: Double, in rect: Rect, scale: Double, alignment: TextAlignment) -> Point {
        let left = rect.minX * scale, boxWidth = rect.width * scale
        let x: Double = switch alignment {
        case .leading: left
        case .center: left + (boxWidth - width) / 2
        case .trailing: left + boxWidth - width
        }
        let top: Double
        if hasUniformLines || !textLines.indices.contains(index) {
            let advance = self.scale > 0 ? lineAdvance / self.scale * scale : lineAdvance
            top = Double(index) * advance
        } else {
            top = self.scale > 0 ? textLines[index].top / self.scale * scale : textLines[index].top
        }
        return Point(x: x.rounded(), y: (rect.minY * scale + top).rounded())
    }

    /// Where each link's fragments are when the layout is drawn in `rect` (logical pixels) with
    /// `alignment`: one rectangle per line a link crosses, in `rect`'s coordinates and logical
    /// pixels, a line's full height tall, in reading order.
    public func linkRects(in rect: Rect, alignment: TextAlignment) -> [(link: Int, rect: Rect)] {
        guard scale > 0 else { return [] }
        var rects: [(link: Int, rect: Rect)] = []
        for (index, line) in textLines.enumerated() {
            let origin = lineOrigin(index, width: line.width, in: rect, scale: scale, alignment: alignment)
            for fragment in line.fragments {
                guard let link = fragment.linkIndex else { continue }
                let frame = Rect(x: (origin.x + fragment.x) / scale, y: origin.y / scale,
                                 width: fragment.width / scale, height: line.height / scale)
                // The fragments of one link on one line make one rectangle.
                if let last = rects.last, last.link == link, abs(last.rect.minY - frame.minY) < 0.001 {
                    rects[rects.count - 1].rect = Rect(x: last.rect.minX, y: last.rect.minY,
                                                       width: frame.maxX - last.rect.minX, height: last.rect.height)
                } else {
                    rects.append((link, frame))
                }
            }
        }
        return rects
    }

    /// A copy whose fragments of link `link` are drawn in `color`: how a pressed link is shown
    /// without laying the text out again.
    public func coloringLink(_ link: Int, _ color: Color) -> TextLayout {
        var lines = textLines
        for line in lines.indices {
            for fragment in lines[line].fragments.indices where lines[line].fragments[fragment].linkIndex == link {
                lines[line].fragments[fragment].style.color = color
            }
        }
        return TextLayout(copying: self, textLines: lines)
    }

    private init(copying layout: TextLayout, textLines: [TextLine]) {
        lines = layout.lines
        lineWidths = layout.lineWidths
        self.textLines = textLines
        lineAdvance = layout.lineAdvance
        isTruncated = layout.isTruncated
        scale = layout.scale
        height = layout.height
        hasUniformLines = layout.hasUniformLines
        isCancelled = layout.isCancelled
    }
}
