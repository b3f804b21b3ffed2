/// Text broken into lines for a width by the environment's text engine (`TextMeasurer`): each
/// line's characters, size, baseline, direction and link spans, in physical pixels, and the
/// request it was made from, which the engine draws it by. Computed on a worker during layout
/// and reused when the node is drawn. A plain value: usable on any thread.
public struct TextLayout: Hashable, Sendable {
    /// What the layout was made from.
    public let request: TextLayoutRequest
    /// Each line's size, place and links, top to bottom.
    public let textLines: [TextLine]
    /// Whether text was cut to fit the line limit.
    public let isTruncated: Bool
    /// Whether laying out stopped early because its cancellation token was cancelled: the layout
    /// then holds only the paragraphs made before, and must not be kept or shown as final.
    public let isCancelled: Bool
    /// A link drawn in another colour (a pressed link), if any: see `coloringLink(_:_:)`.
    public private(set) var linkHighlight: TextLinkHighlight?

    /// The ellipsis a cut line ends in.
    public static let ellipsis = "…"

    /// The lines' characters, top to bottom, already cut and ellipsised.
    public var lines: [String] { textLines.map(\.text) }
    /// Each line's width in physical pixels.
    public var lineWidths: [Double] { textLines.map(\.width) }
    /// The scale the layout was made for (physical pixels per logical pixel).
    public var scale: Double { request.scale }

    /// The size of the laid-out text in logical pixels.
    public var size: Size {
        guard let last = textLines.last else { return .zero }
        let width = textLines.lazy.map(\.width).max() ?? 0
        return Size(width: (width / scale).rounded(.up), height: ((last.top + last.height) / scale).rounded(.up))
    }

    /// A layout an engine made: `lines` for `request`. Any thread.
    public init(request: TextLayoutRequest, lines: [TextLine], isTruncated: Bool, isCancelled: Bool = false) {
        self.request = request
        self.textLines = lines
        self.isTruncated = isTruncated
        self.isCancelled = isCancelled
    }

    /// Lays out `text` in `attributes` for lines at most `maxWidth` logical pixels wide (infinity:
    /// no wrapping), at `scale` physical pixels per logical pixel, with `measurer`; see
    /// `TextMeasurer.layout(_:cancellation:)`. Any thread.
    public init(text: String, attributes: TextAttributes, maxWidth: Double, scale: Double, measurer: any TextMeasurer,
                cancellation: CancellationToken? = nil) {
        self.init(text: AttributedText(text), attributes: attributes, maxWidth: maxWidth, scale: scale, measurer: measurer,
                  cancellation: cancellation)
    }

    /// Lays out styled `text` over `attributes` (what its runs do not say); see
    /// `init(text:attributes:maxWidth:scale:measurer:cancellation:)`. Words wrap across runs.
    public init(text: AttributedText, attributes: TextAttributes, maxWidth: Double, scale: Double, measurer: any TextMeasurer,
                cancellation: CancellationToken? = nil) {
        let request = TextLayoutRequest(text: text, attributes: attributes, maxWidth: maxWidth, scale: scale)
        self = measurer.layout(request, cancellation: cancellation)
    }

    /// Where line `index` starts when the layout is drawn from the top of `rect` (logical
    /// pixels) at `scale`: the top left of a line `width` physical pixels wide, aligned within the
    /// rect's width by `alignment` (leading is the right edge for a right-to-left line), in
    /// physical pixels rounded to whole ones so glyphs stay sharp. A layout made at another scale
    /// has its lines' places converted. The workers and the main thread both place lines with
    /// it, so text sits alike in a page and in the chrome.
    public func lineOrigin(_ index: Int, width: Double, in rect: Rect, scale: Double, alignment: TextAlignment) -> Point {
        let left = rect.minX * scale, boxWidth = rect.width * scale
        let isRightToLeft = textLines.indices.contains(index) && textLines[index].isRightToLeft
        let x: Double = switch (alignment, isRightToLeft) {
        case (.leading, false), (.trailing, true): left
        case (.center, _): left + (boxWidth - width) / 2
        case (.trailing, false), (.leading, true): left + boxWidth - width
        }
        let ratio = self.scale > 0 ? scale / self.scale : 1
        let top = textLines.indices.contains(index) ? textLines[index].top * ratio : 0
        return Point(x: x.rounded(), y: (rect.minY * scale + top).rounded())
    }

    /// Where each link's spans are when the layout is drawn in `rect` (logical pixels) with
    /// `alignment`: one rectangle per visual stretch of a link on a line, in `rect`'s coordinates
    /// and logical pixels, a line's full height tall, top to bottom and left to right.
    public func linkRects(in rect: Rect, alignment: TextAlignment) -> [(link: Int, rect: Rect)] {
        guard scale > 0 else { return [] }
        var rects: [(link: Int, rect: Rect)] = []
        for (index, line) in textLines.enumerated() where !line.linkSpans.isEmpty {
            let origin = lineOrigin(index, width: line.width, in: rect, scale: scale, alignment: alignment)
            for span in line.linkSpans {
                let frame = Rect(x: (origin.x + span.x) / scale, y: origin.y / scale, width: span.width / scale, height: line.height / scale)
                // Touching spans of one link on one line make one rectangle.
                if let last = rects.last, last.link == span.link, abs(last.rect.minY - frame.minY) < 0.001,
                   abs(last.rect.maxX - frame.minX) < 0.5 / scale {
                    rects[rects.count - 1].rect = Rect(x: last.rect.minX, y: last.rect.minY,
                                                       width: frame.maxX - last.rect.minX, height: last.rect.height)
                } else {
                    rects.append((span.link, frame))
                }
            }
        }
        return rects
    }

    /// A copy whose link `link` is drawn in `color`: how a pressed link is shown without laying
    /// the text out again.
    public func coloringLink(_ link: Int, _ color: Color) -> TextLayout {
        var copy = self
        copy.linkHighlight = TextLinkHighlight(link: link, color: color)
        return copy
    }
}
