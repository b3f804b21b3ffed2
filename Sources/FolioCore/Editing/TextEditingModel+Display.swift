extension TextEditingModel {
    /// The bullet a secure text shows for each cluster.
    static let bullet = "\u{2022}"

    /// What is drawn: the text with the composition in place of the selection, one "•" per
    /// cluster when secure. Any thread.
    public var displayText: String {
        isSecure ? String(repeating: Self.bullet, count: composedText.count) : composedText
    }

    /// The selection in `displayText` offsets; empty at the composition's caret while one is open. Any thread.
    public var displaySelection: Range<Int> {
        if composition != nil { return displayCaret..<displayCaret }
        return displayOffset(selection.range.lowerBound)..<displayOffset(selection.range.upperBound)
    }

    /// The caret in `displayText` offsets: the selection's head, or the input method's caret
    /// inside the composition while one is open. Any thread.
    public var displayCaret: Int {
        guard let composition else { return displayOffset(selection.head) }
        return secured(selection.range.lowerBound + composition.caret, in: composedText)
    }

    /// Where the composition is in `displayText` (drawn underlined); nil when none is open. Any thread.
    public var displayComposition: Range<Int>? {
        guard let composition else { return nil }
        let start = selection.range.lowerBound, composed = composedText
        return secured(start, in: composed)..<secured(start + composition.text.utf8.count, in: composed)
    }

    /// The committed text with the composition in place of the selection. Any thread.
    var composedText: String {
        guard let composition else { return text }
        let range = selection.range
        var composed = text
        composed.replaceSubrange(GraphemeOffsets.index(range.lowerBound, in: text)..<GraphemeOffsets.index(range.upperBound, in: text),
                                 with: composition.text)
        return composed
    }

    /// Where committed-text `offset` is in `displayText`. Any thread.
    func displayOffset(_ offset: Int) -> Int {
        var composed = offset
        if let composition {
            let range = selection.range
            if offset >= range.upperBound {
                composed = offset - range.count + composition.text.utf8.count
            } else if offset > range.lowerBound {
                composed = range.lowerBound
            }
        }
        return isSecure ? secured(composed, in: composedText) : composed
    }

    /// The committed-text offset of `displayText` offset `offset` (from a layout): on a cluster
    /// boundary, inside the text; a point inside the composition counts at its start. Any thread.
    func textOffset(_ offset: Int) -> Int {
        let composed = composedText
        var inComposed = offset
        if isSecure {
            let clusters = (Double(max(0, offset)) / Double(Self.bullet.utf8.count)).rounded()
            inComposed = GraphemeOffsets.offset(ofCluster: Int(min(clusters, Double(Int32.max))), in: composed)
        }
        inComposed = GraphemeOffsets.snapped(inComposed, in: composed)
        guard let composition else { return inComposed }
        let range = selection.range, length = composition.text.utf8.count
        if inComposed <= range.lowerBound { return inComposed }
        if inComposed >= range.lowerBound + length { return inComposed - length + range.count }
        return range.lowerBound
    }

    /// `offset` of `composed` as an offset among bullets when secure. Any thread.
    private func secured(_ offset: Int, in composed: String) -> Int {
        guard isSecure else { return offset }
        return GraphemeOffsets.clusterCount(before: offset, in: composed) * Self.bullet.utf8.count
    }
}
