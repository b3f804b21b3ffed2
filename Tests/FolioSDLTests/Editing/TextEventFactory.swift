import CSDL2

/// Keyboard and input method events made by hand, as SDL would deliver them.
/// Used by the text field suites. Any thread.
enum TextEventFactory {
    static func textInput(_ text: String, ms: UInt32 = 0, window: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_TEXTINPUT.rawValue
        e.text.timestamp = ms
        e.text.windowID = window
        fill(&e.text.text, with: Array(text.utf8))
        return e
    }

    static func textEditing(_ text: String, start: Int32, length: Int32 = 0, ms: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_TEXTEDITING.rawValue
        e.edit.timestamp = ms
        e.edit.start = start
        e.edit.length = length
        fill(&e.edit.text, with: Array(text.utf8))
        return e
    }

    static func key(_ code: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE, ms: UInt32 = 0, up: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = up ? SDL_KEYUP.rawValue : SDL_KEYDOWN.rawValue
        e.key.timestamp = ms
        e.key.keysym.sym = SDL_Keycode(bitPattern: code.rawValue)
        e.key.keysym.mod = UInt16(modifiers.rawValue)
        return e
    }

    static func button(down: Bool, x: Int32, y: Int32, clicks: UInt8 = 1, button: Int32 = SDL_BUTTON_LEFT, ms: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        e.button.timestamp = ms
        e.button.button = UInt8(button)
        e.button.clicks = clicks
        e.button.x = x
        e.button.y = y
        return e
    }

    static func motion(x: Int32, y: Int32, pressed: Bool, ms: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.timestamp = ms
        e.motion.state = pressed ? SHIM_BUTTON_LMASK : 0
        e.motion.x = x
        e.motion.y = y
        return e
    }

    /// Copies `bytes` (at most the buffer's size less its NUL) into a fixed C buffer.
    private static func fill<Buffer>(_ buffer: inout Buffer, with bytes: [UInt8]) {
        withUnsafeMutableBytes(of: &buffer) { raw in
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            raw.copyBytes(from: bytes.prefix(raw.count - 1))
        }
    }
}
