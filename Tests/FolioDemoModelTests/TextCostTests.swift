@testable import FolioDemo
import FolioCore
import FolioSDL
import Foundation
import Testing
import TestSupport

/// `folio-demo text-cost`'s parts that need no text engine: the paragraphs it times, the cases,
/// the nearest-rank summaries, the printed line, and a stop before anything is measured. (The
/// measurement itself runs in a process of its own: the demo's command-line tests.)
struct TextCostTests {
    private static let assets = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets").path

    private static func scalars(_ text: String, in ranges: [ClosedRange<UInt32>]) -> Int {
        text.unicodeScalars.filter { scalar in ranges.contains { $0.contains(scalar.value) } }.count
    }

    private static let arabicLetters: [ClosedRange<UInt32>] = [0x0621...0x064A]
    private static let han: [ClosedRange<UInt32>] = [0x4E00...0x9FFF]
    private static let latinLetters: [ClosedRange<UInt32>] = [0x41...0x5A, 0x61...0x7A]
    private static let digits: [ClosedRange<UInt32>] = [0x30...0x39]

    @Test("The English paragraph is 120 words of Latin script alone")
    func latinParagraph() {
        let text = TextCostParagraph.latin.text
        #expect(TextCostParagraph.latin.wordCount == 120)
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(Self.scalars(text, in: Self.latinLetters) > 400)
    }

    @Test("The Chinese paragraph is about 200 characters, Han but for its punctuation, with no space to break at")
    func cjkParagraph() {
        let text = TextCostParagraph.cjk.text
        #expect((190...230).contains(text.count), "\(text.count) characters")
        #expect(!text.contains { $0.isWhitespace })
        #expect(Double(Self.scalars(text, in: Self.han)) > 0.85 * Double(text.count))
    }

    @Test("The mixed paragraph is 120 words, mostly Arabic, with English words and digits among them")
    func arabicParagraph() {
        let text = TextCostParagraph.arabic.text
        #expect(TextCostParagraph.arabic.wordCount == 120)
        #expect(Self.scalars(text, in: Self.arabicLetters) > 300)
        #expect(Self.scalars(text, in: Self.latinLetters) > 100)
        #expect(Self.scalars(text, in: Self.digits) >= 20)
        // Each direction has whole sentences, not just a stray word.
        #expect(text.contains("The curators chose photographs"))
    }

    @Test("Every paragraph is timed at scale 1 and 2, paragraph by paragraph")
    func cases() {
        #expect(TextCostMeasurement.cases.map { "\($0.paragraph.rawValue)@\(Int($0.scale))" }
            == ["latin@1", "latin@2", "cjk@1", "cjk@2", "arabic@1", "arabic@2"])
    }

    @Test("Timings are nearest-rank: each figure a time that occurred")
    func timing() {
        let timing = TextCostReport.Timing([7, 3, 10, 1, 5, 9, 2, 8, 6, 4])
        #expect(timing == TextCostReport.Timing([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))
        #expect((timing.p50, timing.p90, timing.min, timing.max) == (5, 9, 1, 10))
        let one = TextCostReport.Timing([0.25])
        #expect((one.p50, one.p90, one.min, one.max) == (0.25, 0.25, 0.25, 0.25))
        let none = TextCostReport.Timing([])
        #expect((none.p50, none.p90, none.min, none.max) == (0, 0, 0, 0))
    }

    @Test("An entry summarises its samples' times and keeps the layout's lines and size")
    func entry() throws {
        let item = TextCostMeasurement.Case(paragraph: .latin, scale: 2)
        let layout = TextLayout(text: item.paragraph.text, attributes: TextAttributes(size: TextCostMeasurement.fontSize),
                                maxWidth: TextCostMeasurement.maxWidth, scale: item.scale, measurer: FakeTextMeasurer())
        let samples = (1...20).map { TextCostMeasurement.Sample(layoutMs: Double($0), layoutAndDrawMs: Double($0) * 3, layout: layout) }
        let entry = TextCostReport.Entry(item, samples: samples.reversed())
        #expect(entry.paragraph == .latin && entry.scale == 2)
        #expect(entry.characters == item.paragraph.text.count && entry.words == 120)
        #expect(entry.lines == layout.lines.count && entry.lines > 10)
        #expect(entry.width == layout.size.width && entry.width <= TextCostMeasurement.maxWidth)
        #expect(entry.height == layout.size.height)
        #expect((entry.layoutMs.p50, entry.layoutMs.p90, entry.layoutMs.max) == (10, 18, 20))
        #expect((entry.layoutAndDrawMs.p50, entry.layoutAndDrawMs.p90, entry.layoutAndDrawMs.min) == (30, 54, 3))
    }

    @Test("The line is one JSON object under textCost, keys sorted, that decodes to the report")
    func line() throws {
        let layout = TextLayout(text: "Two words", attributes: TextAttributes(size: 15), maxWidth: 360, scale: 1, measurer: FakeTextMeasurer())
        let entries = TextCostMeasurement.cases.map { item in
            TextCostReport.Entry(item, samples: [TextCostMeasurement.Sample(layoutMs: 0.5, layoutAndDrawMs: 1.25, layout: layout)])
        }
        let report = TextCostReport(repetitions: 1, warmUpPasses: TextCostMeasurement.warmUpPasses, fontSize: 15, maxWidth: 360,
                                    paragraphs: entries)
        let line = report.line
        #expect(line.hasPrefix(#"{"textCost":{"fontSize":15,"maxWidth":360,"paragraphs":[{"characters":"#))
        #expect(!line.contains("\n"))
        #expect(line.contains(#""layoutAndDrawMs":{"max":1.25,"min":1.25,"p50":1.25,"p90":1.25}"#))
        let decoded = try JSONDecoder().decode([String: TextCostReport].self, from: Data(line.utf8))
        #expect(decoded == ["textCost": report])
    }

    @Test("A quit signal before the first pass stops the measurement before any text is measured")
    func stopsBeforeMeasuring() throws {
        // SDL is not started: the measurer only checks its font files, and nothing may be measured.
        let measurer = try SDLTextMeasurer(fontsDirectory: Self.assets + "/fonts")
        #expect(throws: TextCostMeasurement.Failure.interrupted) {
            try TextCostMeasurement(measurer: measurer, repetitions: 3).measure(stopping: { true })
        }
        #expect(TextCostMeasurement.Failure.noBitmap(.init(paragraph: .cjk, scale: 2), Size(width: 0, height: 0)).message
            == "text-cost: the cjk paragraph at scale 2.0 laid out as 0.0x0.0, which no bitmap can take")
    }
}
