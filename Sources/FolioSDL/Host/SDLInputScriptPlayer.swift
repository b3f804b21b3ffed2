import CSDL2
import FolioCore

/// Plays an `InputScript` into SDL's event queue: each step becomes the SDL event a real device
/// would send (mouse button, motion with the left button held, key down, quit) and is pushed
/// when due, so the host's one event translator sees scripted input exactly as it sees real
/// input. Each event is stamped with when its step was due, as a device stamps an event when it
/// happens, not when it is read. Main thread only.
///
/// Delete and letter keys are pushed as key codes alone, as an unmodified press sends them, so
/// that they come out as the app's commands; typed text is pushed as the text input event a
/// keyboard sends with its key, which a focused text field takes.
@MainActor
final class SDLInputScriptPlayer {
    private let script: InputScript
    private let windowID: UInt32
    private var startTime: Double?
    private var nextStep = 0

    init(script: InputScript, windowID: UInt32) {
        self.script = script
        self.windowID = windowID
    }

    /// Pushes every step due by `time`; the first call starts the script's clock.
    func pushDueEvents(at time: Double) {
        let start = startTime ?? time
        startTime = start
        let (due, next) = script.steps(from: nextStep, through: time - start)
        nextStep = next
        for step in due {
            var event = sdlEvent(for: step.action)
            // Added with its due time, not pushed (`SDL_PushEvent` stamps the moment of pushing):
            // a frame that comes late under load would otherwise hand the translator a whole
            // flick's moves stamped alike, a flick without speed that pages nowhere.
            event.common.timestamp = UInt32(truncatingIfNeeded: Int64(((start + step.time) * 1000).rounded()))
            _ = SDL_PeepEvents(&event, 1, SDL_ADDEVENT, 0, 0)
        }
    }

    /// The SDL event a device would send for `action`.
    func sdlEvent(for action: InputScript.Action) -> SDL_Event {
        var event = SDL_Event()
        switch action {
        case .pointerDown(let point), .pointerUp(let point):
            let isDown = if case .pointerDown = action { true } else { false }
            event.type = isDown ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
            event.button.windowID = windowID
            event.button.which = 0
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(isDown ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = Int32(point.x.rounded())
            event.button.y = Int32(point.y.rounded())
        case .pointerMoved(let point):
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.windowID = windowID
            event.motion.which = 0
            event.motion.state = SHIM_BUTTON_LMASK
            event.motion.x = Int32(point.x.rounded())
            event.motion.y = Int32(point.y.rounded())
        case .key(let key):
            event = keyDown(SDLEventTranslator.code(for: key))
            // Select all is Ctrl+A.
            if key == .selectAll { event.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue) }
        case .delete:
            event = keyDown(SDL_Keycode(bitPattern: SDLK_DELETE.rawValue))
        case .character(let character):
            // SDL's key code for a letter or digit is its lowercase character.
            let scalar = character.lowercased().unicodeScalars.first?.value ?? 0
            event = keyDown(SDL_Keycode(bitPattern: scalar))
        case .text(let text):
            event = textInput(text)
        case .backspace:
            event = keyDown(SDL_Keycode(bitPattern: SDLK_BACKSPACE.rawValue))
        case .quit:
            event.type = SDL_QUIT.rawValue
        }
        return event
    }

    /// The text input of `text` in the script's window, as a keyboard sends it: cut to what one
    /// event holds (31 bytes), at a character's end.
    private func textInput(_ text: String) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = windowID
        var bytes: [UInt8] = []
        for character in text {
            let utf8 = Array(character.utf8)
            guard bytes.count + utf8.count < Int(SDL_TEXTINPUTEVENT_TEXT_SIZE) else { break }
            bytes += utf8
        }
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            buffer.initializeMemory(as: UInt8.self, repeating: 0)
            buffer.copyBytes(from: bytes)
        }
        return event
    }

    /// A key press of `code`, unrepeated, in the script's window.
    private func keyDown(_ code: SDL_Keycode) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.windowID = windowID
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = code
        return event
    }
}
