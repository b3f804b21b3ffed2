/// One paragraph of a text, ready for Pango: its UTF-8 bytes and the run each byte belongs to.
/// NUL bytes are replaced by U+FFFD (Pango would take one for the text's end), and paragraph
/// separators (line feed, carriage return, CR LF, U+2029) are not part of any paragraph: each
/// paragraph is laid out on its own, so that a long text can stop between paragraphs and a line
/// limit counts lines across them. A plain value: usable on any thread.
struct PangoParagraphText: Hashable {
    /// Bytes `start..<end` belong to run `run` of the text.
    struct Span: Hashable {
        var start: Int
        var end: Int
        var run: Int
    }

    /// The paragraph's characters, valid UTF-8 without NULs.
    private(set) var bytes: [UInt8]
    /// Where each run lies, in order, covering the bytes (none for an empty paragraph).
    private(set) var spans: [Span]
    /// The run an empty paragraph's line is set in (the run of the separator before it).
    private(set) var emptyRun: Int

    /// The paragraphs of `runs`' texts joined.
    static func paragraphs(of runs: [String]) -> [PangoParagraphText] {
        var paragraphs: [PangoParagraphText] = []
        var current = PangoParagraphText(bytes: [], spans: [], emptyRun: 0)
        var afterCarriageReturn = false
        for (run, text) in runs.enumerated() {
            var utf8 = Array(text.utf8)[...]
            while let byte = utf8.first {
                utf8 = utf8.dropFirst()
                if byte == 0x0A, afterCarriageReturn {
                    afterCarriageReturn = false
                    continue
                }
                afterCarriageReturn = byte == 0x0D
                if byte == 0x0A || byte == 0x0D {
                    paragraphs.append(current)
                    current = PangoParagraphText(bytes: [], spans: [], emptyRun: run)
                } else if byte == 0xE2, utf8.starts(with: [0x80, 0xA9]) {
                    utf8 = utf8.dropFirst(2)
                    paragraphs.append(current)
                    current = PangoParagraphText(bytes: [], spans: [], emptyRun: run)
                } else if byte == 0 {
                    current.append([0xEF, 0xBF, 0xBD], run: run)
                } else {
                    current.append(byte, run: run)
                }
            }
        }
        paragraphs.append(current)
        return paragraphs
    }

    /// The run the paragraph's last byte belongs to (its empty run when it has none).
    var lastRun: Int { spans.last?.run ?? emptyRun }

    /// The run holding byte `offset`.
    func run(at offset: Int) -> Int {
        spans.first { $0.start <= offset && offset < $0.end }?.run ?? lastRun
    }

    /// The paragraph's first `count` bytes (which must end on a character boundary).
    func prefix(_ count: Int) -> PangoParagraphText {
        var cut = PangoParagraphText(bytes: Array(bytes.prefix(count)), spans: [], emptyRun: emptyRun)
        cut.spans = spans.compactMap { span in
            span.start < count ? Span(start: span.start, end: min(span.end, count), run: span.run) : nil
        }
        return cut
    }

    /// The paragraph with a zero-width space after every `clusters` grapheme clusters of any
    /// stretch that has no line-break opportunity (by `isLineBreak`, one flag per character
    /// and one for the end, and `isClusterStart`, alike): Pango breaks such a stretch (a
    /// 100,000-letter "word") by trying every character, in time that grows with the square of
    /// its length, and a break opportunity every so often keeps it linear. A stretch that long
    /// is wider than any line, so it breaks anyway; where, changes by at most a few characters.
    func breakingLongStretches(every clusters: Int, isLineBreak: [Bool], isClusterStart: [Bool]) -> PangoParagraphText {
        var result = PangoParagraphText(bytes: [], spans: [], emptyRun: emptyRun)
        result.bytes.reserveCapacity(bytes.count + bytes.count / clusters)
        var character = 0, clustersSinceBreak = 0
        for span in spans {
            var offset = span.start
            while offset < span.end {
                if character < isLineBreak.count, isLineBreak[character] { clustersSinceBreak = 0 }
                if character < isClusterStart.count, isClusterStart[character] {
                    if clustersSinceBreak >= clusters, character > 0 {
                        result.append(Self.zeroWidthSpace, run: span.run)
                        clustersSinceBreak = 0
                    }
                    clustersSinceBreak += 1
                }
                let end = min(offset + Self.scalarLength(bytes[offset]), span.end)
                result.append(bytes[offset..<end], run: span.run)
                offset = end
                character += 1
            }
        }
        return result
    }

    /// The paragraph cut into pieces of at most about `maximumBytes` each, at line-break
    /// opportunities (`isLineBreak`, one flag per character and one for the end), so that a
    /// paragraph as long as a book is laid out piece by piece and can be cancelled between
    /// them. Each piece starts a new line. A piece with no opportunity in reach is cut between
    /// grapheme clusters (`isClusterStart`), and only a single cluster longer than the piece
    /// (thousands of marks on one letter) inside it.
    func pieces(ofAtMost maximumBytes: Int, isLineBreak: [Bool], isClusterStart: [Bool]) -> [PangoParagraphText] {
        guard bytes.count > maximumBytes else { return [self] }
        var pieces: [PangoParagraphText] = []
        var start = 0, lastBreak = 0, lastCluster = 0, character = 0, offset = 0
        while offset < bytes.count {
            if character < isLineBreak.count, isLineBreak[character], offset > start { lastBreak = offset }
            if character < isClusterStart.count, isClusterStart[character], offset > start { lastCluster = offset }
            let next = offset + Self.scalarLength(bytes[offset])
            if next - start > maximumBytes {
                let cut = lastBreak > start ? lastBreak : lastCluster > start ? lastCluster : offset
                if cut > start {
                    pieces.append(slice(start, cut))
                    start = cut
                }
            }
            offset = min(next, bytes.count)
            character += 1
        }
        pieces.append(slice(start, bytes.count))
        return pieces
    }

    /// Bytes `start..<end` (on character boundaries) as a paragraph of their own.
    private func slice(_ start: Int, _ end: Int) -> PangoParagraphText {
        var piece = PangoParagraphText(bytes: Array(bytes[start..<end]), spans: [], emptyRun: run(at: start))
        piece.spans = spans.compactMap { span in
            let from = max(span.start, start), to = min(span.end, end)
            return from < to ? Span(start: from - start, end: to - start, run: span.run) : nil
        }
        return piece
    }

    /// U+200B ZERO WIDTH SPACE: a break opportunity that draws nothing.
    static let zeroWidthSpace: [UInt8] = [0xE2, 0x80, 0x8B]

    /// How many bytes the UTF-8 sequence starting with `lead` takes.
    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: 1
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// The paragraph with an ellipsis after it, in its last run.
    func appendingEllipsis() -> PangoParagraphText {
        var longer = self
        longer.append(Array("…".utf8), run: lastRun)
        return longer
    }

    private mutating func append(_ byte: UInt8, run: Int) {
        bytes.append(byte)
        extendSpan(run: run, count: 1)
    }

    private mutating func append<Bytes: Collection<UInt8>>(_ more: Bytes, run: Int) {
        bytes.append(contentsOf: more)
        extendSpan(run: run, count: more.count)
    }

    private mutating func extendSpan(run: Int, count: Int) {
        if let last = spans.last, last.run == run, last.end == bytes.count - count {
            spans[spans.count - 1].end = bytes.count
        } else {
            spans.append(Span(start: bytes.count - count, end: bytes.count, run: run))
        }
    }
}
