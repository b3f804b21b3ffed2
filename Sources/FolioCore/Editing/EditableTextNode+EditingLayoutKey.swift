extension EditableTextNode {
    /// What an editing layout was made for: the field makes it again when any of this changes.
    /// A plain value: usable on any thread.
    struct EditingLayoutKey: Hashable, Sendable {
        /// The text shown (the model's `displayText`). Any thread.
        var text: String
        /// Where the composition is in `text`, underlined. Any thread.
        var composition: Range<Int>?
        /// How the text looks. Any thread.
        var attributes: TextAttributes
        /// The width lines wrap at (a multi-line field's), or nil for one line. Any thread.
        var maxWidth: Double?
        /// Physical pixels per logical pixel. Any thread.
        var scale: Double
    }
}
