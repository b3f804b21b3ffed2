@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// The persistent tree of running sums against a plain array: random inserts, removals and
/// replacements, with every answer compared after each step.
@Suite("SectionItemCountsTree")
struct SectionItemCountsTreeTests {
    /// A fresh seed (or `FOLIO_SEED`), printed so that a failure can be replayed.
    private static func seed() -> UInt64 {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("SectionItemCountsTreeTests: seed \(seed) (replay with FOLIO_SEED=\(seed))")
        return seed
    }

    /// The first disagreement between `tree` and `model`, or nil.
    private static func disagreement(_ tree: SectionTree<Int>, _ model: [Int], using rng: inout SeededGenerator) -> String? {
        guard tree.count == model.count else { return "count \(tree.count), model \(model.count)" }
        guard tree.total == model.reduce(0, +) else { return "total \(tree.total), model \(model.reduce(0, +))" }
        for _ in 0..<8 {
            let length = Int.random(in: 0...model.count, using: &rng)
            let expected = model.prefix(length).reduce(0, +)
            guard tree.prefixSum(length) == expected else { return "prefixSum(\(length)) \(tree.prefixSum(length)), model \(expected)" }
            if length < model.count, tree[length] != model[length] {
                return "value \(length) is \(tree[length]), model \(model[length])"
            }
            // The first position whose running sum passes a bound, checked against a walk.
            let bound = Int.random(in: -1...(model.reduce(0, +) + 1), using: &rng)
            var position = 0, before = 0
            while position < model.count, before + model[position] <= bound {
                before += model[position]
                position += 1
            }
            let found = tree.firstPosition { $0 > bound }
            guard found.position == position, found.before == before else {
                return "firstPosition(> \(bound)) is \(found), model (\(position), \(before))"
            }
        }
        return nil
    }

    @Test("random inserts, removals and replacements agree with an array at every step, from empty and from a built tree",
          arguments: [0, 3_000])
    func randomEdits(initialCount: Int) {
        let seed = Self.seed()
        var rng = SeededGenerator(seed: seed)
        var model = (0..<initialCount).map { _ in Int.random(in: 0...5, using: &rng) }
        var tree = SectionTree(model)
        if let problem = Self.disagreement(tree, model, using: &rng) {
            Issue.record("seed \(seed), built: \(problem)")
            return
        }
        for step in 0..<6_000 {
            // Phases that grow, then shrink, then churn, so that leaves split, empty and merge.
            let growth = step < 2_000 ? 0.75 : step < 4_000 ? 0.2 : 0.5
            let roll = Double.random(in: 0..<1, using: &rng)
            if model.isEmpty || roll < growth {
                let position = Int.random(in: 0...model.count, using: &rng), value = Int.random(in: 0...9, using: &rng)
                model.insert(value, at: position)
                tree.insert(value, at: position)
            } else if roll < growth + (1 - growth) * 0.7 {
                let position = Int.random(in: 0..<model.count, using: &rng)
                model.remove(at: position)
                tree.remove(at: position)
            } else {
                let position = Int.random(in: 0..<model.count, using: &rng), value = Int.random(in: 0...9, using: &rng)
                model[position] = value
                tree.replace(at: position, with: value)
            }
            if let problem = Self.disagreement(tree, model, using: &rng) {
                Issue.record("seed \(seed), step \(step): \(problem)")
                return
            }
        }
        #expect(tree.values == model)
        #expect(tree == SectionTree(model), "equal to a tree built from the same values, whatever its shape")
        // Drained to nothing at random places: sparse nodes merge and the root gives way.
        while !model.isEmpty {
            let position = Int.random(in: 0..<model.count, using: &rng)
            model.remove(at: position)
            tree.remove(at: position)
            if model.count % 97 == 0, let problem = Self.disagreement(tree, model, using: &rng) {
                Issue.record("seed \(seed), draining at \(model.count): \(problem)")
                return
            }
        }
        #expect(tree.count == 0 && tree.total == 0 && tree == SectionTree())
        tree.insert(4, at: 0)
        #expect(tree.values == [4], "an emptied tree takes values again")
    }

    @Test("a copy keeps its values while the original is edited: the two share all but the edited paths")
    func copiesAreValues() {
        let values = Array(repeating: 1, count: 100_000)
        var edited = SectionTree(values)
        let kept = edited
        edited.remove(at: 50_000)
        edited.insert(7, at: 10)
        edited.replace(at: 99_000, with: 3)
        #expect(kept.values == values)
        #expect(kept.total == 100_000 && edited.total == 100_000 - 1 + 7 + 2)
        #expect(edited.count == 100_000 && edited[10] == 7 && edited[99_000] == 3)
        #expect(kept != edited)
    }
}
