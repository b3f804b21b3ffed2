import FolioCore
import Testing

@Suite("Sample ring")
struct SampleRingTests {
    @Test("Keeps samples oldest first until full")
    func fillsInOrder() {
        var ring = SampleRing(capacity: 4)
        for sample in [3.0, 1, 2] { ring.append(sample) }
        #expect(ring.values == [3, 1, 2])
        #expect(ring.count == 3 && ring.totalCount == 3)
        #expect(ring.suffix(2) == [1, 2] && ring.suffix(0).isEmpty)
    }

    @Test("When full, a new sample replaces the oldest, without growing")
    func wrapsAround() {
        var ring = SampleRing(capacity: 3)
        for sample in 1...7 { ring.append(Double(sample)) }
        #expect(ring.values == [5, 6, 7])
        #expect(ring.count == 3 && ring.capacity == 3)
        #expect(ring.totalCount == 7)
        #expect(ring.suffix(2) == [6, 7])
        #expect(ring.suffix(10) == [5, 6, 7])
    }

    @Test("Summarises what it holds")
    func summary() {
        var ring = SampleRing(capacity: 100)
        for sample in 1...100 { ring.append(Double(sample)) }
        let summary = ring.summary
        #expect(summary.count == 100 && summary.p50 == 50 && summary.p99 == 99 && summary.max == 100)
    }
}
