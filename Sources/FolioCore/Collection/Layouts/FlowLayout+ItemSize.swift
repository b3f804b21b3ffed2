extension FlowLayout {
    /// How a flow layout sizes its items. A plain value: usable on any thread.
    public enum ItemSize: Hashable, Sendable {
        /// Every item has this size. A side that is not finite or not above zero leaves the
        /// items without frames (sections keep their headers).
        case fixed(Size)
        /// As many columns across the cross axis as fit at least `minimumWidth` wide with the
        /// interitem spacing between them, the items stretched to fill the line exactly; an
        /// item's height is its width × `aspectRatio`. In a horizontal flow the "columns" are
        /// rows at least `minimumWidth` tall, and an item's width is its height ÷ `aspectRatio`,
        /// so the ratio keeps meaning height ÷ width. A `minimumWidth` below 1 or not finite
        /// counts as 1; an `aspectRatio` not finite or not above zero counts as 1 (square).
        case columns(minimumWidth: Double, aspectRatio: Double)
        /// Every item is `estimated` until its node is measured, then the size it measured at,
        /// no longer across than a line (its node is laid out within that, at any length along
        /// the scroll axis); lines hold as many items as fit. A side of `estimated` not finite
        /// or negative counts as zero.
        case selfSizing(estimated: Size)
    }
}
