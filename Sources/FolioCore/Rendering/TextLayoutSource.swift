/// An `AttributedText` made ready for `TextLayout`: its runs' characters in one string, with
/// spaces as plain text wraps them (none at a paragraph's ends, one between words), and each
/// run's end, font and style. Built on the laying-out thread. A plain value.
struct TextLayoutSource {
    /// Every run's characters, in order.
    let string: String
    /// Where each run ends in `string`.
    let runEnds: [String.Index]
    let styles: [TextRunStyle]
    /// Each run's font at the layout's scale.
    let fonts: [FontSpec]
    /// Each run's link (see `AttributedText.linkIndices`).
    let linkIndices: [Int?]

    init(_ text: AttributedText, attributes: TextAttributes, scale: Double) {
        let runs = text.runs.isEmpty ? [TextRun("")] : text.runs
        let base = attributes.font(scale: scale)
        styles = runs.map(\.style)
        fonts = runs.map { $0.style.isPlain ? base : $0.style.font(in: attributes, scale: scale) }
        linkIndices = text.runs.isEmpty ? [nil] : text.linkIndices
        let texts = Self.needsSpacing(runs) ? Self.spaced(runs) : runs.map(\.text)
        if texts.count == 1 {
            string = texts[0]
            runEnds = [string.endIndex]
            return
        }
        let joined = texts.joined()
        var ends: [String.Index] = []
        ends.reserveCapacity(texts.count)
        var offset = 0
        for text in texts {
            offset += text.utf8.count
            ends.append(joined.utf8.index(joined.startIndex, offsetBy: offset))
        }
        string = joined
        runEnds = ends
    }

    /// The run holding the character at `index` (the last run for the end).
    func run(at index: String.Index) -> Int {
        if runEnds.count == 1 { return 0 }
        var low = 0, high = runEnds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if runEnds[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether any paragraph begins or ends in a space or has two in a row: only then must the
    /// text be rewritten, so that plain text is usually taken as it is.
    private static func needsSpacing(_ runs: [TextRun]) -> Bool {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        var previous = newline
        for run in runs {
            for byte in run.text.utf8 {
                if byte == space, previous == space || previous == newline { return true }
                if byte == newline, previous == space { return true }
                previous = byte
            }
        }
        return previous == space
    }

    /// The runs' texts with the spaces plain text wraps at: none at a paragraph's start or end
    /// and one between words, kept in the run of the first space it stands for. Spaces and
    /// newlines are single bytes in UTF-8, so the rest of each text is copied byte for byte.
    private static func spaced(_ runs: [TextRun]) -> [String] {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        var bytes: [[UInt8]] = runs.map { _ in [] }
        var atParagraphStart = true
        var pendingSpace: Int?
        for (index, run) in runs.enumerated() {
            for byte in run.text.utf8 {
                if byte == space {
                    if !atParagraphStart, pendingSpace == nil { pendingSpace = index }
                    continue
                }
                if byte == newline {
                    pendingSpace = nil
                    atParagraphStart = true
                } else {
                    if let run = pendingSpace { bytes[run].append(space) }
                    pendingSpace = nil
                    atParagraphStart = false
                }
                bytes[index].append(byte)
            }
        }
        return bytes.map { String(decoding: $0, as: UTF8.self) }
    }
}
