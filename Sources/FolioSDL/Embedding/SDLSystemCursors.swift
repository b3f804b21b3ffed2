import CSDL2
import FolioCore

/// The system's cursors in the shapes Folio asks for (`PointerCursor`), each made once when first
/// shown and freed with this object, and the shape shown last, so that SDL is asked only when
/// the shape changes. Main thread only, after `SDLLibrary.start()`.
@MainActor
final class SDLSystemCursors {
    private var made: [PointerCursor: OpaquePointer] = [:]
    /// The shape shown last; nil before the first, so that the first arrow is set too (the
    /// window's own cursor before it need not be the system's arrow).
    private(set) var shown: PointerCursor?

    /// Shows `cursor` over the window, if it is not the one shown. A cursor the system cannot
    /// make leaves the one shown.
    func show(_ cursor: PointerCursor) {
        guard cursor != shown else { return }
        guard let pointer = made[cursor] ?? SDL_CreateSystemCursor(Self.systemCursor(for: cursor)) else { return }
        made[cursor] = pointer
        SDL_SetCursor(pointer)
        shown = cursor
    }

    /// SDL's system cursor for `cursor`.
    static func systemCursor(for cursor: PointerCursor) -> SDL_SystemCursor {
        switch cursor {
        case .arrow: SDL_SYSTEM_CURSOR_ARROW
        case .hand: SDL_SYSTEM_CURSOR_HAND
        case .text: SDL_SYSTEM_CURSOR_IBEAM
        case .move: SDL_SYSTEM_CURSOR_SIZEALL
        }
    }

    isolated deinit {
        for pointer in made.values { SDL_FreeCursor(pointer) }
    }
}
