import FolioCore

extension SDLEmbeddedCollection {
    /// Shows the cursor the collection asks for over what the pointer hovers (a hand over a link
    /// or a button), or the arrow once the pointer has left it or while a context menu is open.
    /// Main thread.
    func applyPointerCursor() {
        // Over an open context menu, and all around it, the pointer chooses rows: the arrow.
        cursors.show((capture.hoversMouse || capture.holdsMouse) && !root.isShowingContextMenu ? root.pointerCursor : .arrow)
    }
}
