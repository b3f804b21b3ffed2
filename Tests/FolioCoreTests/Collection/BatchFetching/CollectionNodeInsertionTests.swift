@testable import FolioCore
import Foundation
import Testing
import TestSupport

@Suite(.serialized)
@MainActor
struct CollectionNodeInsertionTests {
    /// Rows measuring 60, 80, 100, 120, 140 points in turn, estimated at 100.
    private static let varied: @Sendable (Int) -> Double = { 60 + Double($0 % 5) * 20 }

    private static func paths(_ items: Range<Int>, section: Int = 0) -> [IndexPath] {
        items.map { IndexPath(item: $0, section: section) }
    }

    /// The lines `body` logs about insertions.
    private static func insertionLog(_ marker: String = "invalid batch update", _ body: () -> Void) -> [String] {
        // Other suites log invalid batches too: this suite's lines are told by what they name.
        LogCapture.lines(during: body).filter { $0.hasPrefix("invalid batch update") && $0.contains(marker) }
    }

    @Test("appended rows keep every existing node, measured height and the first visible row's place; blocks are asked only for new rows, as they come near")
    func appendKeepsEverything() {
        let source = BatchFeedSource(sectionCounts: [60], rowHeight: Self.varied)
        let (list, scheduler, _) = BatchFixture.make(source, delegate: nil)
        list.scrollToItem(at: IndexPath(item: 8, section: 0), position: .start, animated: false)
        BatchFixture.settle(list, scheduler)
        BatchFixture.scroll(list, to: list.contentOffset + 30)
        BatchFixture.settle(list, scheduler)
        let anchor = list.visibleIndexPaths[0].item
        let anchorFrame = list.frameOnScreen(ofItem: anchor)
        let frames = (0..<60).map { list.layout.frame(ofItem: $0) }
        #expect(frames[anchor]?.height == Self.varied(anchor), "the rows on screen were measured")
        let made = (0..<60).filter { list.nodeForItem(at: IndexPath(item: $0, section: 0)) != nil }
        let nodes = made.map { list.nodeForItem(at: IndexPath(item: $0, section: 0)) }
        let asked = source.blocksAskedFor
        let nodesMade = list.nodesMade
        #expect(made.count > 10)

        source.sectionCounts = [70]
        let log = Self.insertionLog { list.insertItems(at: Self.paths(60..<70)) }
        #expect(log.isEmpty)
        #expect(list.itemCount == 70)
        #expect((0..<60).map { list.layout.frame(ofItem: $0) } == frames, "measured heights are kept")
        #expect(list.layout.frame(ofItem: 60)?.minY == frames[59]?.maxY)
        #expect(list.layout.frame(ofItem: 60)?.height == 100, "a new row starts at its estimate")
        #expect(list.frameOnScreen(ofItem: anchor) == anchorFrame)
        for (index, node) in zip(made, nodes) {
            #expect(list.nodeForItem(at: IndexPath(item: index, section: 0)) === node, "item \(index)")
        }
        BatchFixture.settle(list, scheduler)
        #expect(list.nodesMade == nodesMade, "no node was made again")
        #expect(source.blocksAskedFor == asked, "the new rows are far from the window")

        list.scrollToItem(at: IndexPath(item: 69, section: 0), position: .end, animated: false)
        BatchFixture.settle(list, scheduler)
        let askedLater = source.blocksAskedFor.dropFirst(asked.count)
        #expect(askedLater.contains(69))
        #expect(Set(askedLater).isDisjoint(with: made), "no block asked again")
        #expect(list.layout.frame(ofItem: 69)?.height == Self.varied(69))
    }

    @Test("rows appended during a fetch go before the loading row; when the fetch completes nothing on screen moves")
    func appendDuringFetch() throws {
        let source = BatchFeedSource(sectionCounts: [20])
        let delegate = FetchingDelegate()
        let (list, scheduler, executor) = BatchFixture.make(source, delegate: delegate)
        BatchFixture.scroll(list, to: 1_400)
        BatchFixture.scroll(list, to: 1_456)
        executor.runAll()
        let context = try #require(delegate.contexts.first)
        #expect(list.loadingRowFrameOnScreen == Rect(x: 0, y: 544, width: 800, height: 56))
        let lastRow = list.frameOnScreen(ofItem: 19)

        source.sectionCounts = [30]
        list.insertItems(at: Self.paths(20..<30))
        #expect(list.contentOffset == 1_456)
        #expect(list.frameOnScreen(ofItem: 19) == lastRow)
        #expect(list.frameOnScreen(ofItem: 20) == Rect(x: 0, y: 544, width: 800, height: 100))
        #expect(list.contentExtent == 3_056)
        #expect(list.loadingRowFrameOnScreen == nil)
        #expect(list.isBatchFetching)

        delegate.wantsMore = false
        context.completeBatchFetching(true)
        list.tick(at: 0.1)
        BatchFixture.settle(list, scheduler)
        #expect(!list.isBatchFetching)
        #expect(list.contentExtent == 3_000)
        #expect(list.contentOffset == 1_456)
        #expect(list.frameOnScreen(ofItem: 19) == lastRow)
    }

    @Test("rows appended to an empty last section, or to an empty collection, are taken in place")
    func appendToEmptySections() {
        let source = BatchFeedSource(sectionCounts: [5, 0])
        let (list, scheduler, _) = BatchFixture.make(source, delegate: nil)
        BatchFixture.settle(list, scheduler)
        let node = list.nodeForItem(at: IndexPath(item: 4, section: 0))
        #expect(node != nil)
        source.sectionCounts = [5, 3]
        let log = Self.insertionLog { list.insertItems(at: Self.paths(0..<3, section: 1)) }
        #expect(log.isEmpty)
        #expect(list.nodeForItem(at: IndexPath(item: 4, section: 0)) === node)
        #expect(list.layout.frame(ofItem: 7) == Rect(x: 0, y: 700, width: 800, height: 100))

        let empty = BatchFeedSource(sectionCounts: [0])
        let (feed, feedScheduler, _) = BatchFixture.make(empty, delegate: nil)
        empty.sectionCounts = [4]
        let emptyLog = Self.insertionLog { feed.insertItems(at: Self.paths(0..<4)) }
        BatchFixture.settle(feed, feedScheduler)
        #expect(emptyLog.isEmpty)
        #expect(feed.visibleIndexPaths == Self.paths(0..<4))
        #expect(empty.blocksAskedFor.sorted() == [0, 1, 2, 3])
    }

    @Test("a grid's appended items keep their nodes too (its layout is prepared anew, with the same frames)")
    func gridAppendKeepsNodes() {
        let source = GridDataSource(sections: 1, perSection: 12)
        let (grid, scheduler) = GridFixture.manual(source)
        GridFixture.settle(grid, scheduler)
        let nodes = (0..<12).map { grid.nodeForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(nodes.allSatisfy { $0 != nil })
        source.sectionCounts = [14]
        grid.insertItems(at: Self.paths(12..<14))
        GridFixture.settle(grid, scheduler)
        #expect((0..<12).map { grid.nodeForItem(at: IndexPath(item: $0, section: 0)) }.elementsEqual(nodes) { $0 === $1 })
        #expect(source.blocksAskedFor.sorted() == Array(0..<14))
        #expect(grid.layout.frame(ofItem: 13) == Rect(x: 200, y: 450, width: 200, height: 150))
    }

    @Test("counts that do not add up log one line naming the section and both counts, then reload")
    func invalidInsertionReloads() {
        let source = BatchFeedSource(sectionCounts: [2, 30])
        let (list, scheduler, _) = BatchFixture.make(source, delegate: nil)
        BatchFixture.settle(list, scheduler)
        #expect(list.nodesMade > 0)
        source.sectionCounts = [2, 35]
        let log = Self.insertionLog("section 1 had 30 items") { list.insertItems(at: Self.paths(30..<33, section: 1)) }
        #expect(log == ["invalid batch update: section 1 had 30 items, 3 inserted and 0 deleted make 33, "
            + "but the data source now says 35; update the data source and the batch together; reloading the data"])
        #expect(list.itemCount == 37)
        #expect(list.nodesMade == 0, "every node is made anew")

        BatchFixture.settle(list, scheduler)
        source.sectionCounts = [2, 35, 1]
        let sectionLog = Self.insertionLog("had 2 sections") { list.insertItems(at: [IndexPath(item: 0, section: 2)]) }
        #expect(sectionLog.count == 1)
        #expect(list.numberOfSections == 3)

        BatchFixture.settle(list, scheduler)
        source.sectionCounts = [2, 35, 2]
        let duplicateLog = Self.insertionLog("twice") {
            list.insertItems(at: [IndexPath(item: 1, section: 2), IndexPath(item: 1, section: 2)])
        }
        #expect(duplicateLog.count == 1)
        #expect(list.nodesMade == 0)
    }

    @Test("items inserted before existing ones are applied in place: existing nodes stay, and the first visible row keeps its place")
    func middleInsertionInPlace() {
        let source = BatchFeedSource(sectionCounts: [3, 4])
        let (list, scheduler, _) = BatchFixture.make(source, delegate: nil)
        BatchFixture.settle(list, scheduler)
        let made = list.nodesMade
        let nodes = (0..<3).map { list.nodeForItem(at: IndexPath(item: $0, section: 0)) }
        source.sectionCounts = [4, 4]
        let log = Self.insertionLog("invalid batch update") { list.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(log.isEmpty)
        #expect(list.itemCount == 8)
        #expect((1..<4).map { list.nodeForItem(at: IndexPath(item: $0, section: 0)) }.elementsEqual(nodes) { $0 === $1 })
        BatchFixture.settle(list, scheduler)
        #expect(list.nodesMade == made + 1, "only the new row's block runs")
    }

    @Test("an empty insertion with unchanged counts does nothing")
    func emptyInsertion() {
        let source = BatchFeedSource(sectionCounts: [6])
        let (list, scheduler, _) = BatchFixture.make(source, delegate: nil)
        BatchFixture.settle(list, scheduler)
        let made = list.nodesMade
        let log = Self.insertionLog { list.insertItems(at: []) }
        #expect(log.isEmpty)
        #expect(list.nodesMade == made)
    }
}
