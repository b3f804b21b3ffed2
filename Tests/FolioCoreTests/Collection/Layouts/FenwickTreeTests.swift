@testable import FolioCore
import Foundation
import TestSupport
import Testing

struct FenwickTreeTests {
    @Test("appending and removing the last values leaves the tree a tree built from the values would be")
    func appendAndRemoveLastMatchBuilt() {
        let seed = LayoutOracle.seed("FenwickTreeTests")
        var generator = SeededGenerator(seed: seed)
        var values: [Double] = []
        var tree = FenwickTree([])
        for step in 0..<400 {
            if Int.random(in: 0..<4, using: &generator) == 0 {
                let k = Int.random(in: 0...5, using: &generator)
                values.removeLast(min(k, values.count))
                tree.removeLast(k)
            } else {
                // Multiples of 1/256, so that sums are exact whatever their order.
                let value = Double(Int.random(in: 0...25_600, using: &generator)) / 256
                values.append(value)
                tree.append(value)
            }
            #expect(tree == FenwickTree(values), "seed \(seed), step \(step)")
            if !values.isEmpty, step.isMultiple(of: 7) {
                let position = Int.random(in: 0..<values.count, using: &generator)
                let delta = Double(Int.random(in: 0...2_560, using: &generator)) / 256
                values[position] += delta
                tree.add(delta, at: position)
            }
        }
        #expect(tree.count == values.count)
        #expect(tree.prefixSum(values.count) == values.reduce(0, +))
    }
}
