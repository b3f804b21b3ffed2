/// The input method's text in progress (marked text, SDL_TEXTEDITING): shown at the caret,
/// underlined, and not part of the committed text until the input method commits it. A plain
/// value: any thread.
public struct TextComposition: Hashable, Sendable {
    /// The marked text as the input method has it now.
    public var text: String
    /// Where the input method's caret is, a UTF-8 byte offset within `text` on a grapheme boundary.
    public var caret: Int

    /// Marked `text` with the input method's caret at `caret` (a UTF-8 offset within it). Any thread.
    public init(text: String, caret: Int) {
        self.text = text
        self.caret = caret
    }
}
