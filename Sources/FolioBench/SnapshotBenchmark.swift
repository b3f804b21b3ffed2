import FolioCore
import Foundation

/// One in-process measurement of diffable snapshots: a snapshot of `items` identifiers in one
/// section and a new one with a fraction of them changed (a third deleted, a third moved to
/// random places, a third inserted); the diff (`CollectionSnapshot.batchUpdates(from:)`) timed on
/// a background thread, then the batch applied, animated, to a 1280×800 grid of 160-point cells
/// on the main thread and timed on its own. No cell is made or drawn (`BlankBackend`): the apply
/// time is the collection's own main-thread work. Used from the benchmark's main thread.
enum SnapshotBenchmark {
    /// What one measurement found.
    struct Timing {
        /// The diff's wall time on a background thread, in milliseconds.
        let diffMs: Double
        /// `performBatch` on the main thread, in milliseconds.
        let applyMs: Double
        /// The items changed: deleted, moved and inserted.
        let changes: Int
    }

    @MainActor
    static func measure(items: Int, fraction: Double) throws -> Timing {
        let oldItems = Array(0..<items)
        let newItems = changed(oldItems, fraction: fraction)
        let old = snapshot(oldItems), new = snapshot(newItems)

        let result = Locked<(updates: CollectionUpdates?, ms: Double)>((nil, 0))
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            let start = DispatchTime.now().uptimeNanoseconds
            let updates = new.batchUpdates(from: old)
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            result.withLock { $0 = (updates, ms) }
            done.signal()
        }
        done.wait()
        let diff = result.current
        guard let updates = diff.updates else { throw BenchError("the snapshot diff of \(items) items was refused") }

        let source = CountsDataSource(counts: [items])
        let grid = CollectionNode(layout: FlowLayout(itemSize: .fixed(Size(width: 160, height: 160)), interitemSpacing: 0, lineSpacing: 0),
                                  backend: BlankBackend.make(), renderMode: .asynchronous(BlankBackend.Scheduler()), wake: {})
        grid.dataSource = source
        grid.setBounds(Size(width: 1280, height: 800), scale: 1, at: 0)
        grid.tick(at: 0)
        source.counts = [newItems.count]
        var refused = false
        let start = DispatchTime.now().uptimeNanoseconds
        grid.performBatch(updates, animated: true) { finished in if !finished { refused = true } }
        let applyMs = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        guard !refused, grid.itemCount == newItems.count else {
            throw BenchError("the batch from the snapshot diff of \(items) items was refused by the collection")
        }
        return Timing(diffMs: diff.ms, applyMs: applyMs, changes: 3 * Int(Double(items) * fraction / 3))
    }

    /// One section of `items`.
    private static func snapshot(_ items: [Int]) -> CollectionSnapshot<Int, Int> {
        var snapshot = CollectionSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    /// `items` with `fraction` of them changed: a third deleted, a third moved, a third inserted
    /// fresh; linear time.
    static func changed(_ items: [Int], fraction: Double) -> [Int] {
        let each = Int(Double(items.count) * fraction / 3)
        var leaving = [UInt8](repeating: 0, count: items.count)  // 1 deleted, 2 moved
        var marked = 0
        while marked < 2 * each {
            let index = Int.random(in: items.indices)
            guard leaving[index] == 0 else { continue }
            leaving[index] = marked < each ? 1 : 2
            marked += 1
        }
        var kept: [Int] = [], arriving: [Int] = []
        kept.reserveCapacity(items.count)
        for (index, id) in items.enumerated() {
            if leaving[index] == 0 { kept.append(id) } else if leaving[index] == 2 { arriving.append(id) }
        }
        arriving += (items.count..<(items.count + each))
        let places = arriving.map { ($0, Int.random(in: 0...kept.count)) }.sorted { $0.1 < $1.1 }
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
