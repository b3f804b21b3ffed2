/// What kind of edit an undo step holds: runs of typing, of Backspace or of Delete coalesce
/// into one step; everything else is a step of its own. A plain value: any thread.
enum TextEditKind: Hashable, Sendable {
    /// Typed text and newlines.
    case typing
    /// Backspace, by cluster or by word.
    case deletingBackward
    /// Delete, by cluster or by word.
    case deletingForward
    /// A paste, a cut, the app replacing the text, a composition committed: never coalesced.
    case separate

    /// Whether the next edit of the same kind may join this step. Any thread.
    var coalesces: Bool { self != .separate }
}
