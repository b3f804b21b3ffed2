@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// Section counts edited in place answer exactly as counts built anew from the same list.
@Suite("SectionItemCountsEdits")
struct SectionItemCountsEditTests {
    /// The first answer on which `counts` and counts built from `model` differ, or nil.
    private static func disagreement(_ counts: SectionItemCounts, _ model: [Int], using rng: inout SeededGenerator) -> String? {
        let built = SectionItemCounts(model)
        guard counts == built, counts.counts == model else { return "counts \(counts.counts), model \(model)" }
        guard counts.sectionCount == built.sectionCount, counts.itemCount == built.itemCount else { return "totals differ" }
        for _ in 0..<6 where built.itemCount > 0 {
            let flat = Int.random(in: 0..<built.itemCount, using: &rng)
            guard counts.indexPath(ofFlatIndex: flat) == built.indexPath(ofFlatIndex: flat),
                  counts.section(containingFlatIndex: flat) == built.section(containingFlatIndex: flat) else {
                return "flat index \(flat): \(String(describing: counts.indexPath(ofFlatIndex: flat)))"
            }
            let section = Int.random(in: 0..<model.count, using: &rng)
            let path = IndexPath(item: Int.random(in: -1...(model[section]), using: &rng), section: section)
            guard counts.flatIndex(of: path) == built.flatIndex(of: path),
                  counts.firstFlatIndex(ofSection: section) == built.firstFlatIndex(ofSection: section),
                  counts.count(ofSection: section) == model[section] else {
                return "path \(path): \(String(describing: counts.flatIndex(of: path)))"
            }
        }
        return nil
    }

    @Test("inserting, removing and recounting sections answers as counts built anew, both ways of the mapping")
    func editsMatchCountsBuiltAnew() {
        let seed = LayoutOracle.seed("SectionItemCountsEditTests")
        var rng = SeededGenerator(seed: seed)
        var model = (0..<200).map { _ in Int.random(in: 0...4, using: &rng) }
        var counts = SectionItemCounts(model)
        for step in 0..<2_000 {
            let roll = Int.random(in: 0..<3, using: &rng)
            if model.isEmpty || roll == 0 {
                let section = Int.random(in: 0...model.count, using: &rng), count = Int.random(in: 0...4, using: &rng)
                model.insert(count, at: section)
                counts.insertSection(at: section, count: count)
            } else if roll == 1 {
                let section = Int.random(in: 0..<model.count, using: &rng)
                model.remove(at: section)
                counts.removeSection(at: section)
            } else {
                let section = Int.random(in: 0..<model.count, using: &rng), count = Int.random(in: 0...4, using: &rng)
                model[section] = count
                counts.setCount(count, ofSection: section)
            }
            if let problem = Self.disagreement(counts, model, using: &rng) {
                Issue.record("seed \(seed), step \(step): \(problem)")
                return
            }
        }
    }

    @Test("edits repair counts as building does: negatives are 0 and the total stays capped")
    func editsRepairCounts() {
        var counts = SectionItemCounts([3])
        counts.insertSection(at: 5, count: -4)
        #expect(counts.counts == [3, 0], "a place past the end appends, a negative count is 0")
        counts.setCount(.max, ofSection: 1)
        #expect(counts.itemCount == SectionItemCounts.maximumItemCount)
        #expect(counts.count(ofSection: 1) == SectionItemCounts.maximumItemCount - 3)
        #expect(counts.count(ofSection: 2) == 0 && counts.count(ofSection: -1) == 0)
    }
}
