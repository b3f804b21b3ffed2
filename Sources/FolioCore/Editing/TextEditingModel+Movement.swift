extension TextEditingModel {
    /// Moves the caret (or the selection's head, `extending`) as `movement` says. Any thread.
    mutating func move(_ movement: TextMovement, extending: Bool, layout: (any TextEditingLayout)?) {
        let end = text.utf8.count
        switch movement {
        case .left, .right:
            let direction = movement == .left ? -1 : 1
            if !selection.isEmpty, !extending {
                selection = TextSelection(caret: visualEdge(of: selection.range, direction: direction, layout: layout))
                return
            }
            let target: Int?
            if let layout {
                target = layout.offset(movingVisuallyFrom: displayOffset(selection.head), direction: direction).map(textOffset)
            } else if direction < 0 {
                target = GraphemeOffsets.previous(before: selection.head, in: text)
            } else {
                target = GraphemeOffsets.next(after: selection.head, in: text)
            }
            if let target { moveHead(to: target, extending: extending) }
        case .wordLeft, .wordRight:
            if let target = wordBoundary(from: selection.head, forward: movement == .wordRight, layout: layout) {
                moveHead(to: target, extending: extending)
            }
        case .up, .down:
            moveVertically(down: movement == .down, extending: extending, layout: layout)
        case .lineStart, .lineEnd:
            let line = lineRange(containing: selection.head, layout: layout)
            moveHead(to: movement == .lineStart ? line.lowerBound : line.upperBound, extending: extending)
        case .documentStart:
            moveHead(to: 0, extending: extending)
        case .documentEnd:
            moveHead(to: end, extending: extending)
        }
    }

    /// Moves the head to `offset`, the anchor with it unless `extending`. Any thread.
    mutating func moveHead(to offset: Int, extending: Bool) {
        let target = GraphemeOffsets.snapped(offset, in: text)
        selection = extending ? TextSelection(anchor: selection.anchor, head: target) : TextSelection(caret: target)
    }

    /// The previous word start or next word end from `offset`: the layout's (Pango's Unicode
    /// word boundaries) or letters and digits without one; the whole text is one word when
    /// secure. Nil when already at the text's edge. Any thread.
    func wordBoundary(from offset: Int, forward: Bool, layout: (any TextEditingLayout)?) -> Int? {
        let target: Int
        if isSecure {
            target = forward ? text.utf8.count : 0
        } else if let layout {
            target = textOffset(layout.wordBoundary(from: displayOffset(offset), forward: forward))
        } else {
            target = forward ? GraphemeOffsets.nextWordEnd(after: offset, in: text)
                : GraphemeOffsets.previousWordStart(before: offset, in: text)
        }
        return target == offset ? nil : target
    }

    /// The line holding `offset`, without its line break: the layout's visual line, or the
    /// paragraph between "\n"s without a layout. Any thread.
    func lineRange(containing offset: Int, layout: (any TextEditingLayout)?) -> Range<Int> {
        if let layout {
            let line = layout.lineRange(containing: displayOffset(offset))
            let lower = textOffset(line.lowerBound), upper = textOffset(line.upperBound)
            return min(lower, upper)..<max(lower, upper)
        }
        let bytes = Array(text.utf8), at = min(max(0, offset), bytes.count)
        var lower = at, upper = at
        while lower > 0, bytes[lower - 1] != 0x0A { lower -= 1 }
        while upper < bytes.count, bytes[upper] != 0x0A { upper += 1 }
        return lower..<upper
    }

    /// The edge of `range` on the `direction` side of the screen (-1 left): its start or end,
    /// whichever the layout draws further that way. Any thread.
    private func visualEdge(of range: Range<Int>, direction: Int, layout: (any TextEditingLayout)?) -> Int {
        guard let layout else { return direction < 0 ? range.lowerBound : range.upperBound }
        let lower = layout.caretRect(at: displayOffset(range.lowerBound)), upper = layout.caretRect(at: displayOffset(range.upperBound))
        // On different lines, the line order decides.
        if abs(lower.minY - upper.minY) > 0.5 { return direction < 0 ? range.lowerBound : range.upperBound }
        let lowerIsLeft = lower.minX <= upper.minX
        return (direction < 0) == lowerIsLeft ? range.lowerBound : range.upperBound
    }

    /// One line up or down keeping the goal column; to the text's start or end in a single line,
    /// or past the first or last line. Any thread.
    private mutating func moveVertically(down: Bool, extending: Bool, layout: (any TextEditingLayout)?) {
        let edge = down ? text.utf8.count : 0
        guard isMultiline else {
            moveHead(to: edge, extending: extending)
            return
        }
        if let layout {
            let from = displayOffset(selection.head)
            let goal = goalX ?? layout.caretRect(at: from).minX
            goalX = goal
            let target = layout.offset(verticallyFrom: from, lines: down ? 1 : -1, x: goal).map(textOffset)
            moveHead(to: target ?? edge, extending: extending)
            return
        }
        // Without a layout, lines are paragraphs and the goal is a count of clusters.
        let line = lineRange(containing: selection.head, layout: nil)
        let column = goalX ?? Double(text[GraphemeOffsets.index(line.lowerBound, in: text)..<GraphemeOffsets.index(selection.head, in: text)].count)
        goalX = column
        let neighbour = down ? (line.upperBound < text.utf8.count ? line.upperBound + 1 : nil) : (line.lowerBound > 0 ? line.lowerBound - 1 : nil)
        guard let neighbour else {
            moveHead(to: edge, extending: extending)
            return
        }
        let target = lineRange(containing: neighbour, layout: nil)
        let lineText = text[GraphemeOffsets.index(target.lowerBound, in: text)..<GraphemeOffsets.index(target.upperBound, in: text)]
        let start = lineText.startIndex
        let at = lineText.index(start, offsetBy: Int(min(column, Double(Int32.max))), limitedBy: lineText.endIndex) ?? lineText.endIndex
        moveHead(to: GraphemeOffsets.offset(of: at, in: text), extending: extending)
    }
}
