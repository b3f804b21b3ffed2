extension EditableTextNode {
    /// What an editing layout was made for: the field makes it again when any of this changes.
    /// A plain value: usable on any thread.
    struct EditingLayoutKey: Hashable, Sendable {
        /// The text shown (the model's `displayText`).
        var text: String
        /// Where the composition is in `text`, underlined.
        var composition: Range<Int>?
        /// How the text looks.
        var attributes: TextAttributes
        /// The width lines wrap at (a multi-line field's), or nil for one line.
        var maxWidth: Double?
        /// Physical pixels per logical pixel.
        var scale: Double
    }
}
