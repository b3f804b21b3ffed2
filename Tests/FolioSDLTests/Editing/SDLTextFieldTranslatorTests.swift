import CSDL2
import FolioCore
import Testing
@testable import FolioSDL

@Suite("SDL text field translation")
struct SDLTextFieldTranslatorTests {
    @Test("SDL_TEXTINPUT becomes committed text, in UTF-8 as typed")
    func textInput() {
        #expect(SDLTextFieldTranslator.translate(TextEventFactory.textInput("é")) == .edit(.insert("é")))
        #expect(SDLTextFieldTranslator.translate(TextEventFactory.textInput("日本")) == .edit(.insert("日本")))
    }

    @Test("SDL_TEXTEDITING becomes the composition, its caret counted in characters turned into UTF-8 offsets")
    func textEditing() {
        // "かな": each kana is 3 bytes; SDL's caret after the first is 1.
        #expect(SDLTextFieldTranslator.translate(TextEventFactory.textEditing("かな", start: 1)) == .edit(.setComposition("かな", caret: 3)))
        #expect(SDLTextFieldTranslator.translate(TextEventFactory.textEditing("かな", start: 2)) == .edit(.setComposition("かな", caret: 6)))
        // An empty composition ends it.
        #expect(SDLTextFieldTranslator.translate(TextEventFactory.textEditing("", start: 0)) == .edit(.setComposition("", caret: 0)))
    }

    @Test("A hostile composition caret is clamped to the text, and lands on a character's start")
    func hostileCaret() {
        #expect(SDLTextFieldTranslator.translate(TextEventFactory.textEditing("ab", start: 99)) == .edit(.setComposition("ab", caret: 2)))
        #expect(SDLTextFieldTranslator.translate(TextEventFactory.textEditing("ab", start: -4)) == .edit(.setComposition("ab", caret: 0)))
        // "e" + combining acute is one character of two scalars: a caret between them goes to its start.
        #expect(SDLTextFieldTranslator.utf8Offset(ofCharacter: 2, in: "ae\u{301}b") == 1)
        #expect(SDLTextFieldTranslator.utf8Offset(ofCharacter: 3, in: "ae\u{301}b") == 4)
    }

    @Test("Control characters and bytes that are not UTF-8 never reach the field raw")
    func hostileText() {
        #expect(SDLTextFieldTranslator.translate(TextEventFactory.textInput("a\u{1B}[2Jb\u{7}")) == .edit(.insert("a[2Jb")))
        #expect(SDLTextFieldTranslator.translate(TextEventFactory.textInput("\u{1B}")) == .swallow)
        var event = TextEventFactory.textInput("")
        withUnsafeMutableBytes(of: &event.text.text) { $0[0] = 0xFF; $0[1] = 0x41 }
        #expect(SDLTextFieldTranslator.translate(event) == .edit(.insert("\u{FFFD}A")))
    }

    @Test("Editing keys become moves and deletions; Ctrl works in words and Shift extends")
    func editingKeys() {
        func input(_ code: SDL_KeyCode, _ modifiers: SDL_Keymod = KMOD_NONE) -> SDLTextFieldInput? {
            SDLTextFieldTranslator.translate(TextEventFactory.key(code, modifiers: modifiers))
        }
        #expect(input(SDLK_LEFT) == .edit(.move(.left, extending: false)))
        #expect(input(SDLK_LEFT, KMOD_LCTRL) == .edit(.move(.wordLeft, extending: false)))
        #expect(input(SDLK_RIGHT, SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)) == .edit(.move(.wordRight, extending: true)))
        #expect(input(SDLK_END, KMOD_LSHIFT) == .edit(.move(.lineEnd, extending: true)))
        #expect(input(SDLK_HOME, KMOD_LCTRL) == .edit(.move(.documentStart, extending: false)))
        #expect(input(SDLK_BACKSPACE) == .edit(.deleteBackward(.grapheme)))
        #expect(input(SDLK_BACKSPACE, KMOD_LCTRL) == .edit(.deleteBackward(.word)))
        #expect(input(SDLK_DELETE) == .edit(.deleteForward(.grapheme)))
        #expect(input(SDLK_a, KMOD_LCTRL) == .edit(.selectAll))
        #expect(input(SDLK_z, KMOD_LCTRL) == .edit(.undo))
        #expect(input(SDLK_z, SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)) == .edit(.redo))
        #expect(input(SDLK_y, KMOD_RCTRL) == .edit(.redo))
    }

    @Test("Clipboard chords, Enter, Esc and Tab are the field's; letters are swallowed; F1 and paging pass")
    func otherKeys() {
        func input(_ code: SDL_KeyCode, _ modifiers: SDL_Keymod = KMOD_NONE) -> SDLTextFieldInput? {
            SDLTextFieldTranslator.translate(TextEventFactory.key(code, modifiers: modifiers))
        }
        #expect(input(SDLK_c, KMOD_LCTRL) == .copy)
        #expect(input(SDLK_x, KMOD_LCTRL) == .cut)
        #expect(input(SDLK_v, KMOD_LCTRL) == .paste)
        #expect(input(SDLK_INSERT, KMOD_LSHIFT) == .paste)
        #expect(input(SDLK_RETURN) == .enter)
        #expect(input(SDLK_KP_ENTER) == .enter)
        #expect(input(SDLK_ESCAPE) == .escape)
        #expect(input(SDLK_TAB) == .leave)
        #expect(input(SDLK_q) == .swallow)
        #expect(input(SDLK_SLASH) == .swallow)
        #expect(input(SDLK_SPACE) == .swallow)
        #expect(input(SDLK_q, KMOD_LCTRL) == .swallow)
        #expect(input(SDLK_F1) == .pass)
        #expect(input(SDLK_PAGEDOWN) == .pass)
        // Alt with a letter is the menu's, not Ctrl's: no clipboard.
        #expect(input(SDLK_v, KMOD_LALT) == .swallow)
    }

    @Test("Events that are not the keyboard's or the input method's are not the field's")
    func otherEvents() {
        #expect(SDLTextFieldTranslator.translate(TextEventFactory.button(down: true, x: 1, y: 1)) == nil)
        #expect(SDLTextFieldTranslator.translate(TextEventFactory.key(SDLK_a, up: true)) == nil)
    }
}
