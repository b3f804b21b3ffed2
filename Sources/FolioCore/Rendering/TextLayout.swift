/// Text broken into lines for a width: word wrapping, hard breaks, a line limit with an ellipsis,
/// and words too long for a line broken by character. Computed on a worker during layout and
/// reused when the node is drawn. A plain value: usable on any thread.
public struct TextLayout: Hashable, Sendable {
    /// The lines to draw, top to bottom, already cut and ellipsised.
    public let lines: [String]
    /// Each line's width in physical pixels.
    public let lineWidths: [Double]
    /// Baseline-to-baseline distance in physical pixels, spacing included.
    public let lineAdvance: Double
    /// Whether text was cut to fit the line limit.
    public let isTruncated: Bool
    /// The scale the layout was made for (physical pixels per logical pixel).
    public let scale: Double

    /// The size of the laid-out text in logical pixels.
    public var size: Size {
        guard !lines.isEmpty else { return .zero }
        let width = lineWidths.max() ?? 0
        return Size(width: (width / scale).rounded(.up), height: (Double(lines.count) * lineAdvance / scale).rounded(.up))
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
        let font = attributes.font(scale: scale)
        let limit = maxWidth.isFinite ? max(1, maxWidth * scale) : .infinity
        func width(_ s: Substring) -> Double { measurer.width(of: String(s), font: font) }

        var lines: [String] = []
        var truncated = false
        var cancelled = false
        let maxLines = attributes.maxLines == 0 ? Int.max : attributes.maxLines
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        paragraphs: for (number, paragraph) in paragraphs.enumerated() {
            var current: Substring = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = current.isEmpty ? word : current + " " + word
                if width(candidate[...]) <= limit {
                    current = candidate[...]
                    continue
                }
                if !current.isEmpty {
                    lines.append(String(current))
                    if lines.count >= maxLines { truncated = true; break paragraphs }
                    if cancellation?.isCancelled == true { cancelled = true; break paragraphs }
                }
                // A word wider than a whole line is broken by character.
                var rest = word
                while width(rest) > limit, rest.count > 1 {
                    var cut = rest.startIndex
                    while rest.index(after: cut) < rest.endIndex, width(rest[...rest.index(after: cut)]) <= limit {
                        cut = rest.index(after: cut)
                    }
                    let head = rest[...cut]
                    lines.append(String(head))
                    if lines.count >= maxLines { truncated = true; break paragraphs }
                    if cancellation?.isCancelled == true { cancelled = true; break paragraphs }
                    rest = rest[rest.index(after: cut)...]
                }
                current = rest
            }
            lines.append(String(current))
            if lines.count >= maxLines {
                truncated = number < paragraphs.count - 1
                break
            }
            if cancellation?.isCancelled == true { cancelled = true; break }
        }
        self.isCancelled = cancelled
        if cancelled {
            // Measuring what is left would be the work the cancel is meant to save.
            self.lines = lines
            self.lineWidths = lines.map { _ in 0 }
            self.lineAdvance = 0
            self.isTruncated = false
            self.scale = scale
            return
        }
        if truncated, let last = lines.popLast() {
            lines.append(Self.ellipsised(last, limit: limit, width: { width($0[...]) }))
        }
        self.lines = lines
        self.lineWidths = lines.map { width($0[...]) }
        self.lineAdvance = measurer.lineHeight(font: font) * (1 + attributes.lineSpacing)
        self.isTruncated = truncated
        self.scale = scale
    }

    /// Where line `index` starts when the layout is drawn from the top of `rect` (logical
    /// pixels) at `scale`: the top left of a line `width` physical pixels wide, aligned within the
    /// rect's width by `alignment`, in physical pixels rounded to whole ones so glyphs stay sharp.
    /// A layout made at another scale has its line advance converted. The workers and the main
    /// thread both place lines with it, so text sits alike in a page and in the chrome.
    public func lineOrigin(_ index: Int, width: Double, in rect: Rect, scale: Double, alignment: TextAlignment) -> Point {
        let advance = self.scale > 0 ? lineAdvance / self.scale * scale : lineAdvance
        let left = rect.minX * scale, boxWidth = rect.width * scale
        let x: Double = switch alignment {
        case .leading: left
        case .center: left + (boxWidth - width) / 2
        case .trailing: left + boxWidth - width
        }
        return Point(x: x.rounded(), y: (rect.minY * scale + Double(index) * advance).rounded())
    }

    /// `line` shortened from the end, at a word boundary where possible, until it fits with "…".
    private static func ellipsised(_ line: String, limit: Double, width: (String) -> Double) -> String {
        var text = Substring(line)
        while !text.isEmpty, width(text.trimmingTrailingSpaces + ellipsis) > limit {
            text = text.dropLast()
        }
        return String(text.trimmingTrailingSpaces) + ellipsis
    }
}

private extension Substring {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
