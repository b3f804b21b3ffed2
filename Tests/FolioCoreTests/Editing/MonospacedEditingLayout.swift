import FolioCore

/// A test-only editing layout where Pango is not needed: every cluster is `advance` pixels wide,
/// lines are the text's paragraphs (split at "\n", never wrapped) `lineHeight` tall, words are
/// runs of letters and digits. Visual order is logical order, mirrored when `isRightToLeft`
/// (a whole text in a right-to-left script). Offsets are UTF-8 bytes.
final class MonospacedEditingLayout: TextEditingLayout {
    let text: String
    let advance: Double
    let lineHeight: Double
    let isRightToLeft: Bool
    /// Each line's UTF-8 range, without its "\n".
    private let lines: [Range<Int>]

    init(_ text: String, advance: Double = 10, lineHeight: Double = 20, isRightToLeft: Bool = false) {
        self.text = text
        self.advance = advance
        self.lineHeight = lineHeight
        self.isRightToLeft = isRightToLeft
        var lines: [Range<Int>] = [], start = 0, offset = 0
        for character in text {
            if character == "\n" {
                lines.append(start..<offset)
                start = offset + 1
            }
            offset += character.utf8.count
        }
        lines.append(start..<offset)
        self.lines = lines
    }

    var size: Size {
        Size(width: Double(lines.map { clusters(in: $0).count }.max() ?? 0) * advance, height: Double(lines.count) * lineHeight)
    }

    /// The cluster boundaries of `line`, UTF-8 offsets, its start and end included.
    private func clusters(in line: Range<Int>) -> [Int] {
        var boundaries = [line.lowerBound], offset = line.lowerBound
        let bytes = Array(text.utf8)
        for character in String(decoding: bytes[line], as: UTF8.self) {
            offset += character.utf8.count
            boundaries.append(offset)
        }
        return boundaries
    }

    private func lineIndex(of offset: Int) -> Int {
        lines.lastIndex { $0.lowerBound <= offset } ?? 0
    }

    private func x(ofBoundary index: Int, in line: Range<Int>) -> Double {
        isRightToLeft ? Double(clusters(in: line).count - 1 - index) * advance : Double(index) * advance
    }

    func caretRect(at offset: Int) -> Rect {
        let line = lineIndex(of: offset)
        let index = clusters(in: lines[line]).lastIndex { $0 <= offset } ?? 0
        return Rect(x: x(ofBoundary: index, in: lines[line]), y: Double(line) * lineHeight, width: 0, height: lineHeight)
    }

    func offset(at point: Point) -> Int {
        let line = lines[min(max(0, Int((point.y / lineHeight).rounded(.down))), lines.count - 1)]
        let boundaries = clusters(in: line)
        var index = Int((point.x / advance).rounded())
        index = min(max(0, index), boundaries.count - 1)
        return boundaries[isRightToLeft ? boundaries.count - 1 - index : index]
    }

    func selectionRects(for range: Range<Int>) -> [Rect] {
        lines.enumerated().compactMap { number, line in
            let boundaries = clusters(in: line)
            let from = boundaries.firstIndex { $0 >= range.lowerBound } ?? boundaries.count - 1
            let to = boundaries.lastIndex { $0 <= range.upperBound } ?? 0
            guard from < to else { return nil }
            let a = x(ofBoundary: from, in: line), b = x(ofBoundary: to, in: line)
            return Rect(x: min(a, b), y: Double(number) * lineHeight, width: abs(b - a), height: lineHeight)
        }
    }

    func offset(movingVisuallyFrom offset: Int, direction: Int) -> Int? {
        let logical = isRightToLeft ? -direction : direction
        let all = clusters(in: 0..<text.utf8.count)
        guard let index = all.firstIndex(of: offset) else { return nil }
        let target = index + logical
        return all.indices.contains(target) ? all[target] : nil
    }

    func offset(verticallyFrom offset: Int, lines count: Int, x: Double) -> Int? {
        let target = lineIndex(of: offset) + count
        guard lines.indices.contains(target) else { return nil }
        return self.offset(at: Point(x: x, y: (Double(target) + 0.5) * lineHeight))
    }

    func lineRange(containing offset: Int) -> Range<Int> {
        lines[lineIndex(of: offset)]
    }

    private func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The clusters of the whole text with their offsets.
    private var characters: [(offset: Int, character: Character)] {
        var result: [(Int, Character)] = [], offset = 0
        for character in text {
            result.append((offset, character))
            offset += character.utf8.count
        }
        return result
    }

    func wordRange(at offset: Int) -> Range<Int> {
        let all = characters
        guard var index = all.firstIndex(where: { $0.offset >= offset }) ?? (all.isEmpty ? nil : all.count - 1) else { return 0..<0 }
        if !isWord(all[index].character), index > 0, isWord(all[index - 1].character) { index -= 1 }
        let kind = isWord(all[index].character)
        var start = index, end = index
        while start > 0, isWord(all[start - 1].character) == kind { start -= 1 }
        while end + 1 < all.count, isWord(all[end + 1].character) == kind { end += 1 }
        return all[start].offset..<(all[end].offset + all[end].character.utf8.count)
    }

    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        forward ? nextWordEnd(offset) : previousWordStart(offset)
    }

    private func nextWordEnd(_ offset: Int) -> Int {
        let all = characters.filter { $0.offset >= offset }
        var index = 0
        while index < all.count, !isWord(all[index].character) { index += 1 }
        while index < all.count, isWord(all[index].character) { index += 1 }
        return index < all.count ? all[index].offset : text.utf8.count
    }

    private func previousWordStart(_ offset: Int) -> Int {
        let all = characters.filter { $0.offset < offset }
        var index = all.count
        while index > 0, !isWord(all[index - 1].character) { index -= 1 }
        while index > 0, isWord(all[index - 1].character) { index -= 1 }
        return index < all.count ? all[index].offset : offset
    }
}
