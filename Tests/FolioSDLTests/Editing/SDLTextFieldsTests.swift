import CSDL2
import FolioCore
import Testing
import TestSupport
@testable import FolioSDL

@Suite("SDL text fields: focus and routing")
@MainActor
struct SDLTextFieldsTests {
    /// The host's fields with one search field at (100, 10), 220 by 32, text 10 pixels a character.
    private func makeFields(text: String = "") -> (SDLTextFields, EditableTextNode) {
        let fields = SDLTextFields(windowID: 7, layoutMaker: FixedAdvanceEditingLayoutMaker())
        let field = EditableTextNode(text: text, placeholder: "Search")
        field.frame = Rect(x: 100, y: 10, width: 220, height: 32)
        fields.fields = [field]
        return (fields, field)
    }

    @Test("With a field focused, Delete, letters, / and Q are the field's and never reach the app")
    func keysStayInTheField() {
        let (fields, field) = makeFields(text: "abc")
        #expect(!fields.handle(TextEventFactory.key(SDLK_DELETE)))
        fields.focus(field, at: 1)
        #expect(SDL_IsTextInputActive() == SDL_TRUE)
        for code in [SDLK_DELETE, SDLK_BACKSPACE, SDLK_q, SDLK_i, SDLK_SLASH, SDLK_r, SDLK_1] {
            #expect(fields.handle(TextEventFactory.key(code)))
        }
        // Backspace at the caret (the end) deleted; the letters typed nothing without their text.
        #expect(field.text == "ab")
        #expect(fields.handle(TextEventFactory.textInput("x")))
        #expect(field.text == "abx")
        // F1 (the debug overlay) and Page Down still reach the host and the collection.
        #expect(!fields.handle(TextEventFactory.key(SDLK_F1)))
        #expect(!fields.handle(TextEventFactory.key(SDLK_PAGEDOWN)))
        fields.focus(nil, at: 2)
        #expect(SDL_IsTextInputActive() == SDL_FALSE)
        #expect(!fields.handle(TextEventFactory.key(SDLK_q)))
        #expect(!fields.handle(TextEventFactory.textInput("y")))
        #expect(field.text == "abx")
    }

    @Test("Esc clears a search field's text first, then gives the focus up; the app's back never fires")
    func escapeClearsThenBlurs() {
        let (fields, field) = makeFields(text: "query")
        field.escapeClearsText = true
        fields.focus(field, at: 1)
        #expect(fields.handle(TextEventFactory.key(SDLK_ESCAPE)))
        #expect(field.text.isEmpty)
        #expect(fields.focused === field)
        #expect(fields.handle(TextEventFactory.key(SDLK_ESCAPE)))
        #expect(fields.focused == nil)
        #expect(!field.isFocused)
        // Now Esc is the app's again.
        #expect(!fields.handle(TextEventFactory.key(SDLK_ESCAPE)))
    }

    @Test("Tab gives the focus up and goes on to the collection")
    func tabLeaves() {
        let (fields, field) = makeFields()
        fields.focus(field, at: 1)
        #expect(!fields.handle(TextEventFactory.key(SDLK_TAB)))
        #expect(fields.focused == nil)
    }

    @Test("An input method's composition shows in the field and its commit becomes text")
    func composition() {
        let (fields, field) = makeFields(text: "a")
        fields.focus(field, at: 1)
        field.perform(.move(.documentEnd, extending: false), at: 1)
        #expect(fields.handle(TextEventFactory.textEditing("に", start: 1)))
        #expect(field.model.displayText == "aに")
        #expect(field.model.displayComposition == 1..<4)
        #expect(field.text == "a")
        #expect(fields.handle(TextEventFactory.textEditing("日本", start: 1)))
        #expect(field.model.displayCaret == 4)
        #expect(fields.handle(TextEventFactory.textEditing("", start: 0)))
        #expect(fields.handle(TextEventFactory.textInput("日本")))
        #expect(field.text == "a日本")
        #expect(field.model.composition == nil)
    }

    @Test("A press in a field focuses it and places the caret; two select a word; a press elsewhere lets go and goes on")
    func pointer() {
        let (fields, field) = makeFields(text: "hello world")
        // The text starts at 110 (the inset): 3 characters in is x = 140.
        #expect(fields.handle(TextEventFactory.button(down: true, x: 140, y: 26)))
        #expect(fields.focused === field)
        #expect(field.model.selection.head == 3)
        #expect(fields.handle(TextEventFactory.button(down: false, x: 140, y: 26)))
        #expect(fields.handle(TextEventFactory.button(down: true, x: 190, y: 26, clicks: 2)))
        #expect(field.model.selectedText == "world")
        #expect(fields.handle(TextEventFactory.button(down: false, x: 190, y: 26)))
        // A drag from the start selects as it goes.
        #expect(fields.handle(TextEventFactory.button(down: true, x: 110, y: 26)))
        #expect(fields.handle(TextEventFactory.motion(x: 150, y: 26, pressed: true)))
        #expect(field.model.selectedText == "hell")
        #expect(fields.handle(TextEventFactory.button(down: false, x: 150, y: 26)))
        // Elsewhere: the field lets go, and the press is the collection's.
        #expect(!fields.handle(TextEventFactory.button(down: true, x: 400, y: 300)))
        #expect(fields.focused == nil)
        #expect(!fields.handle(TextEventFactory.button(down: false, x: 400, y: 300)))
    }

    @Test("The / that focused the search field through find is not typed into it; the next key is")
    func slashThatFocusesIsDropped() {
        let (fields, field) = makeFields()
        #expect(!fields.handle(TextEventFactory.key(SDLK_SLASH, ms: 1_000)))
        // The app, hearing .find, focuses its field before SDL's text for the key arrives.
        fields.focus(field, at: 1)
        #expect(fields.handle(TextEventFactory.textInput("/", ms: 1_000)))
        #expect(field.text.isEmpty)
        #expect(fields.handle(TextEventFactory.key(SDLK_a, ms: 1_100)))
        #expect(fields.handle(TextEventFactory.textInput("a", ms: 1_100)))
        #expect(fields.handle(TextEventFactory.textInput("/", ms: 1_200)))
        #expect(field.text == "a/")
    }

    @Test("A field focused by a click, not a key, drops nothing")
    func clickFocusDropsNothing() {
        let (fields, field) = makeFields()
        #expect(fields.handle(TextEventFactory.button(down: true, x: 120, y: 20)))
        #expect(fields.handle(TextEventFactory.textInput("/")))
        #expect(field.text == "/")
    }

    @Test("A keystroke that changes a field is timed to the next present; a swallowed key is not")
    func latencySamples() {
        let (fields, field) = makeFields()
        fields.focus(field, at: 1)
        fields.framePresented()
        let before = fields.latencies.totalCount
        _ = fields.handle(TextEventFactory.key(SDLK_LSHIFT, ms: UInt32(truncatingIfNeeded: SDL_GetTicks64())))
        fields.framePresented()
        #expect(fields.latencies.totalCount == before)
        let now = UInt32(truncatingIfNeeded: SDL_GetTicks64())
        _ = fields.handle(TextEventFactory.textInput("a", ms: now))
        #expect(fields.needsDisplay(at: SDLClock.now))
        fields.framePresented()
        #expect(fields.latencies.totalCount == before + 1)
        let sample = fields.latencies.values.last ?? -1
        #expect(sample >= 0 && sample < 1)
    }

    @Test("Removing the focused field from the host takes the focus away and stops text input")
    func removingTheFocusedField() {
        let (fields, field) = makeFields()
        fields.focus(field, at: 1)
        fields.fields = []
        #expect(fields.focused == nil)
        #expect(!field.isFocused)
        #expect(SDL_IsTextInputActive() == SDL_FALSE)
    }

    @Test("A field that is not among the host's cannot take the focus")
    func strangerCannotFocus() {
        let (fields, _) = makeFields()
        let stranger = EditableTextNode()
        fields.focus(stranger, at: 1)
        #expect(fields.focused == nil)
        #expect(!stranger.isFocused)
    }
}
