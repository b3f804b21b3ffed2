@testable import FolioCore
import TestSupport
import Testing

@Suite("IndexGaps")
struct IndexGapsTests {
    @Test("Rank and index-of-rank agree with a plain list of the indexes that are not gaps")
    func agreesWithPlainList() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let length = Int.random(in: 0...40, using: &rng)
            let gaps = (0..<length).filter { _ in Bool.random(using: &rng) }
            let mapped = IndexGaps(gaps.shuffled(using: &rng) + gaps.prefix(2))
            let rest = (0..<length).filter { !gaps.contains($0) }
            #expect(mapped.indexes == gaps)
            for index in 0..<length {
                #expect(mapped.contains(index) == gaps.contains(index))
            }
            for (rank, index) in rest.enumerated() {
                #expect(mapped.rank(of: index) == rank)
                #expect(mapped.index(ofRank: rank) == index)
            }
        }
    }
}
