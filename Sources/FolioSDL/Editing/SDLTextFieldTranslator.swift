import CSDL2
import FolioCore

/// Turns the keyboard's and the input method's SDL events into what they mean to a focused
/// text field: `SDL_TEXTINPUT` into committed text, `SDL_TEXTEDITING` (and the extended event
/// SDL sends for a long composition) into the composition with its caret, and key presses into
/// edits, clipboard actions and focus moves. Stateless. Any thread.
enum SDLTextFieldTranslator {
    /// What `event` means to a focused field, or nil for an event that is not the keyboard's
    /// or the input method's. An extended composition's text is read, not freed: its owner
    /// frees it. Any thread.
    static func translate(_ event: SDL_Event) -> SDLTextFieldInput? {
        switch event.type {
        case SDL_TEXTINPUT.rawValue:
            let text = sanitised(fixedText(event.text.text))
            return text.isEmpty ? .swallow : .edit(.insert(text))
        case SDL_TEXTEDITING.rawValue:
            let edit = event.edit
            let text = sanitised(fixedText(edit.text))
            return .edit(.setComposition(text, caret: utf8Offset(ofCharacter: Int(edit.start), in: text)))
        case SDL_TEXTEDITING_EXT.rawValue:
            let edit = event.editExt
            guard let pointer = edit.text else { return .swallow }
            let text = sanitised(String(cString: pointer))
            return .edit(.setComposition(text, caret: utf8Offset(ofCharacter: Int(edit.start), in: text)))
        case SDL_KEYDOWN.rawValue:
            return keyInput(for: event.key.keysym.sym, modifiers: event.key.keysym.mod)
        default:
            return nil
        }
    }

    /// What the key `code` pressed with `modifiers` (SDL's `KMOD_` bits) does in a focused field. Any thread.
    static func keyInput(for code: SDL_Keycode, modifiers bits: UInt16) -> SDLTextFieldInput {
        let modifiers = SDLEventTranslator.modifiers(bits)
        let shift = modifiers.contains(.shift)
        let control = modifiers.intersection([.control, .alt, .system]) == .control
        let chorded = !modifiers.intersection([.control, .alt, .system]).isEmpty
        switch UInt32(bitPattern: code) {
        case SDLK_LEFT.rawValue: return .edit(.move(control ? .wordLeft : .left, extending: shift))
        case SDLK_RIGHT.rawValue: return .edit(.move(control ? .wordRight : .right, extending: shift))
        case SDLK_UP.rawValue: return .edit(.move(.up, extending: shift))
        case SDLK_DOWN.rawValue: return .edit(.move(.down, extending: shift))
        case SDLK_HOME.rawValue: return .edit(.move(control ? .documentStart : .lineStart, extending: shift))
        case SDLK_END.rawValue: return .edit(.move(control ? .documentEnd : .lineEnd, extending: shift))
        case SDLK_BACKSPACE.rawValue: return .edit(.deleteBackward(control ? .word : .grapheme))
        // Shift+Delete cuts and Ctrl+Insert copies, Shift+Insert pastes: the older desktop chords.
        case SDLK_DELETE.rawValue: return shift && !chorded ? .cut : .edit(.deleteForward(control ? .word : .grapheme))
        case SDLK_INSERT.rawValue: return control ? .copy : shift ? .paste : .swallow
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue: return .enter
        case SDLK_ESCAPE.rawValue: return .escape
        case SDLK_TAB.rawValue: return .leave
        case SDLK_PAGEUP.rawValue, SDLK_PAGEDOWN.rawValue: return .pass
        case SDLK_F1.rawValue...SDLK_F12.rawValue: return .pass
        default: break
        }
        guard control else { return .swallow }
        switch UInt32(bitPattern: code) {
        case SDLK_a.rawValue: return .edit(.selectAll)
        case SDLK_c.rawValue: return .copy
        case SDLK_x.rawValue: return .cut
        case SDLK_v.rawValue: return .paste
        case SDLK_z.rawValue: return .edit(shift ? .redo : .undo)
        case SDLK_y.rawValue: return .edit(.redo)
        default: return .swallow
        }
    }

    /// The UTF-8 offset in `text` of its `character`th Unicode scalar (SDL counts a
    /// composition's caret in scalars), clamped to the text and moved back to a grapheme
    /// cluster's start, where the model's offsets always are. Any thread.
    static func utf8Offset(ofCharacter character: Int, in text: String) -> Int {
        let scalars = text.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: min(max(0, character), scalars.count))
        let boundary = index == text.endIndex ? index : text.indices.last { $0 <= index } ?? text.startIndex
        return text.utf8.distance(from: text.startIndex, to: boundary)
    }

    /// The text in one of SDL's fixed buffers, up to its first NUL; bytes that are not UTF-8
    /// become U+FFFD. Any thread.
    static func fixedText<Buffer>(_ buffer: Buffer) -> String {
        withUnsafeBytes(of: buffer) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `text` without control characters (an input method's or a hostile event's), which a
    /// field neither shows nor stores; line breaks are the Enter key's. Any thread.
    static func sanitised(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    }
}
