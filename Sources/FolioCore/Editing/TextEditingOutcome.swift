/// What one `TextEditingModel.perform` did, for the field: whether to redraw, to tell the app,
/// to put text on the clipboard, or to beep. A plain value: any thread.
public struct TextEditingOutcome: Hashable, Sendable {
    /// Whether the committed text changed (the app hears `textDidChange`). A composition
    /// changing does not change the committed text.
    public var textChanged: Bool
    /// Whether the selection, the caret or the composition changed: what is drawn moved.
    public var selectionChanged: Bool
    /// What `.cut` took, for the field to put on the clipboard; nil for every other command.
    public var cutText: String?
    /// Whether nothing happened (at an edge, over the maximum length, a secure cut, nothing to
    /// undo): the field may beep or ignore it.
    public var wasRefused: Bool

    /// An outcome saying what changed. Any thread.
    public init(textChanged: Bool = false, selectionChanged: Bool = false, cutText: String? = nil, wasRefused: Bool = false) {
        self.textChanged = textChanged
        self.selectionChanged = selectionChanged
        self.cutText = cutText
        self.wasRefused = wasRefused
    }

    /// Nothing happened. Any thread.
    public static let refused = TextEditingOutcome(wasRefused: true)
}
