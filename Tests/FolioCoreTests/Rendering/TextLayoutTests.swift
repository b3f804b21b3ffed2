import FolioCore
import Testing

/// Every character is 10 physical pixels wide (scaled with the font size from 10 px) and lines
/// are 20 px apart: easy arithmetic for wrapping.
private struct MonospaceMeasurer: TextMeasurer {
    func width(of text: String, font: FontSpec) -> Double { Double(text.count) * Double(font.pixelSize) }
    func lineHeight(font: FontSpec) -> Double { Double(font.pixelSize) * 2 }
}

@Suite("Text layout")
struct TextLayoutTests {
    private func layout(_ text: String, width: Double, maxLines: Int = 0, scale: Double = 1) -> TextLayout {
        TextLayout(
            text: text,
            attributes: TextAttributes(size: 10, maxLines: maxLines, lineSpacing: 0),
            maxWidth: width,
            scale: scale,
            measurer: MonospaceMeasurer()
        )
    }

    @Test("Words wrap at the width", arguments: [
        ("one two three", 1000.0, ["one two three"]),
        ("one two three", 70, ["one two", "three"]),
        ("one two three", 50, ["one", "two", "three"]),
        ("", 100, [""]),
        ("a\nb c", 100, ["a", "b c"]),
        ("  spaced   out  ", 100, ["spaced out"]),
    ])
    func wrapping(text: String, width: Double, expected: [String]) {
        #expect(layout(text, width: width).lines == expected)
    }

    @Test("A word wider than the line is broken by character")
    func longWord() {
        #expect(layout("abcdefghij xy", width: 40).lines == ["abcd", "efgh", "ij", "xy"])
    }

    @Test("The line limit cuts text and ends the last line in an ellipsis that fits")
    func ellipsis() {
        let text = layout("one two three four five", width: 80, maxLines: 2)
        #expect(text.isTruncated)
        #expect(text.lines == ["one two", "three…"])
        #expect(text.lineWidths.allSatisfy { $0 <= 80 })
    }

    @Test("The ellipsis replaces characters when the last line is full")
    func ellipsisOnFullLine() {
        let text = layout("abcdefgh ijklmnop", width: 80, maxLines: 1)
        #expect(text.lines == ["abcdefg…"])
    }

    @Test("Text that fits the limit exactly is not truncated")
    func exactFit() {
        let text = layout("one two three", width: 50, maxLines: 3)
        #expect(!text.isTruncated)
        #expect(text.lines == ["one", "two", "three"])
        let cut = layout("one\ntwo\nthree\nfour", width: 50, maxLines: 3)
        #expect(cut.isTruncated)
        #expect(cut.lines.last == "thre…")
    }

    @Test("Size is in logical pixels at any scale")
    func sizeAtScale() {
        let single = layout("one two", width: 1000, scale: 1)
        #expect(single.size == Size(width: 70, height: 20))
        let double = layout("one two", width: 1000, scale: 2)
        #expect(double.size == Size(width: 70, height: 20))
        #expect(double.lineWidths == [140])
    }

    @Test("A line starts at the rect's left, centre or right by its alignment, one advance below the last, on whole pixels",
          arguments: [(TextAlignment.leading, 11.0), (.center, 48.0), (.trailing, 84.0)])
    func lineOrigins(alignment: TextAlignment, x: Double) {
        let text = layout("one two", width: 40, scale: 2)
        // Lines are 40 physical pixels apart; the rect is 11.2 physical pixels in and 100 wide, so
        // a 27-pixel line starts at 11.2, 47.7 or 84.2.
        let rect = Rect(x: 5.6, y: 3.2, width: 50, height: 40)
        #expect(text.lineOrigin(0, width: 27, in: rect, scale: 2, alignment: alignment) == Point(x: x, y: 6))
        #expect(text.lineOrigin(1, width: 27, in: rect, scale: 2, alignment: alignment) == Point(x: x, y: 46))
    }

    @Test("A layout drawn at another scale than it was made for keeps its advance in logical pixels")
    func lineOriginAtAnotherScale() {
        let text = layout("one two", width: 40, scale: 2)
        #expect(text.lineOrigin(1, width: 0, in: Rect(x: 0, y: 0, width: 50, height: 40), scale: 1, alignment: .leading) == Point(x: 0, y: 20))
    }
}
