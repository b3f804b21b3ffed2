import FolioCore
import Testing
import TestSupport

/// What `TextLayout` itself does with the lines an engine gives it: where each line is drawn,
/// how big the text is, where its links are and how a pressed link is coloured; and how a request
/// is made safe. Engine-neutral: the lines are built by hand, or by the fontless
/// `FakeTextMeasurer`.
@Suite("Text layout")
struct TextLayoutTests {
    private static let attributes = TextAttributes(size: 10, lineSpacing: 0)

    /// A layout of `lines`, made at `scale`, as an engine would return it.
    private func layout(_ lines: [TextLine], scale: Double = 2) -> TextLayout {
        TextLayout(request: TextLayoutRequest(text: "text", attributes: Self.attributes, maxWidth: 100, scale: scale),
                   lines: lines, isTruncated: false)
    }

    /// Two lines 40 physical pixels tall, the first left to right and the second as `secondIsRightToLeft` says.
    private func twoLines(secondIsRightToLeft: Bool = false) -> TextLayout {
        layout([
            TextLine(text: "one", width: 27, top: 0, height: 40, baseline: 32),
            TextLine(text: "two", width: 27, top: 40, height: 40, baseline: 32, isRightToLeft: secondIsRightToLeft, paragraph: 1),
        ])
    }

    // The rect is 11.2 physical pixels in and 100 wide at scale 2, so a 27-pixel line starts at
    // 11.2, 47.7 or 84.2; its top, 6.4 below the origin, at 6.4 and 46.4.
    private static let box = Rect(x: 5.6, y: 3.2, width: 50, height: 40)

    @Test("A left-to-right line starts at the box's left, centre or right by its alignment, its top below the last, on whole pixels",
          arguments: [(TextAlignment.leading, 11.0), (.center, 48.0), (.trailing, 84.0)])
    func leftToRightOrigins(alignment: TextAlignment, x: Double) {
        let text = twoLines()
        #expect(text.lineOrigin(0, width: 27, in: Self.box, scale: 2, alignment: alignment) == Point(x: x, y: 6))
        #expect(text.lineOrigin(1, width: 27, in: Self.box, scale: 2, alignment: alignment) == Point(x: x, y: 46))
    }

    @Test("A right-to-left line starts from the box's right when leading and from its left when trailing; centred alike",
          arguments: [(TextAlignment.leading, 84.0), (.center, 48.0), (.trailing, 11.0)])
    func rightToLeftOrigins(alignment: TextAlignment, x: Double) {
        let text = twoLines(secondIsRightToLeft: true)
        #expect(text.lineOrigin(1, width: 27, in: Self.box, scale: 2, alignment: alignment) == Point(x: x, y: 46))
        // The line above reads left to right: its own direction places it, not its neighbour's.
        let leftToRight: Double = switch alignment {
        case .leading: 11
        case .center: 48
        case .trailing: 84
        }
        #expect(text.lineOrigin(0, width: 27, in: Self.box, scale: 2, alignment: alignment).x == leftToRight)
    }

    @Test("Line origins are whole physical pixels whatever the box's fractions")
    func wholePixels() {
        let text = twoLines()
        for x in stride(from: 0.0, through: 3, by: 0.37) {
            for alignment in [TextAlignment.leading, .center, .trailing] {
                let origin = text.lineOrigin(1, width: 26.5, in: Rect(x: x, y: x / 3, width: 49.9, height: 40), scale: 2, alignment: alignment)
                #expect(origin.x == origin.x.rounded() && origin.y == origin.y.rounded(), "\(origin) at \(x), \(alignment)")
            }
        }
    }

    @Test("A layout drawn at another scale than it was made for keeps its lines' tops in logical pixels")
    func lineOriginAtAnotherScale() {
        let text = twoLines()
        let rect = Rect(x: 3, y: 7, width: 50, height: 40)
        // Made at 2: the second line is 40 physical pixels down, 20 logical.
        #expect(text.lineOrigin(1, width: 0, in: rect, scale: 1, alignment: .leading) == Point(x: 3, y: 27))
        #expect(text.lineOrigin(1, width: 0, in: rect, scale: 3, alignment: .leading) == Point(x: 9, y: 81))
        #expect(text.lineOrigin(1, width: 20, in: rect, scale: 1, alignment: .trailing) == Point(x: 33, y: 27))
    }

    @Test("Size is in logical pixels, rounded up, from the widest line and the last line's bottom")
    func sizeInLogicalPixels() {
        let text = layout([
            TextLine(text: "short", width: 27, top: 0, height: 40, baseline: 32),
            TextLine(text: "the widest", width: 141, top: 40, height: 41, baseline: 32),
            TextLine(text: "mid", width: 60, top: 81, height: 40, baseline: 32),
        ])
        // 141 and 121 physical pixels at scale 2: 70.5 and 60.5 logical, rounded up.
        #expect(text.size == Size(width: 71, height: 61))
        #expect(text.lineWidths == [27, 141, 60])
        #expect(text.lines == ["short", "the widest", "mid"])
        let same = layout(text.textLines.map { line in
            var half = line
            half.width /= 2
            half.top /= 2
            half.height /= 2
            return half
        }, scale: 1)
        #expect(same.size == Size(width: 71, height: 61), "the same text at scale 1")
        #expect(layout([]).size == .zero)
    }

    @Test("A link gets one rectangle per span, in logical pixels in the box's coordinates, a line's height tall")
    func linkRectsPerSpan() {
        let text = layout([
            TextLine(text: "see alpha and beta", width: 100, top: 0, height: 40, baseline: 32, linkSpans: [
                TextLinkSpan(link: 0, x: 10, width: 20),
                TextLinkSpan(link: 1, x: 60, width: 10),
                TextLinkSpan(link: 1, x: 80, width: 10),
            ]),
        ])
        let rects = text.linkRects(in: Rect(x: 5, y: 10, width: 100, height: 60), alignment: .leading)
        #expect(rects.map(\.link) == [0, 1, 1], "spans apart stay apart")
        #expect(rects.map(\.rect) == [Rect(x: 10, y: 10, width: 10, height: 20), Rect(x: 35, y: 10, width: 5, height: 20),
                                      Rect(x: 45, y: 10, width: 5, height: 20)])
    }

    @Test("Touching spans of one link make one rectangle; touching spans of two links do not")
    func touchingSpansMerge() {
        let text = layout([
            TextLine(text: "#swift#folio", width: 100, top: 0, height: 40, baseline: 32, linkSpans: [
                TextLinkSpan(link: 0, x: 10, width: 20),
                TextLinkSpan(link: 0, x: 30, width: 16),
                TextLinkSpan(link: 1, x: 46, width: 10),
            ]),
        ])
        let rects = text.linkRects(in: Rect(x: 5, y: 10, width: 100, height: 60), alignment: .leading)
        #expect(rects.map(\.link) == [0, 1])
        #expect(rects.map(\.rect) == [Rect(x: 10, y: 10, width: 18, height: 20), Rect(x: 28, y: 10, width: 5, height: 20)])
    }

    @Test("A link wrapped over two lines has a rectangle on each, even where one line ends and the next begins with it, aligned as its lines are")
    func linkAcrossLines() {
        let text = layout([
            TextLine(text: "see alpha", width: 90, top: 0, height: 40, baseline: 32, linkSpans: [TextLinkSpan(link: 0, x: 40, width: 50)]),
            TextLine(text: "beta end", width: 80, top: 40, height: 40, baseline: 32, linkSpans: [TextLinkSpan(link: 0, x: 0, width: 40)]),
        ])
        let leading = text.linkRects(in: Rect(x: 0, y: 0, width: 60, height: 40), alignment: .leading)
        #expect(leading.map(\.link) == [0, 0])
        #expect(leading.map(\.rect) == [Rect(x: 20, y: 0, width: 25, height: 20), Rect(x: 0, y: 20, width: 20, height: 20)])
        let trailing = text.linkRects(in: Rect(x: 10, y: 5, width: 60, height: 40), alignment: .trailing)
        #expect(trailing.map(\.rect) == [Rect(x: 45, y: 5, width: 25, height: 20), Rect(x: 30, y: 25, width: 20, height: 20)])
    }

    @Test("A right-to-left line's link spans are placed from the line's right-hand start, each piece of a split link on its own")
    func rightToLeftLinkSpans() {
        // A 60-pixel right-to-left line whose link a left-to-right number splits in two pieces.
        let text = layout([
            TextLine(text: "rtl", width: 60, top: 0, height: 40, baseline: 32, isRightToLeft: true, linkSpans: [
                TextLinkSpan(link: 0, x: 0, width: 10),
                TextLinkSpan(link: 0, x: 30, width: 20),
            ]),
        ])
        let rect = Rect(x: 5, y: 10, width: 100, height: 60)
        // Leading is the right edge: the line spans 150…210 physical pixels, 75…105 logical.
        let leading = text.linkRects(in: rect, alignment: .leading)
        #expect(leading.map(\.rect) == [Rect(x: 75, y: 10, width: 5, height: 20), Rect(x: 90, y: 10, width: 10, height: 20)])
        let trailing = text.linkRects(in: rect, alignment: .trailing)
        #expect(trailing.map(\.rect) == [Rect(x: 5, y: 10, width: 5, height: 20), Rect(x: 20, y: 10, width: 10, height: 20)])
    }

    @Test("Link rectangles are the same logical pixels whatever scale the layout was made at")
    func linkRectsAtAnyScale() {
        let line = TextLine(text: "see alpha", width: 90, top: 0, height: 40, baseline: 32, linkSpans: [TextLinkSpan(link: 0, x: 40, width: 50)])
        var half = line
        half.width = 45
        half.height = 20
        half.linkSpans = [TextLinkSpan(link: 0, x: 20, width: 25)]
        // Centred, the line's left is a whole pixel at either scale: 4 + (61 - 45) / 2 logical.
        let rect = Rect(x: 4, y: 6, width: 61, height: 40)
        for alignment in [TextAlignment.leading, .center, .trailing] {
            let retina = layout([line], scale: 2).linkRects(in: rect, alignment: alignment)
            let single = layout([half], scale: 1).linkRects(in: rect, alignment: alignment)
            #expect(retina.map(\.rect) == single.map(\.rect), "\(alignment)")
            #expect(!retina.isEmpty)
        }
    }

    @Test("Colouring a link sets its highlight and leaves the lines, and the layout it came from, as they were")
    func coloringALink() {
        let text = layout([
            TextLine(text: "a b c", width: 50, top: 0, height: 40, baseline: 32,
                     linkSpans: [TextLinkSpan(link: 0, x: 0, width: 10), TextLinkSpan(link: 1, x: 40, width: 10)]),
        ])
        let pressed = text.coloringLink(1, .white)
        #expect(pressed.linkHighlight == TextLinkHighlight(link: 1, color: .white))
        #expect(pressed.textLines == text.textLines)
        #expect(pressed.request == text.request && pressed.size == text.size)
        #expect(text.linkHighlight == nil)
        #expect(pressed != text, "a highlighted layout is not the plain one")
        #expect(pressed.coloringLink(0, .black).linkHighlight == TextLinkHighlight(link: 0, color: .black), "a new press replaces the old")
    }

    @Test("A request takes a width that is not a number as no wrapping, one not positive as a pixel, and a bad scale as 1")
    func requestNormalisation() {
        func request(width: Double, scale: Double) -> TextLayoutRequest {
            TextLayoutRequest(text: "x", attributes: Self.attributes, maxWidth: width, scale: scale)
        }
        #expect(request(width: .nan, scale: 2).maxWidth == .infinity)
        #expect(request(width: .nan, scale: 2).pixelWidth == nil)
        #expect(request(width: .infinity, scale: 2).pixelWidth == nil)
        #expect(request(width: 0, scale: 1).maxWidth == 1)
        #expect(request(width: -30, scale: 1).maxWidth == 1)
        #expect(request(width: -.infinity, scale: 1).maxWidth == 1)
        #expect(request(width: 40.5, scale: 2).pixelWidth == 81)
        for scale in [Double.nan, 0, -2, .infinity, -.infinity] {
            #expect(request(width: 40, scale: scale).scale == 1, "scale \(scale)")
        }
        #expect(request(width: 40, scale: 1.5).scale == 1.5)
        #expect(request(width: .nan, scale: .nan) == request(width: .infinity, scale: 1), "bad values give one request, one cache entry")
    }

    @Test("Laying out hands the engine the normalised request, and the layout reports it")
    func layoutCarriesItsRequest() {
        let text = TextLayout(text: "one two", attributes: Self.attributes, maxWidth: .nan, scale: -1, measurer: FakeTextMeasurer())
        #expect(text.request == TextLayoutRequest(text: "one two", attributes: Self.attributes, maxWidth: .infinity, scale: 1))
        #expect(text.scale == 1)
        #expect(text.lines == ["one two"], "no wrapping")
    }

    @Test("A plain string is laid out exactly as the same text in one plain run")
    func plainStringIsPlainText() {
        let string = "Ada wrote\n\nabout wrapping and averyveryverylongword here"
        let plain = TextLayout(text: string, attributes: Self.attributes, maxWidth: 45, scale: 2, measurer: FakeTextMeasurer())
        let attributed = TextLayout(text: AttributedText(string), attributes: Self.attributes, maxWidth: 45, scale: 2,
                                    measurer: FakeTextMeasurer())
        #expect(plain == attributed)
        #expect(plain.lines.count > 3)
    }

    @Test("Two links to one target are told apart by index in a laid-out text, each with its own rectangle")
    func linksToOneTarget() {
        let text = AttributedText("#sw", link: "tag:swift") + AttributedText("ift", link: "tag:swift", style: .bold)
            + " and " + AttributedText("#swift", link: "tag:swift")
        // 5-pixel characters: "#swift" is 30 pixels wide, the second 45 pixels in.
        let rects = TextLayout(text: text, attributes: Self.attributes, maxWidth: 1000, scale: 1, measurer: FakeTextMeasurer())
            .linkRects(in: Rect(x: 0, y: 0, width: 1000, height: 20), alignment: .leading)
        #expect(rects.map(\.link) == [0, 1])
        #expect(rects.map(\.rect.minX) == [0, 55])
        #expect(rects.map(\.rect.width) == [30, 30])
    }
}
