@testable import FolioCore
import Testing

/// Undo groups: typing coalesces until a pause, a move or an edit of another kind; undo brings
/// the selection back; redo goes forward until a new edit.
@Suite("Text editing undo")
struct TextEditingHistoryTests {
    private func type(_ string: String, into model: inout TextEditingModel, from start: Double, every step: Double = 0.1) {
        for (index, character) in string.enumerated() {
            model.perform(.insert(String(character)), layout: nil, time: start + Double(index) * step)
        }
    }

    @Test("A word typed quickly is one undo step")
    func typedWordIsOneStep() {
        var model = TextEditingModel(text: "say ")
        type("hello", into: &model, from: 0)
        #expect(model.canUndo)
        model.perform(.undo, layout: nil, time: 1)
        #expect(model.text == "say " && model.selection == TextSelection(caret: 4))
        #expect(!model.canUndo && model.canRedo)
        model.perform(.redo, layout: nil, time: 2)
        #expect(model.text == "say hello" && model.selection == TextSelection(caret: 9))
    }

    @Test("A pause of more than a second starts a new step")
    func pauseStartsStep() {
        var model = TextEditingModel()
        type("ab", into: &model, from: 0)
        type("cd", into: &model, from: 1.5)
        model.perform(.undo, layout: nil, time: 3)
        #expect(model.text == "ab")
        model.perform(.undo, layout: nil, time: 3)
        #expect(model.text.isEmpty)
    }

    @Test("Deleting after typing, pasting, cutting and replacing each start a step of their own")
    func kindsStartSteps() {
        var model = TextEditingModel()
        type("abc", into: &model, from: 0)
        model.perform(.deleteBackward(.grapheme), layout: nil, time: 0.4)
        model.perform(.deleteBackward(.grapheme), layout: nil, time: 0.5)
        model.perform(.paste("XY"), layout: nil, time: 0.6)
        model.perform(.paste("Z"), layout: nil, time: 0.7)
        model.perform(.selectAll, layout: nil, time: 0.8)
        model.perform(.cut, layout: nil, time: 0.9)
        model.perform(.replaceAll("new"), layout: nil, time: 1.0)
        var texts: [String] = [model.text]
        while model.canUndo {
            model.perform(.undo, layout: nil, time: 2)
            texts.append(model.text)
        }
        #expect(texts == ["new", "", "aXYZ", "aXY", "a", "abc", ""])
    }

    @Test("Undo restores the selection the edit replaced")
    func undoRestoresSelection() {
        var model = TextEditingModel(text: "pick one")
        model.perform(.move(.wordLeft, extending: true), layout: nil, time: 0)
        model.perform(.insert("two"), layout: nil, time: 1)
        model.perform(.undo, layout: nil, time: 2)
        #expect(model.text == "pick one" && model.selection == TextSelection(anchor: 8, head: 5))
    }

    @Test("A new edit after undo forgets what could be redone; undo with nothing to undo is refused")
    func redoForgotten() {
        var model = TextEditingModel()
        type("a", into: &model, from: 0)
        model.perform(.undo, layout: nil, time: 1)
        type("b", into: &model, from: 2)
        #expect(!model.canRedo)
        model.perform(.undo, layout: nil, time: 3)
        let refused = model.perform(.undo, layout: nil, time: 4)
        #expect(refused.wasRefused && model.text.isEmpty)
        let noRedo = TextEditingModel().canRedo
        #expect(!noRedo)
    }

    @Test("The history keeps its last steps only, however many edits there were")
    func capacity() {
        var history = TextEditingHistory()
        for index in 0..<(TextEditingHistory.capacity + 50) {
            let before = TextEditingState(text: String(index), selection: TextSelection(caret: 0))
            let after = TextEditingState(text: String(index + 1), selection: TextSelection(caret: 0))
            history.record(from: before, to: after, kind: .separate, time: Double(index))
        }
        #expect(history.undoSteps.count == TextEditingHistory.capacity)
        #expect(history.undoSteps.first?.before.text == "50")
    }

    @Test("A clock that goes back or is not a number starts a new step rather than joining one")
    func hostileTime() {
        var model = TextEditingModel()
        model.perform(.insert("a"), layout: nil, time: 10)
        model.perform(.insert("b"), layout: nil, time: 5)
        model.perform(.insert("c"), layout: nil, time: .nan)
        model.perform(.undo, layout: nil, time: 11)
        #expect(model.text == "ab")
        model.perform(.undo, layout: nil, time: 11)
        #expect(model.text == "a")
    }
}
