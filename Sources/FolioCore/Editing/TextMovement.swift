/// Where a caret movement goes (the arrow, Home and End keys). A plain value: any thread.
public enum TextMovement: Hashable, Sendable {
    /// One cluster left on screen (visual order when a layout is given), or to a selection's left edge.
    case left
    /// One cluster right on screen (visual order when a layout is given), or to a selection's right edge.
    case right
    /// To the previous word start (Ctrl+Left).
    case wordLeft
    /// To the next word end (Ctrl+Right).
    case wordRight
    /// One line up, keeping the column across repeated moves; the start in a single line.
    case up
    /// One line down, keeping the column across repeated moves; the end in a single line.
    case down
    /// The start of the caret's line (Home).
    case lineStart
    /// The end of the caret's line (End).
    case lineEnd
    /// The start of the text (Ctrl+Home).
    case documentStart
    /// The end of the text (Ctrl+End).
    case documentEnd
}
