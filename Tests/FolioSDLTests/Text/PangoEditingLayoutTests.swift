import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// The Pango editing layout: carets, hit testing, visual movement through mixed-direction text,
/// selection rects, lines and words, on the bundled fonts and the system's.
@Suite("Pango editing layout")
struct PangoEditingLayoutTests {
    private let measurer: SDLTextMeasurer
    private let attributes = TextAttributes(size: 16)

    init() throws {
        measurer = try RasterTestSupport.measurer()
    }

    private func layout(_ text: String, maxWidth: Double? = nil, scale: Double = 1, composition: Range<Int>? = nil) -> PangoEditingLayout {
        measurer.pangoEditingLayout(of: text, attributes: attributes, composition: composition, maxWidth: maxWidth, scale: scale)
    }

    /// Every grapheme boundary of `text`, UTF-8 offsets.
    private func boundaries(_ text: String) -> [Int] {
        var offsets = [0], offset = 0
        for character in text {
            offset += character.utf8.count
            offsets.append(offset)
        }
        return offsets
    }

    /// The offsets visited moving from `start` in `direction` until the edge.
    private func walk(_ layout: PangoEditingLayout, from start: Int, direction: Int) -> [Int] {
        var visited = [start]
        while let next = layout.offset(movingVisuallyFrom: visited.last!, direction: direction), visited.count < 200 {
            visited.append(next)
        }
        return visited
    }

    @Test("The caret moves right as Latin text goes on, and left as Hebrew does")
    func caretDirection() {
        let latin = layout("Folio edits")
        let latinX = boundaries(latin.text).map { latin.caretRect(at: $0).minX }
        #expect(zip(latinX, latinX.dropFirst()).allSatisfy { $0 < $1 }, "\(latinX)")
        let hebrew = layout("שלום עולם")
        let hebrewX = boundaries(hebrew.text).map { hebrew.caretRect(at: $0).minX }
        #expect(zip(hebrewX, hebrewX.dropFirst()).allSatisfy { $0 > $1 }, "\(hebrewX)")
        let caret = latin.caretRect(at: 0)
        #expect(caret.width == 0 && caret.height > 12 && caret.height < 30)
    }

    @Test("Right arrows through \"abc שלום def\" visit every boundary, backwards inside the Hebrew, and stop at the right edge")
    func visualMovementMixed() {
        let mixed = layout("abc שלום def")
        let visited = walk(mixed, from: 0, direction: 1)
        #expect(Set(visited) == Set(boundaries(mixed.text)), "\(visited)")
        #expect(visited.last == mixed.text.utf8.count)
        #expect(zip(visited, visited.dropFirst()).contains { $1 == $0 - 2 }, "steps back through the Hebrew: \(visited)")
        let xs = visited.map { mixed.caretRect(at: $0).minX }
        #expect(xs.last! >= xs.max()! - 0.5, "ends at the right edge: \(xs)")
        let back = walk(mixed, from: mixed.text.utf8.count, direction: -1)
        #expect(Set(back) == Set(boundaries(mixed.text)) && back.last == 0, "\(back)")
    }

    @Test("In an Arabic line, Left moves forward in the text, from its start on the right")
    func visualMovementArabic() {
        let arabic = layout("مرحبا بالعالم")
        #expect(arabic.offset(movingVisuallyFrom: 0, direction: -1) == 2)
        #expect(arabic.offset(movingVisuallyFrom: 0, direction: 1) == nil)
        let visited = walk(arabic, from: 0, direction: -1)
        #expect(visited == boundaries(arabic.text), "\(visited)")
    }

    @Test("A click at a boundary's caret hits that boundary; far left or right hits the line's ends")
    func hitTesting() {
        let latin = layout("hit testing")
        for offset in boundaries(latin.text) {
            let caret = latin.caretRect(at: offset)
            #expect(latin.offset(at: Point(x: caret.minX + 0.4, y: caret.midY)) == offset)
        }
        #expect(latin.offset(at: Point(x: -50, y: 5)) == 0)
        #expect(latin.offset(at: Point(x: 5000, y: 500)) == latin.text.utf8.count)
        let hebrew = layout("שלום")
        #expect(hebrew.offset(at: Point(x: -50, y: 5)) == hebrew.text.utf8.count)
        #expect(hebrew.offset(at: Point(x: hebrew.size.width + 50, y: 5)) == 0)
    }

    @Test("A click on the trailing half of a character counts after it")
    func trailingHalf() {
        let text = layout("MW")
        let end = text.caretRect(at: 1).minX
        #expect(text.offset(at: Point(x: end * 0.25, y: 5)) == 0)
        #expect(text.offset(at: Point(x: end * 0.75, y: 5)) == 1)
    }

    @Test("CJK, emoji families, flags and skin tones: hits and moves land on cluster boundaries only")
    func clusters() {
        let text = layout("中文👨‍👩‍👧‍👦字🇯🇵👍🏽x")
        let valid = Set(boundaries(text.text))
        for x in stride(from: -5.0, through: text.size.width + 5, by: 1.5) {
            #expect(valid.contains(text.offset(at: Point(x: x, y: text.size.height / 2))), "x \(x)")
        }
        let visited = walk(text, from: 0, direction: 1)
        #expect(visited == boundaries(text.text), "\(visited)")
    }

    @Test("Devanagari with marks: the caret never stops between a consonant and its vowel sign")
    func devanagari() {
        let text = layout("नमस्ते")
        let visited = walk(text, from: 0, direction: 1)
        #expect(visited.first == 0 && visited.last == text.text.utf8.count)
        // न म स्ते: a vowel sign (ि े) or virama never starts a cluster.
        let bytes = Array(text.text.utf8)
        for offset in visited.dropFirst().dropLast() {
            let scalar = String(decoding: bytes[offset..<min(offset + 3, bytes.count)], as: UTF8.self).unicodeScalars.first!
            #expect(scalar.properties.generalCategory != .nonspacingMark && scalar.properties.generalCategory != .spacingMark,
                    "offset \(offset)")
        }
    }

    @Test("A selection across a direction change is two rects; within one direction it is one")
    func selectionRects() {
        let mixed = layout("abc שלום def")
        let split = mixed.selectionRects(for: 2..<8)
        #expect(split.count == 2, "\(split)")
        let whole = mixed.selectionRects(for: 0..<3)
        #expect(whole.count == 1)
        #expect(abs(whole[0].minX - mixed.caretRect(at: 0).minX) < 0.5 && abs(whole[0].maxX - mixed.caretRect(at: 3).minX) < 0.5)
        #expect(whole[0].height > 12)
        #expect(mixed.selectionRects(for: 4..<4).isEmpty)
    }

    @Test("A wrapped text moves up and down between lines near the same x, and Home and End keep to the visual line")
    func lines() {
        let text = layout("one two three four five six seven eight nine ten", maxWidth: 80)
        let caret = text.caretRect(at: 5)
        let down = try! #require(text.offset(verticallyFrom: 5, lines: 1, x: caret.minX))
        #expect(text.caretRect(at: down).minY > caret.minY)
        #expect(abs(text.caretRect(at: down).minX - caret.minX) < 12)
        #expect(text.offset(verticallyFrom: 5, lines: 1, x: caret.minX).map { text.offset(verticallyFrom: $0, lines: -1, x: caret.minX) } == 5)
        #expect(text.offset(verticallyFrom: 5, lines: -1, x: caret.minX) == nil)
        let first = text.lineRange(containing: 5)
        #expect(first.lowerBound == 0 && first.upperBound < text.text.utf8.count)
        #expect(text.caretRect(at: first.upperBound).minY == caret.minY, "End stays on the line it is on")
        let paragraphs = layout("first\nsecond", maxWidth: 300)
        #expect(paragraphs.lineRange(containing: 8) == 6..<12)
        #expect(paragraphs.lineRange(containing: 2) == 0..<5)
        #expect(paragraphs.size.height > 2 * paragraphs.caretRect(at: 0).height - 1)
    }

    @Test("Words come from Unicode's boundaries: a word, the word before a caret at its end, the spaces between")
    func words() {
        let text = layout("hello, wide world")
        #expect(text.wordRange(at: 2) == 0..<5)
        #expect(text.wordRange(at: 5) == 0..<5)
        #expect(text.wordRange(at: 8) == 7..<11)
        #expect(text.wordBoundary(from: 0, forward: true) == 5)
        #expect(text.wordBoundary(from: 5, forward: true) == 11)
        #expect(text.wordBoundary(from: 17, forward: false) == 12)
        #expect(text.wordBoundary(from: 12, forward: false) == 7)
        let arabic = layout("مرحبا بالعالم")
        #expect(arabic.wordRange(at: 14) == 11..<25)
    }

    @Test("Logical pixels stay the same at twice the scale")
    func scale() {
        let one = layout("Scale test", scale: 1), two = layout("Scale test", scale: 2)
        #expect(abs(one.size.width - two.size.width) < 3)
        #expect(abs(one.caretRect(at: 5).minX - two.caretRect(at: 5).minX) < 1.5)
        #expect(two.offset(at: Point(x: two.caretRect(at: 5).minX + 0.3, y: 5)) == 5)
    }

    @Test("Hostile offsets and points are clamped: past the end, negative, inside a character, not a number")
    func hostileInput() {
        let text = layout("é👍🏽")
        #expect(text.caretRect(at: 999).minX == text.caretRect(at: text.text.utf8.count).minX)
        #expect(text.caretRect(at: -5).minX == text.caretRect(at: 0).minX)
        #expect(text.caretRect(at: 1).minX == text.caretRect(at: 0).minX)
        _ = text.offset(at: Point(x: .nan, y: .infinity))
        #expect(text.selectionRects(for: 5..<999).count == 1)
        #expect(text.offset(verticallyFrom: 0, lines: Int.max, x: 0) == nil)
        let empty = layout("")
        #expect(empty.size.width == 0 && empty.size.height > 10)
        #expect(empty.caretRect(at: 0).height > 10 && empty.offset(at: Point(x: 40, y: 40)) == 0)
        #expect(empty.wordRange(at: 0) == 0..<0 && empty.offset(movingVisuallyFrom: 0, direction: 1) == nil)
    }

    @Test("The layout draws itself in the colour asked, composition underlined, at its physical scale")
    func renderSurface() throws {
        let plain = layout("Ab", scale: 2)
        let surface = try #require(plain.renderSurface(color: Color(red: 200, green: 0, blue: 0)))
        defer { SDL_FreeSurface(surface) }
        #expect(Int(surface.pointee.w) == Int((plain.size.width * 2).rounded(.up)))
        var opaqueRed = 0
        for y in 0..<Int(surface.pointee.h) {
            for x in 0..<Int(surface.pointee.w) {
                let pixel = RasterSurface.pixel(surface, x: x, y: y)
                if pixel >> 24 == 255 { opaqueRed += (pixel >> 16 & 255) == 200 && (pixel & 0xFFFF) == 0 ? 1 : 0 }
            }
        }
        #expect(opaqueRed > 20)
        let underlined = layout("ab", composition: 0..<2)
        let plainSurface = try #require(layout("ab").renderSurface(color: .black))
        let underlinedSurface = try #require(underlined.renderSurface(color: .black))
        defer {
            SDL_FreeSurface(plainSurface)
            SDL_FreeSurface(underlinedSurface)
        }
        #expect(inkedPixels(underlinedSurface) > inkedPixels(plainSurface))
        #expect(layout("").renderSurface(color: .black) == nil)
        let tooWide = layout(String(repeating: "W", count: 4000))
        #expect(tooWide.size.width > 32767 && tooWide.renderSurface(color: .black) == nil)
    }

    private func inkedPixels(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Int {
        var count = 0
        for y in 0..<Int(surface.pointee.h) {
            for x in 0..<Int(surface.pointee.w) where RasterSurface.pixel(surface, x: x, y: y) >> 24 > 0 { count += 1 }
        }
        return count
    }

    @Test("The measurer's editing layout is the Pango one, of the text it was given")
    func makerConformance() {
        let maker: any TextEditingLayoutMaking = measurer
        let made = maker.editingLayout(of: "made", attributes: attributes, composition: nil, maxWidth: nil, scale: 1)
        #expect(made is PangoEditingLayout && made.text == "made")
    }

    @Test("Laying out and hit testing a 60-character line takes well under a frame")
    func speed() {
        let line = String(repeating: "Folio édite ", count: 5)
        _ = layout(line)
        let runs = 200
        let start = DispatchTime.now().uptimeNanoseconds
        var hits = 0
        for index in 0..<runs {
            let laidOut = layout(line + String(index % 10))
            hits += laidOut.offset(at: Point(x: Double(index % 400), y: 8))
        }
        let microseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / Double(runs)
        #expect(hits > 0)
        #expect(microseconds < 4000, "\(microseconds) µs per layout and hit test")
    }
}
