/// How much Backspace or Delete takes. A plain value: any thread.
public enum TextUnit: Hashable, Sendable {
    /// One grapheme cluster: a letter with its marks, a whole emoji, a flag.
    case grapheme
    /// To the previous word start (backward) or the next word end (forward): Ctrl+Backspace, Ctrl+Delete.
    case word
}
