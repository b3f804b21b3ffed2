import CSDL2
import Testing
@testable import FolioSDL

@Suite("SDL find command")
struct SDLEventTranslatorFindTests {
    @Test("With no field focused, Ctrl+F and / ask the app to find; f alone stays a shortcut")
    func findCommand() {
        #expect(SDLEventTranslator.command(for: SDL_Keycode(bitPattern: SDLK_SLASH.rawValue)) == .find)
        #expect(SDLEventTranslator.command(for: SDL_Keycode(bitPattern: SDLK_f.rawValue), modifiers: UInt16(KMOD_LCTRL.rawValue)) == .find)
        #expect(SDLEventTranslator.command(for: SDL_Keycode(bitPattern: SDLK_f.rawValue)) == .shortcut("f"))
        #expect(SDLEventTranslator.command(for: SDL_Keycode(bitPattern: SDLK_SLASH.rawValue), modifiers: UInt16(KMOD_LALT.rawValue)) == nil)
        #expect(SDLEventTranslator.command(for: SDL_Keycode(bitPattern: SDLK_f.rawValue),
                                           modifiers: UInt16(KMOD_LCTRL.rawValue | KMOD_LALT.rawValue)) == nil)
    }
}
