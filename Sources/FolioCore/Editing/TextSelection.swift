/// The selected stretch of an editable text: where it was started (`anchor`) and where it ends now
/// (`head`, where the caret is drawn), as UTF-8 byte offsets on grapheme-cluster boundaries. A
/// caret when both are equal. A plain value: any thread.
public struct TextSelection: Hashable, Sendable {
    /// Where the selection started: the end Shift+arrows and drags keep still.
    public var anchor: Int
    /// Where the selection ends now: the caret, the end that moves.
    public var head: Int

    /// A selection from `anchor` to `head`. Any thread.
    public init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    /// A caret (an empty selection) at `offset`. Any thread.
    public init(caret offset: Int) {
        self.init(anchor: offset, head: offset)
    }

    /// The selected bytes, lowest offset first, whichever way the selection was made. Any thread.
    public var range: Range<Int> {
        get { min(anchor, head)..<max(anchor, head) }
        set {
            anchor = newValue.lowerBound
            head = newValue.upperBound
        }
    }

    /// Whether nothing is selected: a caret. Any thread.
    public var isEmpty: Bool { anchor == head }
}
