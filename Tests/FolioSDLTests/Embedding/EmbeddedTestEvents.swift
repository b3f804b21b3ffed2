import CSDL2

/// SDL events made by hand for an embedded collection's tests, as SDL would deliver them to a
/// window of id `window`, stamped `ms` milliseconds on SDL's clock.
enum EmbeddedTestEvents {
    static func button(down: Bool, x: Int32, y: Int32, ms: UInt32, button: Int32 = SDL_BUTTON_LEFT, window: UInt32) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        e.button.timestamp = ms
        e.button.windowID = window
        e.button.button = UInt8(button)
        e.button.x = x
        e.button.y = y
        return e
    }

    static func motion(x: Int32, y: Int32, ms: UInt32, pressed: Bool = true, window: UInt32) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.timestamp = ms
        e.motion.windowID = window
        e.motion.state = pressed ? SHIM_BUTTON_LMASK : 0
        e.motion.x = x
        e.motion.y = y
        return e
    }

    /// A finger of touch device 1 at (`x`, `y`), normalised to the window as SDL sends it.
    static func finger(_ type: SDL_EventType, id: Int64, x: Float, y: Float, ms: UInt32, window: UInt32) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.timestamp = ms
        e.tfinger.windowID = window
        e.tfinger.touchId = 1
        e.tfinger.fingerId = id
        e.tfinger.x = x
        e.tfinger.y = y
        return e
    }

    /// One notch of the wheel down, over (`x`, `y`).
    static func wheel(x: Int32, y: Int32, ms: UInt32, window: UInt32) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.timestamp = ms
        e.wheel.windowID = window
        e.wheel.mouseX = x
        e.wheel.mouseY = y
        e.wheel.y = -1
        e.wheel.preciseY = -1
        e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        return e
    }

    static func key(_ code: SDL_KeyCode, ms: UInt32, window: UInt32) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.timestamp = ms
        e.key.windowID = window
        e.key.state = UInt8(SDL_PRESSED)
        e.key.keysym.sym = SDL_Keycode(bitPattern: code.rawValue)
        return e
    }

    static func quit() -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_QUIT.rawValue
        return e
    }

    static func windowEvent(_ kind: SDL_WindowEventID, width: Int32 = 0, height: Int32 = 0, ms: UInt32 = 0,
                            window: UInt32) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.timestamp = ms
        e.window.windowID = window
        e.window.event = UInt8(kind.rawValue)
        e.window.data1 = width
        e.window.data2 = height
        return e
    }
}
