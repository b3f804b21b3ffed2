@testable import FolioCore
import Testing

/// What is drawn while an input method composes: the marked text in place of the selection,
/// its caret, its underline, bullets when secure; and what a commit or a cancel leaves.
@Suite("Text editing composition")
struct TextEditingModelDisplayTests {
    @Test("A composition shows at the caret with its own caret, and the committed text does not hold it")
    func compositionShown() {
        var model = TextEditingModel(text: "ab")
        model.perform(.move(.left, extending: false), layout: nil, time: 0)
        let outcome = model.perform(.setComposition("にほ", caret: 3), layout: nil, time: 1)
        #expect(outcome.selectionChanged && !outcome.textChanged)
        #expect(model.text == "ab")
        #expect(model.displayText == "aにほb")
        #expect(model.displayComposition == 1..<7)
        #expect(model.displayCaret == 4)
        #expect(model.displaySelection == 4..<4)
    }

    @Test("A composition begun over a selection shows in its place; cancelling it brings the selection back")
    func compositionOverSelection() {
        var model = TextEditingModel(text: "hello world")
        model.perform(.move(.wordLeft, extending: true), layout: nil, time: 0)
        model.perform(.setComposition("世", caret: 3), layout: nil, time: 1)
        #expect(model.displayText == "hello 世")
        #expect(model.displayComposition == 6..<9)
        model.perform(.setComposition("", caret: 0), layout: nil, time: 2)
        #expect(model.composition == nil && model.displayText == "hello world" && model.selectedText == "world")
    }

    @Test("Committing replaces the composition (and the selection under it) with the committed text, one undo step")
    func commit() {
        var model = TextEditingModel(text: "hello world")
        model.perform(.move(.wordLeft, extending: true), layout: nil, time: 0)
        model.perform(.setComposition("s", caret: 1), layout: nil, time: 1)
        model.perform(.setComposition("せか", caret: 6), layout: nil, time: 1.1)
        let outcome = model.perform(.insert("世界"), layout: nil, time: 1.2)
        #expect(outcome.textChanged && model.text == "hello 世界" && model.composition == nil)
        #expect(model.selection == TextSelection(caret: 12))
        model.perform(.undo, layout: nil, time: 2)
        #expect(model.text == "hello world" && model.selectedText == "world", "undo never saw the marked text")
    }

    @Test("Over the maximum length a composition still shows in full; the commit is cut to fit")
    func compositionOverMaximumLength() {
        var model = TextEditingModel(text: "abc", maximumLength: 4)
        model.perform(.setComposition("かんじ", caret: 9), layout: nil, time: 0)
        #expect(model.displayText == "abcかんじ")
        model.perform(.insert("漢字"), layout: nil, time: 1)
        #expect(model.text == "abc漢")
    }

    @Test("Another command while composing commits the marked text first")
    func otherCommandCommits() {
        var model = TextEditingModel(text: "ab")
        model.perform(.setComposition("ç", caret: 2), layout: nil, time: 0)
        model.perform(.move(.documentStart, extending: false), layout: nil, time: 1)
        #expect(model.text == "abç" && model.composition == nil && model.selection.head == 0)
    }

    @Test("A secure composition shows bullets too, with its range and caret among them")
    func secureComposition() {
        var model = TextEditingModel(text: "pw", isSecure: true)
        model.perform(.setComposition("ab", caret: 1), layout: nil, time: 0)
        #expect(model.displayText == "••••")
        #expect(model.displayComposition == 6..<12)
        #expect(model.displayCaret == 9)
    }

    @Test("The input method's caret is moved onto a cluster boundary inside the marked text")
    func compositionCaretSnapped() {
        var model = TextEditingModel()
        model.perform(.setComposition("👍🏽x", caret: 5), layout: nil, time: 0)
        #expect(model.composition?.caret == 0)
        model.perform(.setComposition("👍🏽x", caret: 99), layout: nil, time: 0)
        #expect(model.composition?.caret == 9)
    }

    @Test("Display offsets map back to the text: bullets to clusters, past the composition by its length")
    func offsetMapping() {
        var secure = TextEditingModel(text: "a👨‍👩‍👧‍👦b", isSecure: true)
        #expect(secure.textOffset(3) == 1 && secure.textOffset(6) == 26 && secure.textOffset(4) == 1)
        #expect(secure.displayOffset(26) == 6)
        secure.perform(.move(.documentStart, extending: false), layout: nil, time: 0)
        var composing = TextEditingModel(text: "ab")
        composing.perform(.move(.left, extending: false), layout: nil, time: 0)
        composing.perform(.setComposition("xyz", caret: 0), layout: nil, time: 0)
        #expect(composing.displayOffset(2) == 5 && composing.textOffset(5) == 2 && composing.textOffset(2) == 1)
    }
}
