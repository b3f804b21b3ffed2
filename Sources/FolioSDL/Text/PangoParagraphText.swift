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

    private mutating func append(_ more: [UInt8], run: Int) {
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
