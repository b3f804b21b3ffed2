import FolioCore

extension SDLEmbeddedCollection {
    /// Shows the cursor the collection asks for over what the pointer hovers (a hand over a link
    /// or a button), or the arrow once the pointer has left it. Main thread.
    func applyPointerCursor() {
        cursors.show(capture.hoversMouse || capture.holdsMouse ? root.pointerCursor : .arrow)
    }
}
