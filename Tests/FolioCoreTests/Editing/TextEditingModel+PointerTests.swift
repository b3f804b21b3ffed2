@testable import FolioCore
import Testing

/// Clicks, Shift-clicks, double and triple clicks and the drags after them, through a layout's
/// hit testing.
@Suite("Text editing pointer")
struct TextEditingModelPointerTests {
    private let text = "alpha beta gamma\nsecond line here"

    private func model() -> (TextEditingModel, MonospacedEditingLayout) {
        let model = TextEditingModel(text: text, isMultiline: true)
        return (model, MonospacedEditingLayout(model.displayText))
    }

    @Test("A click places the caret at the nearest boundary; Shift-click extends to it")
    func click() {
        var (model, layout) = model()
        model.perform(.placeCaret(at: Point(x: 34, y: 5), extending: false), layout: layout, time: 0)
        #expect(model.selection == TextSelection(caret: 3))
        model.perform(.placeCaret(at: Point(x: 500, y: 25), extending: true), layout: layout, time: 0)
        #expect(model.selection == TextSelection(anchor: 3, head: text.utf8.count))
    }

    @Test("Without a layout, or at a point that is not a number, a click is refused")
    func clickWithoutLayout() {
        var (model, layout) = model()
        #expect(model.perform(.placeCaret(at: Point(x: 10, y: 5), extending: false), layout: nil, time: 0).wasRefused)
        #expect(model.perform(.selectWord(at: Point(x: .nan, y: 5)), layout: layout, time: 0).wasRefused)
    }

    @Test("A double click selects the word, a triple click the line")
    func doubleAndTriple() {
        var (model, layout) = model()
        model.perform(.selectWord(at: Point(x: 72, y: 5)), layout: layout, time: 0)
        #expect(model.selectedText == "beta")
        model.perform(.selectLine(at: Point(x: 72, y: 25)), layout: layout, time: 0)
        #expect(model.selectedText == "second line here")
    }

    @Test("A drag after a double click extends by whole words and keeps the first word, both ways")
    func dragByWords() {
        var (model, layout) = model()
        model.perform(.selectWord(at: Point(x: 72, y: 5)), layout: layout, time: 0)
        model.perform(.dragSelection(to: Point(x: 122, y: 5)), layout: layout, time: 0)
        #expect(model.selectedText == "beta gamma")
        model.perform(.dragSelection(to: Point(x: 12, y: 5)), layout: layout, time: 0)
        #expect(model.selectedText == "alpha beta")
        #expect(model.selection.anchor == 10)
    }

    @Test("A drag after a click extends by clusters; after a triple click by lines")
    func dragByClustersAndLines() {
        var (model, layout) = model()
        model.perform(.placeCaret(at: Point(x: 20, y: 5), extending: false), layout: layout, time: 0)
        model.perform(.dragSelection(to: Point(x: 50, y: 5)), layout: layout, time: 0)
        #expect(model.selectedText == "pha")
        model.perform(.selectLine(at: Point(x: 5, y: 5)), layout: layout, time: 0)
        model.perform(.dragSelection(to: Point(x: 30, y: 25)), layout: layout, time: 0)
        #expect(model.selection.range == 0..<text.utf8.count)
    }

    @Test("In a secure text a double click selects everything")
    func secureDoubleClick() {
        var model = TextEditingModel(text: "two words", isSecure: true)
        model.perform(.selectWord(at: Point(x: 5, y: 5)), layout: MonospacedEditingLayout(model.displayText), time: 0)
        #expect(model.selection.range == 0..<9)
        #expect(model.displaySelection == 0..<27)
    }

    @Test("A click in a right-to-left line hits from the right")
    func rightToLeftClick() {
        var model = TextEditingModel(text: "שלום")
        model.perform(.placeCaret(at: Point(x: 9, y: 5), extending: false), layout: MonospacedEditingLayout("שלום", isRightToLeft: true),
                      time: 0)
        #expect(model.selection.head == 6)
    }
}

/// Clicks while an input method composes.
@Suite("Text editing pointer while composing")
struct TextEditingModelComposingPointerTests {
    @Test("A click while composing commits the marked text and places the caret where the click was in the text shown")
    func clickCommits() {
        var model = TextEditingModel(text: "abcd")
        model.perform(.move(.documentStart, extending: false), layout: nil, time: 0)
        model.perform(.move(.right, extending: false), layout: nil, time: 0)
        model.perform(.setComposition("xy", caret: 2), layout: nil, time: 1)
        let shown = MonospacedEditingLayout(model.displayText)
        #expect(shown.text == "axybcd")
        var after = model
        after.perform(.placeCaret(at: Point(x: 51, y: 5), extending: false), layout: shown, time: 2)
        #expect(after.text == "axybcd" && after.composition == nil && after.selection == TextSelection(caret: 5))
        var before = model
        before.perform(.selectWord(at: Point(x: 1, y: 5)), layout: shown, time: 2)
        #expect(before.text == "axybcd" && before.selection == TextSelection(caret: 0))
        var inside = model
        inside.perform(.placeCaret(at: Point(x: 21, y: 5), extending: false), layout: shown, time: 2)
        #expect(inside.selection == TextSelection(caret: 3))
        var stale = model
        let refused = stale.perform(.placeCaret(at: Point(x: 21, y: 5), extending: false), layout: MonospacedEditingLayout("abcd"), time: 2)
        #expect(refused.wasRefused && stale.composition != nil)
    }
}
