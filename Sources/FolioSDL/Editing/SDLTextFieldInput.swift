import FolioCore

/// What one SDL event means to the focused text field (`SDLTextFieldTranslator`). A plain
/// value: usable on any thread.
enum SDLTextFieldInput: Hashable, Sendable {
    /// A command for the field's model: typed or composed text, a deletion, a move, undo.
    case edit(TextEditingCommand)
    /// Ctrl+C: the selection goes to the clipboard.
    case copy
    /// Ctrl+X: the selection is cut to the clipboard.
    case cut
    /// Ctrl+V: the clipboard's text is pasted.
    case paste
    /// Enter: a line break, or the app's return action.
    case enter
    /// Esc: clears the text or gives the focus up.
    case escape
    /// Tab: the field gives the focus up and the key goes on to the collection.
    case leave
    /// A key the field takes without acting on it: one that types (its text follows in a
    /// `SDL_TEXTINPUT`) or a chord it has no use for; it must not reach the app as a shortcut.
    case swallow
    /// A key that is not the field's (F1, Page Up and Down): it goes on as if no field had focus.
    case pass
}
