@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// A diffable data source feeding a real collection node (synchronous render mode): counts, cells
/// and headers from the snapshot shown, identifiers and index paths both ways.
@Suite("CollectionDiffableDataSource")
@MainActor
struct CollectionDiffableDataSourceTests {
    /// A list of 10-point rows on a 800×600 window: 60 rows are on screen and made.
    static func list() -> CollectionNode {
        let list = CollectionNode(layout: ListLayout(estimatedRowHeight: 10), backend: FakeRenderingBackend.make(),
                                  renderMode: .synchronous, wake: {})
        list.setBounds(Size(width: 800, height: 600), scale: 1, at: 0)
        return list
    }

    /// A data source whose cells are `ModelCellNode`s of their identifiers, 10 points tall.
    static func dataSource(_ list: CollectionNode) -> CollectionDiffableDataSource<Int, Int> {
        CollectionDiffableDataSource<Int, Int>(collectionNode: list) { _, _, id in
            { ModelCellNode(id: id, height: 10) }
        }
    }

    /// The identifiers of the nodes the list holds, section by section (-1 for an item not made).
    static func nodeIDs(_ list: CollectionNode) -> [[Int]] {
        (0..<list.sections.sectionCount).map { section in
            (0..<list.numberOfItems(inSection: section)).map { item in
                (list.nodeForItem(at: IndexPath(item: item, section: section)) as? ModelCellNode)?.id ?? -1
            }
        }
    }

    @Test("a snapshot applied on the main thread is shown when apply returns: counts, cells, identifiers and index paths")
    func applyOnMainThread() throws {
        let list = Self.list()
        let source = Self.dataSource(list)
        #expect(list.dataSource === source && list.itemCount == 0)
        var snapshot = source.snapshot()
        snapshot.appendSections([10, 20])
        snapshot.appendItems([1, 2, 3], toSection: 10)
        snapshot.appendItems([4], toSection: 20)
        let completed = Locked(false)
        source.apply(snapshot) { completed.withLock { $0 = true } }
        #expect(completed.current)
        list.tick(at: 0)
        #expect(list.sections.sectionCount == 2 && list.itemCount == 4)
        #expect(Self.nodeIDs(list) == [[1, 2, 3], [4]])
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 4)
        #expect(source.itemIdentifier(for: IndexPath(item: 5, section: 1)) == nil)
        #expect(source.indexPath(for: 3) == IndexPath(item: 2, section: 0))
        #expect(source.indexPath(for: 99) == nil)
        #expect(source.sectionIdentifier(for: 1) == 20 && source.sectionIdentifier(for: 2) == nil)
        #expect(source.snapshot().itemIdentifiers == [1, 2, 3, 4])

        // The index path table follows the next snapshot.
        snapshot.deleteItems([1])
        source.apply(snapshot)
        #expect(source.indexPath(for: 3) == IndexPath(item: 1, section: 0))
        #expect(Self.nodeIDs(list) == [[2, 3], [4]])
    }

    @Test("the supplementary provider is asked with the section's identifier")
    func supplementary() throws {
        let list = Self.list()
        let source = Self.dataSource(list)
        var asked: [String] = []
        source.supplementaryProvider = { _, kind, indexPath, section in
            asked.append("\(kind) \(indexPath.section) \(section)")
            return nil
        }
        var snapshot = CollectionSnapshot<Int, Int>()
        snapshot.appendSections([7, 8])
        source.apply(snapshot, animatingDifferences: false)
        let block = source.collectionNode(list, nodeBlockForSupplementaryElementOfKind: CollectionNode.sectionHeaderKind,
                                          at: IndexPath(item: 0, section: 1))
        #expect(block == nil)
        #expect(asked.contains("\(CollectionNode.sectionHeaderKind) 1 8"))
        #expect(source.collectionNode(list, nodeBlockForSupplementaryElementOfKind: CollectionNode.sectionHeaderKind,
                                      at: IndexPath(item: 0, section: 5)) == nil)
    }

    @Test("random snapshots applied one after another keep every surviving node with its item and never fall back to a reload")
    func randomThroughCollection() throws {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var rng = SeededGenerator(seed: seed)
        let list = Self.list()
        let source = Self.dataSource(list)
        for index in 0..<400 {
            let pair = RandomSnapshotPair(using: &rng)
            source.apply(pair.old.snapshot, animatingDifferences: false)
            list.tick(at: Double(index))
            #expect(Self.nodeIDs(list) == pair.old.items)
            var before: [Int: CellNode] = [:]
            for (section, items) in pair.old.items.enumerated() {
                for (item, id) in items.enumerated() { before[id] = list.nodeForItem(at: IndexPath(item: item, section: section)) }
            }
            source.apply(pair.newSnapshot)
            list.tick(at: Double(index) + 0.5)
            let shown = Self.nodeIDs(list)
            guard shown == pair.new.items else {
                Issue.record("seed \(seed), case \(index): the list shows \(shown)\n\(pair)")
                return
            }
            // A node made anew for an item neither inserted nor reloaded means the batch was
            // refused and the data reloaded.
            let diff = try SnapshotDiff.between(pair.old.snapshot, pair.newSnapshot)
            let remade = Set(diff.insertedItems.map { pair.new.items[$0.section][$0.item] })
                .union(diff.reloadedItems.map { pair.old.items[$0.section][$0.item] })
            let insertedSections = Set(diff.insertedSections)
            for (section, items) in pair.new.items.enumerated() where !insertedSections.contains(section) {
                for (item, id) in items.enumerated() where !remade.contains(id) {
                    guard let old = before[id] else { continue }
                    if list.nodeForItem(at: IndexPath(item: item, section: section)) !== old {
                        Issue.record("seed \(seed), case \(index): item \(id) was made anew\n\(pair)")
                        return
                    }
                }
            }
        }
    }

    @Test("a snapshot holding an identifier twice is refused with one line naming it; the collection and the snapshot shown stay")
    func duplicateRefused() throws {
        let list = Self.list()
        let source = Self.dataSource(list)
        var snapshot = CollectionSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        source.apply(snapshot)
        list.tick(at: 0)
        let nodes = (0..<3).map { list.nodeForItem(at: IndexPath(item: $0, section: 0)) }
        var duplicate = snapshot
        duplicate.appendItems([731_905, 4, 731_905])
        let completed = Locked(false)
        let lines = LogCapture.lines {
            source.apply(duplicate) { completed.withLock { $0 = true } }
        }.filter { $0.contains("731905") }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("snapshot refused: the new snapshot holds item identifier 731905 twice") == true)
        #expect(!completed.current)
        #expect(source.snapshot().itemIdentifiers == [1, 2, 3] && list.itemCount == 3)
        #expect((0..<3).map { list.nodeForItem(at: IndexPath(item: $0, section: 0)) }.elementsEqual(nodes) { $0 === $1 })
        // The next good snapshot applies as usual.
        snapshot.appendItems([4])
        source.apply(snapshot)
        #expect(list.itemCount == 4)
    }

    @Test("without animating differences the data is reloaded: every node is made anew")
    func reloadWithoutAnimation() throws {
        let list = Self.list()
        let source = Self.dataSource(list)
        var snapshot = CollectionSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        source.apply(snapshot)
        list.tick(at: 0)
        let first = try #require(list.nodeForItem(at: IndexPath(item: 0, section: 0)))
        snapshot.appendItems([4])
        source.apply(snapshot, animatingDifferences: false)
        list.tick(at: 1)
        #expect(Self.nodeIDs(list) == [[1, 2, 3, 4]])
        #expect(list.nodeForItem(at: IndexPath(item: 0, section: 0)) !== first)
    }

    @Test("a data source whose collection has another data source keeps its snapshot but leaves the collection alone")
    func detached() {
        let list = Self.list()
        let source = Self.dataSource(list)
        let other = Self.dataSource(list)
        var snapshot = CollectionSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        let completed = Locked(false)
        source.apply(snapshot) { completed.withLock { $0 = true } }
        #expect(completed.current && source.snapshot().numberOfItems == 2)
        #expect(list.itemCount == 0 && list.dataSource === other)
    }
}
