/// The click a drag extends: by what unit (a click: clusters; a double click: words; a triple
/// click: lines) and what that click selected, which the selection always keeps. A plain value:
/// any thread.
struct TextPointerSelection: Hashable, Sendable {
    /// What a drag after the click selects by. Any thread.
    enum Unit: Hashable, Sendable {
        /// Clusters: a single click.
        case grapheme
        /// Whole words: a double click.
        case word
        /// Whole lines: a triple click.
        case line
    }

    /// The click's unit.
    var unit: Unit
    /// What the click selected (a caret for a single click), committed-text offsets.
    var origin: Range<Int>
}
