@testable import FolioCore
import Testing

/// A layout that answers with offsets out of the text, inside clusters, or not moving: the model
/// keeps its selection inside the text and on cluster boundaries whatever it is told.
@Suite("Text editing with a hostile layout")
struct TextEditingModelHostileTests {
    /// Answers every question with `answer`, whatever it is asked.
    private final class LyingLayout: TextEditingLayout {
        let text: String
        let answer: Int
        init(_ text: String, answer: Int) {
            self.text = text
            self.answer = answer
        }
        var size: Size { Size(width: 100, height: 20) }
        func caretRect(at offset: Int) -> Rect { Rect(x: .nan, y: .infinity, width: 0, height: 20) }
        func offset(at point: Point) -> Int { answer }
        func selectionRects(for range: Range<Int>) -> [Rect] { [] }
        func offset(movingVisuallyFrom offset: Int, direction: Int) -> Int? { answer }
        func offset(verticallyFrom offset: Int, lines: Int, x: Double) -> Int? { answer }
        func lineRange(containing offset: Int) -> Range<Int> { min(answer, 0)..<max(answer, 0) }
        func wordRange(at offset: Int) -> Range<Int> { min(answer, 3)..<max(answer, 3) }
        func wordBoundary(from offset: Int, forward: Bool) -> Int { answer }
    }

    private static let commands: [TextEditingCommand] = [
        .move(.left, extending: false), .move(.right, extending: true), .move(.wordLeft, extending: false),
        .move(.wordRight, extending: true), .move(.up, extending: false), .move(.down, extending: true),
        .move(.lineStart, extending: false), .move(.lineEnd, extending: true), .placeCaret(at: Point(x: 3, y: 3), extending: false),
        .placeCaret(at: Point(x: 3, y: 3), extending: true), .dragSelection(to: Point(x: 9, y: 9)), .selectWord(at: Point(x: 1, y: 1)),
        .selectLine(at: Point(x: 1, y: 1)), .deleteBackward(.word), .deleteForward(.word), .insert("x"), .undo, .redo,
    ]

    @Test("Every command keeps the selection inside the text and on cluster boundaries",
          arguments: [-1_000_000, -1, 3, 5, 27, 1_000_000, Int.max, Int.min])
    func staysOnBoundaries(answer: Int) {
        for secure in [false, true] {
            var model = TextEditingModel(text: "a👨‍👩‍👧‍👦é\nשָׁלוֹם", isSecure: secure, isMultiline: true)
            for command in Self.commands {
                model.perform(command, layout: LyingLayout(model.displayText, answer: answer), time: 0)
                var boundaries: Set<Int> = [0], offset = 0
                for character in model.text {
                    offset += character.utf8.count
                    boundaries.insert(offset)
                }
                #expect(boundaries.contains(model.selection.anchor) && boundaries.contains(model.selection.head),
                        "\(command) with \(answer) (secure \(secure)): \(model.selection)")
                #expect(model.displayCaret >= 0 && model.displayCaret <= model.displayText.utf8.count)
            }
        }
    }

    @Test("A paste of a megabyte into a short maximum length keeps what fits, quickly")
    func largePaste() {
        var model = TextEditingModel(maximumLength: 10)
        let outcome = model.perform(.paste(String(repeating: "👍🏽a\u{0}\n", count: 250_000)), layout: nil, time: 0)
        #expect(outcome.textChanged && model.text.count == 10 && model.text.hasPrefix("👍🏽a 👍🏽a"))
    }
}

/// Limits at the ends of `Int`.
@Suite("Text editing limits")
struct TextEditingModelLimitTests {
    @Test("A maximum length of Int.max or below zero neither overflows nor lets anything past it")
    func extremeMaximumLengths() {
        var unlimited = TextEditingModel(text: "ab", maximumLength: .max)
        unlimited.perform(.paste("cd\u{301}"), layout: nil, time: 0)
        #expect(unlimited.text == "abcd\u{301}")
        var none = TextEditingModel(text: "ab", maximumLength: -3)
        #expect(none.text.isEmpty && none.maximumLength == 0)
        #expect(none.perform(.insert("x"), layout: nil, time: 0).wasRefused)
    }

    @Test("Control characters before the text that fits do not use up the room")
    func controlsDoNotCount() {
        var model = TextEditingModel(maximumLength: 3)
        model.perform(.paste(String(repeating: "\u{0}", count: 20) + "abcdef"), layout: nil, time: 0)
        #expect(model.text == "abc")
    }
}
