import CSDL2
import FolioCore

extension SDLEventTranslator {
    /// `.find` for Ctrl+F (Ctrl alone, no Alt or system key) or `/` pressed without Ctrl,
    /// Alt or the system key; nil for any other key. Only keys that reach the translator count:
    /// while a text field has the keyboard, its keys go to it first. Any thread.
    static func findCommand(for code: SDL_Keycode, modifiers: UInt16) -> HostCommand? {
        let chord = Self.modifiers(modifiers).intersection([.control, .alt, .system])
        switch UInt32(bitPattern: code) {
        case SDLK_f.rawValue where chord == .control: return .find
        case SDLK_SLASH.rawValue where chord.isEmpty: return .find
        case SDLK_KP_DIVIDE.rawValue where chord.isEmpty: return .find
        default: return nil
        }
    }
}
