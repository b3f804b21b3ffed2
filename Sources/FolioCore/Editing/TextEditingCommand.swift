/// One thing the user (or the app) does to an editable text: what `TextEditingModel.perform`
/// carries out. A plain value: any thread.
public enum TextEditingCommand: Hashable, Sendable {
    /// Committed text (typing, SDL_TEXTINPUT): replaces the selection or the composition, cut to
    /// the maximum length; newlines become spaces in a single line.
    case insert(String)
    /// The input method's marked text (SDL_TEXTEDITING) with its caret (a UTF-8 offset within
    /// it); "" ends the composition without committing anything.
    case setComposition(String, caret: Int)
    /// Backspace (Ctrl+Backspace by word); deletes the selection instead when there is one.
    case deleteBackward(TextUnit)
    /// Delete (Ctrl+Delete by word); deletes the selection instead when there is one.
    case deleteForward(TextUnit)
    /// Moves the caret, or the selection's head when `extending` (Shift).
    case move(TextMovement, extending: Bool)
    /// Selects the whole text (Ctrl+A).
    case selectAll
    /// A click at a point of the layout: places the caret there, or moves the selection's head
    /// there when `extending` (Shift-click).
    case placeCaret(at: Point, extending: Bool)
    /// The pointer dragged to a point after a click, double or triple click: extends the
    /// selection by the unit of that click (clusters, words or lines).
    case dragSelection(to: Point)
    /// A double click: selects the word at the point.
    case selectWord(at: Point)
    /// A triple click: selects the line at the point.
    case selectLine(at: Point)
    /// Removes the selection and hands it back in the outcome's `cutText` (refused when secure).
    case cut
    /// Inserts text from the clipboard, as one undo step.
    case paste(String)
    /// Enter in a multi-line text: inserts "\n" (refused in a single line, where Enter is the
    /// field's return action).
    case newline
    /// Takes back the last undo step, selection included.
    case undo
    /// Does again what `undo` took back.
    case redo
    /// The app sets (or clears) the whole text, as one undo step; the caret goes to its end.
    case replaceAll(String)
}
