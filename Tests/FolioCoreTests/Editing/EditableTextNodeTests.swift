import FolioCore
import Testing
import TestSupport

@Suite("Editable text node")
@MainActor
struct EditableTextNodeTests {
    /// A field 120 wide (100 of text between its insets), with layouts 10 pixels a character.
    private func makeField(text: String = "", maker: FixedAdvanceEditingLayoutMaker = FixedAdvanceEditingLayoutMaker())
        -> EditableTextNode {
        let field = EditableTextNode(text: text, placeholder: "Search")
        field.frame = Rect(x: 200, y: 10, width: 120, height: 32)
        field.layoutMaker = maker
        return field
    }

    @Test("Typing past the field's width scrolls the text so that the caret stays inside the text frame")
    func caretStaysVisible() throws {
        let field = makeField()
        field.setFocused(true, at: 1)
        for (index, letter) in "abcdefghijklmno".enumerated() {
            field.perform(.insert(String(letter)), at: 1 + Double(index) * 0.1)
            let caret = try #require(field.caretRectInWindow)
            #expect(caret.minX >= field.textFrame.minX)
            #expect(caret.maxX + EditableTextNode.caretWidth <= field.textFrame.maxX + 1e-9)
        }
        // 15 characters are 150 pixels and the caret 2 more, seen through 100.
        #expect(field.scrollOffset.x == 52)
        field.perform(.move(.documentStart, extending: false), at: 3)
        #expect(field.scrollOffset.x == 0)
        #expect(try #require(field.caretRectInWindow).minX == field.textFrame.minX)
    }

    @Test("Deleting from the end of a scrolled text scrolls back as the text shrinks")
    func shrinkingTextScrollsBack() {
        let field = makeField(text: "abcdefghijklmno")
        field.perform(.move(.documentEnd, extending: false), at: 1)
        #expect(field.scrollOffset.x == 52)
        for step in 0..<8 { field.perform(.deleteBackward(.grapheme), at: 2 + Double(step)) }
        // 7 characters (70 pixels) fit: nothing is left scrolled.
        #expect(field.text == "abcdefg")
        #expect(field.scrollOffset.x == 0)
    }

    @Test("A click lands where the scroll offset put the text, in window coordinates")
    func clickFollowsTheScroll() {
        let field = makeField(text: "abcdefghijklmno")
        field.perform(.move(.documentEnd, extending: false), at: 1)
        // The text frame starts at 210; scrolled by 52, the character boundary 6 (60 pixels in) is at 218.
        field.perform(.placeCaret(at: field.layoutPoint(fromWindow: Point(x: 218, y: 26)), extending: false), at: 2)
        #expect(field.model.selection.head == 6)
    }

    @Test("The app hears every change of the committed text once, and no composition in progress")
    func textDidChangeFollowsCommittedText() {
        let field = makeField()
        var heard: [String] = []
        field.textDidChange = { heard.append($0.text) }
        field.perform(.insert("a"), at: 1)
        field.perform(.setComposition("k", caret: 1), at: 2)
        field.perform(.setComposition("か", caret: 3), at: 3)
        field.perform(.insert("か"), at: 4)
        field.perform(.move(.left, extending: false), at: 5)
        field.text = "new"
        field.text = "new"
        #expect(heard == ["a", "aか", "new"])
    }

    @Test("Setting the text from the app can be undone like any edit")
    func settingTextIsUndoable() {
        let field = makeField(text: "first")
        field.text = "second"
        #expect(field.model.canUndo)
        field.perform(.undo, at: 1)
        #expect(field.text == "first")
    }

    @Test("Esc clears a non-empty text when the field asks for it, then reports that the field should let go")
    func escapeClearsThenLetsGo() {
        let field = makeField(text: "query")
        #expect(!field.performEscape(at: 1))
        field.escapeClearsText = true
        #expect(field.performEscape(at: 2))
        #expect(field.text.isEmpty)
        #expect(!field.performEscape(at: 3))
    }

    @Test("Enter calls the return action on one line and breaks the line in a multi-line field")
    func returnKey() {
        let field = makeField(text: "ab")
        field.perform(.move(.documentEnd, extending: false), at: 1)
        var returned = 0
        field.returnAction = { _ in returned += 1 }
        field.performReturn(at: 2)
        #expect(returned == 1)
        #expect(field.text == "ab")
        field.isMultiline = true
        field.performReturn(at: 3)
        #expect(returned == 1)
        #expect(field.text == "ab\n")
    }

    @Test("The layout is made once per shown text, not once per question")
    func layoutIsCached() {
        let maker = FixedAdvanceEditingLayoutMaker()
        let field = makeField(text: "abc", maker: maker)
        _ = field.editingLayout()
        let made = maker.count
        for _ in 0..<10 {
            _ = field.editingLayout()
            _ = field.caretRectInWindow
            _ = field.textOrigin
        }
        #expect(maker.count == made)
        field.perform(.insert("d"), at: 1)
        #expect(field.editingLayout()?.text == "abcd")
        #expect(maker.count == made + 1)
    }

    @Test("Only a focused field blinks: its deadline follows the blink and restarts with every edit")
    func deadlines() throws {
        let field = makeField(text: "abc")
        #expect(field.nextDeadline(after: 5) == nil)
        #expect(!field.caretIsVisible(at: 5))
        field.setFocused(true, at: 5)
        #expect(abs(try #require(field.nextDeadline(after: 5)) - 5.53) < 1e-9)
        #expect(!field.caretIsVisible(at: 5.6))
        field.perform(.move(.left, extending: false), at: 5.6)
        #expect(field.caretIsVisible(at: 5.6))
        #expect(abs(try #require(field.nextDeadline(after: 5.6)) - 6.13) < 1e-9)
        field.setFocused(false, at: 6)
        #expect(field.nextDeadline(after: 6) == nil)
    }

    @Test("Losing the focus ends an input method's composition, leaving the committed text")
    func blurEndsComposition() {
        let field = makeField(text: "a")
        field.perform(.move(.documentEnd, extending: false), at: 1)
        field.setFocused(true, at: 1)
        field.perform(.setComposition("ni", caret: 2), at: 2)
        #expect(field.model.displayText == "ani")
        field.setFocused(false, at: 3)
        #expect(field.model.composition == nil)
        #expect(field.model.displayText == "a")
    }
}
