import Testing
@testable import FolioSDL

/// Paragraphs as Pango gets them: split at every kind of separator, NUL replaced, runs tracked,
/// long unbreakable stretches given break opportunities, long paragraphs cut into pieces.
@Suite("Paragraph text")
struct PangoParagraphTextTests {
    private func strings(_ paragraphs: [PangoParagraphText]) -> [String] {
        paragraphs.map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    @Test("Runs are joined and split into paragraphs at LF, CR, CR LF (even across runs) and U+2029")
    func splitting() {
        let paragraphs = PangoParagraphText.paragraphs(of: ["one\r", "\ntwo\rthr", "ee\u{2029}", "four"])
        #expect(strings(paragraphs) == ["one", "two", "three", "four"])
        #expect(paragraphs[2].spans.map(\.run) == [1, 2])
        #expect(paragraphs[3].spans.map(\.run) == [3])
        #expect(strings(PangoParagraphText.paragraphs(of: ["a\n\nb"])) == ["a", "", "b"])
    }

    @Test("NUL becomes U+FFFD in the run that held it")
    func nul() {
        let paragraphs = PangoParagraphText.paragraphs(of: ["a", "\u{0}", "b"])
        #expect(strings(paragraphs) == ["a\u{FFFD}b"])
        #expect(paragraphs[0].spans.map { $0.end - $0.start } == [1, 3, 1])
    }

    @Test("A prefix and an ellipsis keep every byte in its run")
    func prefixAndEllipsis() {
        let paragraph = PangoParagraphText.paragraphs(of: ["ab", "cd"])[0]
        let cut = paragraph.prefix(3).appendingEllipsis()
        #expect(String(decoding: cut.bytes, as: UTF8.self) == "abc…")
        #expect(cut.spans.map(\.run) == [0, 1])
        #expect(cut.spans.last?.end == cut.bytes.count)
    }

    @Test("A zero-width space goes after every so many clusters of a stretch without a break, and never inside a cluster")
    func breakingLongStretches() {
        let paragraph = PangoParagraphText.paragraphs(of: ["abcdefg"])[0]
        let characters = 7
        let noBreaks = [Bool](repeating: false, count: characters + 1)
        let clusters = (0...characters).map { $0 != 3 }  // "cd" is one cluster
        let broken = paragraph.breakingLongStretches(every: 2, isLineBreak: noBreaks, isClusterStart: clusters)
        #expect(String(decoding: broken.bytes, as: UTF8.self) == "ab\u{200B}cde\u{200B}fg")
        var withBreak = noBreaks
        withBreak[2] = true
        // The opportunity before "c" starts the count again: four clusters follow it, no more.
        let kept = paragraph.breakingLongStretches(every: 4, isLineBreak: withBreak, isClusterStart: clusters)
        #expect(String(decoding: kept.bytes, as: UTF8.self) == "abcdefg")
    }

    @Test("A long paragraph is cut into pieces at break opportunities, else between clusters")
    func pieces() {
        let paragraph = PangoParagraphText.paragraphs(of: ["aaa bbb ccc"])[0]
        let breaks = (0...11).map { $0 == 4 || $0 == 8 }
        #expect(strings(paragraph.pieces(ofAtMost: 5, isLineBreak: breaks, isClusterStart: [Bool](repeating: true, count: 12)))
                == ["aaa ", "bbb ", "ccc"])
        let unbroken = PangoParagraphText.paragraphs(of: ["abcdef"])[0]
        let clusters = (0...6).map { $0 != 2 && $0 != 5 }
        #expect(strings(unbroken.pieces(ofAtMost: 3, isLineBreak: [Bool](repeating: false, count: 7), isClusterStart: clusters))
                == ["abc", "def"])
        let oneCluster = (0...6).map { $0 == 0 || $0 == 6 }
        #expect(strings(unbroken.pieces(ofAtMost: 3, isLineBreak: [Bool](repeating: false, count: 7), isClusterStart: oneCluster))
                == ["abc", "def"])
    }
}
