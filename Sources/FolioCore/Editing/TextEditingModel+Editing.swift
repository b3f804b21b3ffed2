extension TextEditingModel {
    /// Commits `string` in place of the composition or the selection, cleaned and cut to the
    /// maximum length; ends the composition. Nothing is inserted when nothing fits. Any thread.
    mutating func commit(_ string: String, kind: TextEditKind, time: Double) {
        let range = selection.range
        let fitting = fitted(cleaned(string, upTo: maximumLength.map { $0.addingReportingOverflow(2).overflow ? $0 : $0 + 2 }), replacing: range)
        let hadComposition = composition != nil
        composition = nil
        guard !fitting.isEmpty else { return }
        // A commit from an input method is one step of its own; typed letters coalesce.
        replace(range, with: fitting, kind: hadComposition ? .separate : kind, time: time)
    }

    /// Shows `string` as the composition with the input method's caret at `caret`; "" ends it
    /// without committing. Any thread.
    mutating func setComposition(_ string: String, caret: Int) {
        // Marked text is one line: an input method has no business composing line breaks.
        let marked = String(String.UnicodeScalarView(string.unicodeScalars.filter { !$0.properties.isEditingControl }))
        guard !marked.isEmpty else {
            composition = nil
            return
        }
        composition = TextComposition(text: marked, caret: GraphemeOffsets.snapped(caret, in: marked))
    }

    /// Commits the open composition, as the input method would before any other command. Any thread.
    mutating func commitComposition(time: Double) {
        guard let composition else { return }
        commit(composition.text, kind: .separate, time: time)
    }

    /// The app's new text in place of the whole text, as one undo step, the caret at its end. Any thread.
    mutating func replaceAll(with string: String, time: Double) {
        let fitting = fitted(cleaned(string), replacing: 0..<text.utf8.count)
        guard fitting != text else {
            selection = TextSelection(caret: text.utf8.count)
            return
        }
        replace(0..<text.utf8.count, with: fitting, kind: .separate, time: time)
    }

    /// Deletes the selection, or else the cluster or word before (`backward`) or after the caret. Any thread.
    mutating func delete(backward: Bool, unit: TextUnit, layout: (any TextEditingLayout)?, time: Double) {
        let kind: TextEditKind = backward ? .deletingBackward : .deletingForward
        guard selection.isEmpty else {
            replace(selection.range, with: "", kind: kind, time: time)
            return
        }
        let caret = selection.head
        let target: Int?
        switch unit {
        case .grapheme:
            target = backward ? GraphemeOffsets.previous(before: caret, in: text) : GraphemeOffsets.next(after: caret, in: text)
        case .word:
            target = wordBoundary(from: caret, forward: !backward, layout: layout)
        }
        guard let target, target != caret else { return }
        replace(min(target, caret)..<max(target, caret), with: "", kind: kind, time: time)
    }

    /// `string` as the text may hold it: control characters dropped, line breaks made "\n"
    /// (spaces in a single line, as tabs are); only its first `limit` clusters when given (a
    /// megabyte pasted into a short field is not cleaned to be thrown away). Any thread.
    func cleaned(_ string: String, upTo limit: Int? = nil) -> String {
        var result = ""
        result.reserveCapacity(min(string.utf8.count, 1 << 16))
        var count = 0
        for character in string {
            if let limit, count >= limit { break }
            let lengthBefore = result.utf8.count
            defer { if result.utf8.count > lengthBefore { count += 1 } }
            if character.isNewline {
                result.append(isMultiline ? "\n" : " ")
            } else if character == "\t" {
                result.append(isMultiline ? "\t" : " ")
            } else if character.unicodeScalars.allSatisfy({ !$0.properties.isEditingControl }) {
                result.append(character)
            } else {
                let kept = character.unicodeScalars.filter { !$0.properties.isEditingControl }
                result.unicodeScalars.append(contentsOf: kept)
            }
        }
        return result
    }

    /// `string` cut (between clusters) to what fits in place of `range` under the maximum length. Any thread.
    func fitted(_ string: String, replacing range: Range<Int>) -> String {
        guard let maximumLength else { return string }
        // A cluster takes at least a byte: what has no more bytes than the limit fits uncounted.
        if text.utf8.count - range.count + string.utf8.count <= maximumLength { return string }
        let lower = GraphemeOffsets.index(range.lowerBound, in: text), upper = GraphemeOffsets.index(range.upperBound, in: text)
        let kept = text[..<lower].count + text[upper...].count
        // What is inserted may join a cluster at either seam (a mark after a letter), so up to
        // two more clusters than the room left may fit: count the result itself.
        let room = max(0, maximumLength - kept)
        var count = min(string.count, room > Int.max - 2 ? room : room + 2)
        while count > 0, (text[..<lower] + string.prefix(count) + text[upper...]).count > maximumLength {
            count -= 1
        }
        return String(string.prefix(count))
    }
}

extension Unicode.Scalar.Properties {
    /// Whether an editable text drops the scalar: a C0 or C1 control (line breaks and tabs are
    /// handled before) or a line or paragraph separator. Any thread.
    fileprivate var isEditingControl: Bool {
        generalCategory == .control || generalCategory == .lineSeparator || generalCategory == .paragraphSeparator
    }
}
