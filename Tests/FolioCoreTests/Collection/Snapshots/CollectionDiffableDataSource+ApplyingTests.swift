@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// Applying snapshots from other threads and large ones: strict order, background diffs whose
/// batches land on the main thread, and a million items.
@Suite("CollectionDiffableDataSourceApplying")
@MainActor
struct CollectionDiffableDataSourceApplyingTests {
    private typealias Fixture = CollectionDiffableDataSourceTests

    /// One section of `items`.
    private nonisolated static func snapshot(_ items: [Int]) -> CollectionSnapshot<Int, Int> {
        var snapshot = CollectionSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    /// Lets the main queue run until `done` holds (at most 60 s); returns whether it did.
    private static func wait(until done: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while !done() {
            if Date() > deadline { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    @Test("snapshots applied from several threads land in the order of the calls: completions in call order, the last call shown, counts always the collection's")
    func orderAcrossThreads() async throws {
        let list = Fixture.list()
        let source = Fixture.dataSource(list)
        let calls = Locked<[Int]>([]), completions = Locked<[Int]>([])
        let mismatches = Locked(0)
        let total = 60
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask { [source] in
                    for round in 0..<(total / 4) {
                        let number = round * 4 + thread
                        // Every eighth snapshot is large enough to be diffed in the background.
                        let count = number % 8 == 0 ? 12_000 + number : 50 + number
                        let items = Array((number * 7)..<(number * 7 + count))
                        // The lock makes the call order the recorded order.
                        calls.withLock { calls in
                            calls.append(number)
                            source.apply(Self.snapshot(items)) {
                                completions.withLock { $0.append(number) }
                                if source.snapshot().numberOfItems != list.itemCount { mismatches.withLock { $0 += 1 } }
                            }
                        }
                    }
                }
            }
        }
        #expect(await Self.wait { completions.current.count == total })
        #expect(completions.current == calls.current)
        #expect(mismatches.current == 0)
        let last = try #require(calls.current.last)
        let lastCount = last % 8 == 0 ? 12_000 + last : 50 + last
        #expect(source.snapshot().itemIdentifiers == Array((last * 7)..<(last * 7 + lastCount)))
        #expect(list.itemCount == lastCount)
    }

    @Test("a large snapshot applied on the main thread is diffed in the background and shown once its batch lands")
    func largeIsDeferred() async throws {
        let list = Fixture.list()
        let source = Fixture.dataSource(list)
        let applied = Locked(false)
        source.apply(Self.snapshot(Array(0..<20_000))) { applied.withLock { $0 = true } }
        #expect(!applied.current && list.itemCount == 0 && source.snapshot().numberOfItems == 0, "nothing shown before the batch lands")
        #expect(await Self.wait { applied.current })
        #expect(list.itemCount == 20_000 && source.indexPath(for: 19_999) == IndexPath(item: 19_999, section: 0))
    }

    /// Only 1% goes through the collection: the main thread's part of a 50% change of a million
    /// items takes long in a debug build and would hold every main-actor test up meanwhile; the
    /// 50% diff itself is checked against the oracle, off the main actor, in `SnapshotDiffHeckelTests`.
    @Test("a million items with 1% changed (moves, inserts, deletes) are applied: the list and the data source hold the new items")
    func millionItems() async throws {
        let list = Fixture.list()
        let source = Fixture.dataSource(list)
        var rng = SeededGenerator(seed: 1_000_000)
        var items = Array(0..<1_000_000)
        let done = Locked(false)
        source.apply(Self.snapshot(items), animatingDifferences: false) { done.withLock { $0 = true } }
        #expect(await Self.wait { done.current })
        var next = items.count
        for fraction in [0.01] {
            items = MillionItemChanges.change(items, fraction: fraction, fresh: &next, using: &rng)
            var snapshot = Self.snapshot(items)
            snapshot.reloadItems(Array(items.prefix(50)))
            done.withLock { $0 = false }
            source.apply(snapshot) { done.withLock { $0 = true } }
            #expect(await Self.wait { done.current })
            #expect(list.itemCount == items.count)
            #expect(source.snapshot().itemIdentifiers == items)
            for probe in [0, 1, items.count / 2, items.count - 1] {
                #expect(source.indexPath(for: items[probe]) == IndexPath(item: probe, section: 0))
                #expect(source.itemIdentifier(for: IndexPath(item: probe, section: 0)) == items[probe])
            }
            list.tick(at: fraction)
            #expect(Fixture.nodeIDs(list)[0].prefix(40).elementsEqual(items.prefix(40)), "the cells on screen are the new first items")
        }
    }
}
