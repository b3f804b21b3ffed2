import Foundation
import TestSupport

/// Changes a fraction of a long list of identifiers in linear time: a third deleted, a third
/// moved to random places, a third inserted fresh (numbered from `fresh` up).
enum MillionItemChanges {
    static func change(_ items: [Int], fraction: Double, fresh: inout Int, using rng: inout SeededGenerator) -> [Int] {
        let each = Int(Double(items.count) * fraction / 3)
        var leaving = [UInt8](repeating: 0, count: items.count)  // 1 deleted, 2 moved
        var marked = 0
        while marked < 2 * each {
            let index = Int.random(in: items.indices, using: &rng)
            guard leaving[index] == 0 else { continue }
            leaving[index] = marked < each ? 1 : 2
            marked += 1
        }
        var kept: [Int] = [], arriving: [Int] = []
        kept.reserveCapacity(items.count)
        for (index, id) in items.enumerated() {
            switch leaving[index] {
            case 0: kept.append(id)
            case 2: arriving.append(id)
            default: break
            }
        }
        for _ in 0..<each {
            arriving.append(fresh)
            fresh += 1
        }
        let places = arriving.map { ($0, Int.random(in: 0...kept.count, using: &rng)) }.sorted { $0.1 < $1.1 }
        var result: [Int] = []
        result.reserveCapacity(kept.count + arriving.count)
        var next = places.makeIterator(), pending = next.next()
        for index in 0...kept.count {
            while let place = pending, place.1 == index {
                result.append(place.0)
                pending = next.next()
            }
            if index < kept.count { result.append(kept[index]) }
        }
        return result
    }
}
