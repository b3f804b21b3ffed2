/// Breaks a `TextLayoutSource` into lines: words wrap at spaces, "\n" breaks, a word wider than
/// a line is broken by character, and breaking stops at the line limit or a cancel. Lines are
/// ranges of the source's string, so a line crossing runs costs no copying until it is
/// measured. Used on the laying-out thread.
struct TextLineBreaker {
    let source: TextLayoutSource
    let measurer: any TextMeasurer
    /// The widest a line may be, physical pixels.
    let limit: Double
    let maxLines: Int
    let cancellation: CancellationToken?

    private(set) var lines: [Range<String.Index>] = []
    private(set) var isTruncated = false
    private(set) var isCancelled = false

    init(source: TextLayoutSource, measurer: any TextMeasurer, limit: Double, maxLines: Int, cancellation: CancellationToken?) {
        self.source = source
        self.measurer = measurer
        self.limit = limit
        self.maxLines = maxLines
        self.cancellation = cancellation
    }

    /// The width of `range` of the source, each run's piece measured in its font.
    static func width(of range: Range<String.Index>, in source: TextLayoutSource, measurer: any TextMeasurer,
                      suffix: String = "") -> Double {
        let string = source.string
        if source.runEnds.count == 1 {
            return measurer.width(of: suffix.isEmpty ? String(string[range]) : String(string[range]) + suffix, font: source.fonts[0])
        }
        var total = 0.0
        var start = range.lowerBound
        var run = source.run(at: start)
        while true {
            let end = min(source.runEnds[run], range.upperBound)
            let isLast = end >= range.upperBound || run == source.runEnds.count - 1
            let piece = String(string[start..<end])
            total += measurer.width(of: isLast ? piece + suffix : piece, font: source.fonts[run])
            if isLast { return total }
            start = end
            run += 1
        }
    }

    private func width(_ range: Range<String.Index>) -> Double {
        Self.width(of: range, in: source, measurer: measurer)
    }

    /// Adds a line; false once no more may follow (the limit is reached or the work cancelled).
    private mutating func add(_ line: Range<String.Index>) -> Bool {
        lines.append(line)
        if lines.count >= maxLines {
            isTruncated = true
            return false
        }
        if cancellation?.isCancelled == true {
            isCancelled = true
            return false
        }
        return true
    }

    mutating func breakLines() {
        let string = source.string
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, paragraph) in paragraphs.enumerated() {
            // The current line so far: nil while it is empty.
            var current: Range<String.Index>?
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let start = current?.lowerBound ?? word.startIndex
                if width(start..<word.endIndex) <= limit {
                    current = start..<word.endIndex
                    continue
                }
                if let line = current, !add(line) { return }
                // A word wider than a whole line is broken by character.
                var rest = word.startIndex..<word.endIndex
                while string.index(after: rest.lowerBound) < rest.upperBound, width(rest) > limit {
                    var cut = rest.lowerBound
                    while string.index(after: cut) < rest.upperBound,
                          width(rest.lowerBound..<string.index(after: string.index(after: cut))) <= limit {
                        cut = string.index(after: cut)
                    }
                    let next = string.index(after: cut)
                    if !add(rest.lowerBound..<next) { return }
                    rest = next..<rest.upperBound
                }
                current = rest
            }
            lines.append(current ?? paragraph.startIndex..<paragraph.startIndex)
            if lines.count >= maxLines {
                isTruncated = number < paragraphs.count - 1
                return
            }
            if cancellation?.isCancelled == true {
                isCancelled = true
                return
            }
        }
    }
}
