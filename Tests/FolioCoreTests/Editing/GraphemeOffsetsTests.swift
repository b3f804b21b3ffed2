@testable import FolioCore
import Testing

/// UTF-8 offsets on cluster boundaries: rounding, stepping and counting never split a cluster.
@Suite("Grapheme offsets")
struct GraphemeOffsetsTests {
    private let text = "a👨‍👩‍👧‍👦e\u{301}🇯🇵"

    @Test("An offset inside a cluster rounds down to its start, or up to its end when asked")
    func snapping() {
        #expect(GraphemeOffsets.snapped(5, in: text) == 1)
        #expect(GraphemeOffsets.snapped(5, in: text, up: true) == 26)
        #expect(GraphemeOffsets.snapped(26, in: text) == 26)
        #expect(GraphemeOffsets.snapped(-4, in: text) == 0)
        #expect(GraphemeOffsets.snapped(999, in: text) == text.utf8.count)
        #expect(GraphemeOffsets.snapped(27, in: text) == 26, "the middle of é (e and U+0301)")
    }

    @Test("Stepping goes cluster by cluster and stops at the ends")
    func stepping() {
        var offsets: [Int] = [0]
        while let next = GraphemeOffsets.next(after: offsets.last!, in: text) { offsets.append(next) }
        #expect(offsets == [0, 1, 26, 29, 37])
        #expect(GraphemeOffsets.previous(before: 0, in: text) == nil)
        #expect(GraphemeOffsets.previous(before: 10, in: text) == 0)
    }

    @Test("Clusters count and index both ways")
    func counting() {
        #expect(GraphemeOffsets.clusterCount(before: 29, in: text) == 3)
        #expect(GraphemeOffsets.offset(ofCluster: 3, in: text) == 29)
        #expect(GraphemeOffsets.offset(ofCluster: 40, in: text) == 37)
    }
}
