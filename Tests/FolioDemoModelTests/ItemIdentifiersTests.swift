@testable import FolioDemo
import Foundation
import TestSupport
import Testing

/// The run-length list of item identifiers against a plain array doing the same edits.
/// Replay a failure with `FOLIO_SEED=<seed> swift test --filter ItemIdentifiersTests`.
struct ItemIdentifiersTests {
    @Test("A fresh list is one run however long, and reads its identifiers in order")
    func fresh() {
        let huge = ItemIdentifiers(count: 1 << 52)
        #expect(huge.count == 1 << 52 && huge.runCount == 1)
        #expect(huge[0] == 0 && huge[(1 << 52) - 1] == (1 << 52) - 1)
        #expect(ItemIdentifiers(count: 0).count == 0)
        #expect(ItemIdentifiers(count: 5).identifiers(in: 0..<5) == [0, 1, 2, 3, 4])
    }

    @Test("Edits in a huge list cost runs, not items; undoing them leaves the single run again")
    func hugeEdits() {
        var list = ItemIdentifiers(count: 1 << 52)
        let middle = 1 << 51
        list.remove(at: middle)
        list.insert(7, at: 3)
        #expect(list.count == 1 << 52 && list.runCount == 4)
        #expect(list[3] == 7 && list[4] == 3 && list[middle] == middle - 1 && list[middle + 1] == middle + 1)
        list.remove(at: 3)
        list.insert(middle, at: middle)
        #expect(list == ItemIdentifiers(count: 1 << 52))
    }

    @Test("Random removals, insertions and replacements read as an array doing the same")
    func randomEditsMatchAnArray() {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var generator = SeededGenerator(seed: seed)
        for round in 0..<50 {
            let start = Int.random(in: 0...60, using: &generator)
            var list = ItemIdentifiers(count: start)
            var model = Array(0..<start)
            var next = start
            for step in 0..<200 {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where !model.isEmpty:
                    let place = Int.random(in: 0..<model.count, using: &generator)
                    #expect(list.remove(at: place) == model.remove(at: place))
                case 1:
                    let place = Int.random(in: 0...model.count, using: &generator)
                    list.insert(next, at: place)
                    model.insert(next, at: place)
                    next += 1
                default:
                    let lower = Int.random(in: 0...model.count, using: &generator)
                    let upper = Int.random(in: lower...min(model.count, lower + 12), using: &generator)
                    // Often the same identifiers in another order (a shuffle), sometimes new ones.
                    var replacement = Array(model[lower..<upper]).shuffled(using: &generator)
                    if Bool.random(using: &generator) { replacement.append(next); next += 1 }
                    list.replaceSubrange(lower..<upper, with: replacement)
                    model.replaceSubrange(lower..<upper, with: replacement)
                }
                guard list.count == model.count, list.identifiers(in: 0..<list.count) == model else {
                    Issue.record("seed \(seed), round \(round), step \(step): \(list.identifiers(in: 0..<list.count)) is not \(model)")
                    return
                }
            }
        }
    }
}
