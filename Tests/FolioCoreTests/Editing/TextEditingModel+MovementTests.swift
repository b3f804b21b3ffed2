@testable import FolioCore
import Testing

/// Arrows, words, lines and the whole text: visual with a layout, logical without, selections
/// extended with Shift and collapsed without it.
@Suite("Text editing movement")
struct TextEditingModelMovementTests {
    @Test("Without a layout, left and right step over whole clusters in logical order")
    func logicalArrows() {
        var model = TextEditingModel(text: "a👨‍👩‍👧‍👦🇯🇵b")
        var heads: [Int] = [model.selection.head]
        while !model.perform(.move(.left, extending: false), layout: nil, time: 0).wasRefused {
            heads.append(model.selection.head)
        }
        #expect(heads == [35, 34, 26, 1, 0])
    }

    @Test("With a right-to-left layout, Left moves forward in the text and Right back")
    func visualArrows() {
        var model = TextEditingModel(text: "שלום")
        model.perform(.move(.documentStart, extending: false), layout: nil, time: 0)
        let layout = MonospacedEditingLayout(model.displayText, isRightToLeft: true)
        model.perform(.move(.left, extending: false), layout: layout, time: 0)
        #expect(model.selection.head == 2)
        model.perform(.move(.right, extending: false), layout: layout, time: 0)
        #expect(model.selection.head == 0)
        let refused = model.perform(.move(.right, extending: false), layout: layout, time: 0)
        #expect(refused.wasRefused)
    }

    @Test("Without Shift, left and right collapse a selection to its visual edge")
    func collapse() {
        var model = TextEditingModel(text: "abcdef")
        model.perform(.move(.left, extending: true), layout: nil, time: 0)
        model.perform(.move(.left, extending: true), layout: nil, time: 0)
        var left = model
        left.perform(.move(.left, extending: false), layout: MonospacedEditingLayout("abcdef"), time: 0)
        #expect(left.selection == TextSelection(caret: 4))
        var right = model
        right.perform(.move(.right, extending: false), layout: MonospacedEditingLayout("abcdef"), time: 0)
        #expect(right.selection == TextSelection(caret: 6))
        var mirrored = TextEditingModel(text: "אבגדהו")
        mirrored.perform(.move(.wordLeft, extending: true), layout: nil, time: 0)
        mirrored.perform(.move(.left, extending: false), layout: MonospacedEditingLayout("אבגדהו", isRightToLeft: true), time: 0)
        #expect(mirrored.selection == TextSelection(caret: 12), "in right-to-left text the text's end is on the left")
    }

    @Test("Shift extends the selection from its anchor, in either direction")
    func extending() {
        var model = TextEditingModel(text: "hello")
        model.perform(.move(.left, extending: true), layout: nil, time: 0)
        model.perform(.move(.left, extending: true), layout: nil, time: 0)
        #expect(model.selection == TextSelection(anchor: 5, head: 3))
        model.perform(.move(.documentEnd, extending: true), layout: nil, time: 0)
        #expect(model.selection.isEmpty && model.selection.head == 5)
        model.perform(.move(.documentStart, extending: true), layout: nil, time: 0)
        #expect(model.selection.range == 0..<5 && model.selectedText == "hello")
    }

    @Test("Ctrl+arrows go to the previous word start and the next word end, in every script",
          arguments: [("hello, world", 7, 12), ("مرحبا بالعالم", 11, 25), ("नमस्ते दुनिया", 19, 37)])
    func words(text: String, lastWordStart: Int, end: Int) {
        var model = TextEditingModel(text: text)
        model.perform(.move(.wordLeft, extending: false), layout: nil, time: 0)
        #expect(model.selection.head == lastWordStart)
        model.perform(.move(.wordLeft, extending: false), layout: nil, time: 0)
        #expect(model.selection.head == 0)
        let refused = model.perform(.move(.wordLeft, extending: false), layout: nil, time: 0)
        #expect(refused.wasRefused)
        model.perform(.move(.wordRight, extending: false), layout: nil, time: 0)
        model.perform(.move(.wordRight, extending: false), layout: nil, time: 0)
        #expect(model.selection.head == end)
    }

    @Test("Home and End go to the line's ends; Ctrl+Home and Ctrl+End to the text's")
    func lineAndDocument() {
        var model = TextEditingModel(text: "first\nsecond line\nthird", isMultiline: true)
        model.perform(.move(.up, extending: false), layout: nil, time: 0)
        model.perform(.move(.lineStart, extending: false), layout: nil, time: 0)
        #expect(model.selection.head == 6)
        model.perform(.move(.lineEnd, extending: true), layout: nil, time: 0)
        #expect(model.selectedText == "second line")
        model.perform(.move(.documentStart, extending: false), layout: nil, time: 0)
        #expect(model.selection.head == 0)
        model.perform(.move(.documentEnd, extending: false), layout: MonospacedEditingLayout(model.displayText), time: 0)
        #expect(model.selection.head == model.text.utf8.count)
    }

    @Test("Up and down keep their goal column across a short line, with and without a layout")
    func verticalGoal() {
        for useLayout in [false, true] {
            var model = TextEditingModel(text: "abcdefgh\nab\nabcdefgh", isMultiline: true)
            let layout = useLayout ? MonospacedEditingLayout(model.displayText) : nil
            model.perform(.move(.documentStart, extending: false), layout: layout, time: 0)
            for _ in 0..<6 { model.perform(.move(.right, extending: false), layout: layout, time: 0) }
            model.perform(.move(.down, extending: false), layout: layout, time: 0)
            #expect(model.selection.head == 11, "clamped to the short line's end (layout: \(useLayout))")
            model.perform(.move(.down, extending: false), layout: layout, time: 0)
            #expect(model.selection.head == 18, "back at the goal column (layout: \(useLayout))")
            let past = model.perform(.move(.down, extending: false), layout: layout, time: 0)
            #expect(model.selection.head == model.text.utf8.count && !past.wasRefused)
        }
    }

    @Test("In a single line, up goes to the start and down to the end")
    func singleLineVertical() {
        var model = TextEditingModel(text: "one line")
        model.perform(.move(.up, extending: false), layout: MonospacedEditingLayout("one line"), time: 0)
        #expect(model.selection.head == 0)
        model.perform(.move(.down, extending: true), layout: nil, time: 0)
        #expect(model.selection.range == 0..<8)
    }

    @Test("A move ends the open typing group: undo then takes back only what followed")
    func moveEndsTypingGroup() {
        var model = TextEditingModel()
        model.perform(.insert("ab"), layout: nil, time: 0)
        model.perform(.move(.left, extending: false), layout: nil, time: 0.1)
        model.perform(.insert("x"), layout: nil, time: 0.2)
        model.perform(.undo, layout: nil, time: 0.3)
        #expect(model.text == "ab" && model.selection == TextSelection(caret: 1))
    }
}
