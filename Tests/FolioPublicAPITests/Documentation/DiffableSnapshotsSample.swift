import FolioCore
import Foundation
import Testing

// The samples of the FolioCore article "Diffable snapshots", as they appear there: this file
// compiles them, and the suite below runs them.

private struct Tile: NodeComposition {
    var name: String

    func makeNodes() -> TextNode { TextNode(name, attributes: TextAttributes(size: 14)) }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(all: 4), child: nodes)
    }
}

@MainActor
private final class Results {
    let dataSource: CollectionDiffableDataSource<String, Int>

    init(grid: CollectionNode) {
        dataSource = CollectionDiffableDataSource(collectionNode: grid) { _, _, photo in
            let tile = Tile(name: "Photo \(photo)")
            return { ComposedNode(tile) }
        }
    }

    /// Shows the photos whose numbers contain `query`, favourites first.
    func show(matching query: String, favourites: Set<Int>, done: @escaping @MainActor @Sendable () -> Void) {
        let matches = (0..<500).filter { query.isEmpty || String($0).contains(query) }
        var snapshot = CollectionSnapshot<String, Int>()
        snapshot.appendSections(["favourites", "all"])
        snapshot.appendItems(matches.filter(favourites.contains), toSection: "favourites")
        snapshot.appendItems(matches.filter { !favourites.contains($0) }, toSection: "all")
        dataSource.apply(snapshot, completion: done)
    }
}

/// A data source of one's own that keeps its content as a snapshot: counts only (the sample's
/// cells are blank).
@MainActor
private final class SnapshotCounts: CollectionDataSource {
    var snapshot = CollectionSnapshot<String, Int>()

    func numberOfSections(in collectionNode: CollectionNode) -> Int { snapshot.numberOfSections }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        snapshot.numberOfItems(inSection: snapshot.sectionIdentifiers[section])
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        { CellNode() }
    }
}

@MainActor
private func replace(_ old: CollectionSnapshot<String, Int>, with new: CollectionSnapshot<String, Int>,
                     in grid: CollectionNode, source: SnapshotCounts) {
    guard let updates = new.batchUpdates(from: old) else { return }   // nil: a duplicate, logged
    source.snapshot = new                                             // the new counts first,
    grid.performBatch(updates)                                        // then the batch
}

@Suite("Documentation: Diffable snapshots")
@MainActor
struct DiffableSnapshotsSampleTests {
    private static func grid() -> CollectionNode {
        let grid = CollectionNode(layout: FlowLayout(itemSize: .fixed(Size(width: 100, height: 100))),
                                  backend: PublicBackend.make(), renderMode: .asynchronous(InlineScheduler()), wake: {})
        grid.setBounds(Size(width: 440, height: 600), scale: 1, at: 0)
        return grid
    }

    @Test("searching narrows the results: the grid holds the matches, favourites first, and keeps the nodes of those that stay")
    func search() throws {
        let grid = Self.grid()
        let results = Results(grid: grid)
        let shown = Locked(0)
        results.show(matching: "", favourites: [7, 42], done: { shown.withLock { $0 += 1 } })
        #expect(shown.current == 1 && grid.itemCount == 500)
        #expect(results.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 42)
        #expect(grid.waitUntilVisibleItemsAreDrawn(timeout: 1))
        let nodeOf42 = try #require(grid.nodeForItem(at: IndexPath(item: 1, section: 0)))
        results.show(matching: "4", favourites: [7, 42], done: { shown.withLock { $0 += 1 } })
        #expect(shown.current == 2)
        #expect(grid.numberOfItems(inSection: 0) == 1 && results.dataSource.indexPath(for: 42) == IndexPath(item: 0, section: 0))
        #expect(grid.numberOfItems(inSection: 1) == (0..<500).filter { String($0).contains("4") }.count - 1)
        #expect(grid.nodeForItem(at: IndexPath(item: 0, section: 0)) === nodeOf42)
    }

    @Test("a data source of one's own applies the diff between its snapshots as one batch")
    func ownDataSource() {
        let grid = Self.grid()
        let source = SnapshotCounts()
        var old = CollectionSnapshot<String, Int>()
        old.appendSections(["a"])
        old.appendItems(Array(0..<10))
        source.snapshot = old
        grid.dataSource = source
        var new = old
        new.deleteItems([3])
        new.appendSections(["b"])
        new.appendItems([20, 21], toSection: "b")
        replace(old, with: new, in: grid, source: source)
        #expect(grid.numberOfItems(inSection: 0) == 9 && grid.numberOfItems(inSection: 1) == 2)
        var duplicate = new
        duplicate.appendItems([20])
        replace(new, with: duplicate, in: grid, source: source)
        #expect(grid.numberOfItems(inSection: 1) == 2, "the duplicate is refused")
    }
}
