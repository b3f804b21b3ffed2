extension TextEditingModel {
    /// A click: the caret at the boundary nearest `point`, or the head there when `extending`. Any thread.
    mutating func placeCaret(at point: Point, extending: Bool, layout: (any TextEditingLayout)?) {
        guard let layout, let offset = hitOffset(point, layout: layout) else { return }
        moveHead(to: offset, extending: extending)
        pointerSelection = TextPointerSelection(unit: .grapheme, origin: selection.anchor..<selection.anchor)
    }

    /// A double click (`.word`) or triple click (`.line`): selects the word or line at `point`. Any thread.
    mutating func select(_ unit: TextPointerSelection.Unit, at point: Point, layout: (any TextEditingLayout)?) {
        guard let layout, let offset = hitOffset(point, layout: layout) else { return }
        let range = self.range(of: unit, at: offset, layout: layout)
        selection = TextSelection(anchor: range.lowerBound, head: range.upperBound)
        pointerSelection = TextPointerSelection(unit: unit, origin: range)
    }

    /// A drag to `point` after a click: extends what the click selected by its unit, keeping it. Any thread.
    mutating func drag(to point: Point, layout: (any TextEditingLayout)?) {
        guard let layout, let offset = hitOffset(point, layout: layout) else { return }
        let click = pointerSelection ?? TextPointerSelection(unit: .grapheme, origin: selection.anchor..<selection.anchor)
        pointerSelection = click
        let under = range(of: click.unit, at: offset, layout: layout)
        if under.lowerBound < click.origin.lowerBound {
            selection = TextSelection(anchor: click.origin.upperBound, head: under.lowerBound)
        } else {
            selection = TextSelection(anchor: click.origin.lowerBound, head: max(under.upperBound, click.origin.upperBound))
        }
    }

    /// The committed-text offset nearest `point`; nil for a point that is not a number. Any thread.
    private func hitOffset(_ point: Point, layout: any TextEditingLayout) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return textOffset(layout.offset(at: point))
    }

    /// What `unit` covers at `offset`: a caret, the word (the whole text when secure) or the line. Any thread.
    private func range(of unit: TextPointerSelection.Unit, at offset: Int, layout: any TextEditingLayout) -> Range<Int> {
        switch unit {
        case .grapheme:
            return offset..<offset
        case .word:
            if isSecure { return 0..<text.utf8.count }
            let word = layout.wordRange(at: displayOffset(offset))
            let lower = textOffset(word.lowerBound), upper = GraphemeOffsets.snapped(textOffset(word.upperBound), in: text, up: true)
            return min(lower, upper)..<max(lower, upper)
        case .line:
            return lineRange(containing: offset, layout: layout)
        }
    }
}
