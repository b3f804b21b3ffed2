@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// A data source of plain counts that tallies how often each count is asked.
@MainActor
private final class CountingDataSource: CollectionDataSource {
    var counts: [Int]
    private(set) var countQueries = 0

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { counts.count }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        countQueries += 1
        return counts[section]
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        { CellNode() }
    }

    func resetQueries() { countQueries = 0 }
}

/// A batch applied to a collection of many sections asks the data source only the counts of the
/// sections it touches, and lays out exactly as the whole data laid out anew.
@Suite("CollectionNodeTouchedSections")
@MainActor
struct CollectionNodeTouchedSectionsTests {
    private static let layout = FlowLayout(itemSize: .fixed(Size(width: 100, height: 80)), interitemSpacing: 4, lineSpacing: 6,
                                           sectionInsets: EdgeInsets(all: 8), headerHeight: 24)

    @Test("deleting, inserting and moving in 20,000 one-item sections asks a handful of counts, and frames match a fresh layout")
    func batchAsksTouchedSectionsOnly() {
        let source = CountingDataSource(counts: Array(repeating: 1, count: 20_000))
        let (grid, scheduler) = GridFixture.manual(source, layout: Self.layout)
        GridFixture.settle(grid, scheduler)
        source.resetQueries()

        source.counts.remove(at: 3)         // section 3 deleted
        source.counts[9] += 1               // an item inserted in old section 10
        source.counts.insert(2, at: 15_000) // a section inserted
        grid.performBatch(animated: false) {
            grid.deleteSections(IndexSet(integer: 3))
            grid.insertItems(at: [IndexPath(item: 1, section: 9)])
            grid.insertSections(IndexSet(integer: 15_000))
        }
        #expect(source.countQueries == 2, "section 9 (after) and the inserted section 15,000: \(source.countQueries) asked")
        #expect(grid.numberOfSections == 20_000 && grid.itemCount == 20_002)
        #expect(grid.numberOfItems(inSection: 9) == 2 && grid.numberOfItems(inSection: 15_000) == 2)

        var fresh = Self.layout
        fresh.prepare(containerSize: GridFixture.size, sections: SectionItemCounts(source.counts)) { _ in nil }
        #expect(grid.layout.contentSize == fresh.contentSize)
        for item in [0, 8, 9, 10, 11, 14_999, 15_000, 15_001, 15_002, 20_001] {
            #expect(grid.layout.frame(ofItem: item) == fresh.frame(ofItem: item), "item \(item)")
        }
        for section in [0, 3, 9, 10, 14_999, 15_000, 15_001, 19_999] {
            #expect(grid.layout.frame(ofHeaderInSection: section) == fresh.frame(ofHeaderInSection: section), "section \(section)")
        }
    }

    @Test("a small collection still checks every section: a count changed without saying so reloads the data")
    func smallCollectionChecksEverySection() {
        let source = CountingDataSource(counts: [2, 2, 2])
        let (grid, scheduler) = GridFixture.manual(source, layout: Self.layout)
        GridFixture.settle(grid, scheduler)
        source.resetQueries()
        source.counts = [1, 2, 3]
        var finished: Bool?
        grid.performBatch(animated: false, updates: { grid.deleteItems(at: [IndexPath(item: 0, section: 0)]) },
                          completion: { finished = $0 })
        #expect(finished == false, "the untold item in section 2 is caught")
        #expect(grid.numberOfItems(inSection: 2) == 3, "and the data reloaded")
    }
}
