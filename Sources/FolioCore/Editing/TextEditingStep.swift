/// One undo step: the text and selection before and after a group of edits, and what kind of
/// edit made it. A plain value: any thread.
struct TextEditingStep: Hashable, Sendable {
    /// What undo goes back to.
    var before: TextEditingState
    /// What redo goes forward to.
    var after: TextEditingState
    /// The edits the step groups.
    var kind: TextEditKind
}
