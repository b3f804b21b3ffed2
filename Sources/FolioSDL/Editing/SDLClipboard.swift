import CSDL2
import FolioCore
import Foundation

/// The desktop's clipboard and X's primary selection through SDL (SDL 2.26 has both; on a
/// system without a primary selection its calls do nothing and read nothing). What is read is
/// another program's text, so a hostile size is cut. Main thread, after `SDLLibrary.start()`.
@MainActor
enum SDLClipboard {
    /// The most bytes taken from the clipboard or the primary selection: pasting more into a
    /// field is a mistake or an attack, and would stall the main thread.
    static let maximumByteCount = 1 << 20

    /// The clipboard's text, or nil when it holds none. Main thread.
    static var text: String? {
        guard SDL_HasClipboardText() == SDL_TRUE else { return nil }
        return take(SDL_GetClipboardText(), what: "clipboard")
    }

    /// Puts `text` on the clipboard. Main thread.
    static func setText(_ text: String) {
        if SDL_SetClipboardText(text) != 0 { FolioLogger.host.line(.warning, SDLError("setting the clipboard").description) }
    }

    /// The primary selection's text (what another window has selected), or nil. Main thread.
    static var primarySelection: String? {
        guard SDL_HasPrimarySelectionText() == SDL_TRUE else { return nil }
        return take(SDL_GetPrimarySelectionText(), what: "primary selection")
    }

    /// Makes `text` the primary selection, as selecting does across X: a middle click elsewhere pastes it. Main thread.
    static func setPrimarySelection(_ text: String) {
        _ = SDL_SetPrimarySelectionText(text)
    }

    /// The text SDL handed over at `pointer`, freed here, cut to `maximumByteCount` bytes at a
    /// character's end; nil for none.
    private static func take(_ pointer: UnsafeMutablePointer<CChar>?, what: String) -> String? {
        guard let pointer else { return nil }
        defer { SDL_free(pointer) }
        let length = strnlen(pointer, maximumByteCount + 1)
        let bytes = UnsafeRawBufferPointer(start: pointer, count: min(length, maximumByteCount))
        var text = String(decoding: bytes, as: UTF8.self)
        if length > maximumByteCount {
            FolioLogger.host.line(.warning, "the \(what) holds more than \(maximumByteCount) bytes of text: only those are pasted")
            // The cut may have split the last character, which decoded as U+FFFD.
            if text.last == "\u{FFFD}" { text.removeLast() }
        }
        return text.isEmpty ? nil : text
    }
}
