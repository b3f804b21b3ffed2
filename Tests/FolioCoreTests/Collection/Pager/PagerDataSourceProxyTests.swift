@testable import FolioCore
import Foundation
import Testing
import TestSupport

@Suite("PagerDataSourceProxy: a pager's data source adapted to the collection's, asked with the pager")
@MainActor
struct PagerDataSourceProxyTests {
    @Test("the pager's collection data source is a proxy of the pager data source it was given")
    func installsProxy() throws {
        let source = RecordingPages(count: 4)
        let (pager, _) = PagerFixture.manual(source)
        let proxy = try #require(pager.dataSource as? PagerDataSourceProxy)
        #expect(proxy.target === source && pager.pagerDataSource === source)
        #expect(proxy.pager === pager)
        #expect(!(proxy is PagerCollectionDataSourceProxy))
        #expect(pager.numberOfPages == 4 && pager.numberOfSections == 1)
        // Asked with the pager itself, for the reload above.
        #expect(source.askedBy.allSatisfy { $0 === pager } && !source.askedBy.isEmpty)
    }

    @Test("one section of pages, clamped to what a pager holds; none beyond the first section")
    func countsPages() throws {
        let source = RecordingPages(count: Int.max)
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .synchronous, wake: {})
        pager.dataSource = source
        let proxy = try #require(pager.dataSource)
        #expect(proxy.numberOfSections(in: pager) == 1)
        #expect(proxy.collectionNode(pager, numberOfItemsInSection: 0) == PagerNode.maximumPageCount)
        #expect(proxy.collectionNode(pager, numberOfItemsInSection: 1) == 0)
        source.count = -3
        #expect(proxy.collectionNode(pager, numberOfItemsInSection: 0) == 0)
    }

    @Test("a page's block is the pager data source's, for that page")
    func nodeBlocks() throws {
        let source = RecordingPages(count: 5)
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .synchronous, wake: {})
        pager.dataSource = source
        let proxy = try #require(pager.dataSource)
        let node = proxy.collectionNode(pager, nodeBlockForItemAt: IndexPath(item: 3, section: 0))()
        #expect((node as? NumberedPage)?.number == 3)
    }

    @Test("the same source keeps its proxy; another gets a new one; a plain collection source is held as it is")
    func proxyIdentity() throws {
        let source = RecordingPages(count: 2)
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .synchronous, wake: {})
        pager.dataSource = source
        let first = try #require(pager.dataSource)
        pager.dataSource = source
        #expect(pager.dataSource === first)
        let other = RecordingPages(count: 6)
        pager.dataSource = other
        #expect(pager.dataSource !== first && pager.pagerDataSource === other && pager.numberOfPages == 6)
        let plain = PlainItems()
        pager.dataSource = plain
        #expect(pager.dataSource === plain && pager.pagerDataSource == nil && pager.numberOfPages == 7)
    }

    @Test("a proxy whose source has gone answers no pages")
    func targetGone() throws {
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .synchronous, wake: {})
        var source: RecordingPages? = RecordingPages(count: 3)
        pager.dataSource = source
        let proxy = try #require(pager.dataSource)
        source = nil
        #expect(proxy.collectionNode(pager, numberOfItemsInSection: 0) == 0)
    }

    @Test("a pager data source on a collection that is not a pager has no items")
    func notAPager() {
        let source = RecordingPages(count: 3)
        let grid = CollectionNode(layout: ListLayout(), backend: FakeRenderingBackend.make(), renderMode: .synchronous, wake: {})
        grid.dataSource = source
        #expect(grid.itemCount == 0 && source.askedBy.isEmpty)
    }

    @Test("pages that are collections: the proxy nests, asking with the pager for a page's collection and telling its release")
    func nestingProxy() throws {
        let source = FeedPages(count: 3)
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .synchronous, wake: {})
        pager.dataSource = source
        let proxy = try #require(pager.dataSource as? PagerCollectionDataSourceProxy)
        #expect(proxy.nestedCollectionsAreTheItems)
        let feed = proxy.collectionNode(pager, nestedCollectionForItemAt: IndexPath(item: 2, section: 0))
        #expect(feed != nil && source.made == [2] && source.askedBy.allSatisfy { $0 === pager })
        proxy.collectionNode(pager, didReleaseNestedCollection: try #require(feed), ofItem: 2)
        #expect(source.released == [2])
    }
}

/// A page numbered for the test.
private final class NumberedPage: CellNode, @unchecked Sendable {
    let number: Int
    init(number: Int) {
        self.number = number
        super.init()
    }
}

/// Pages that record which pager asked for them.
@MainActor
private final class RecordingPages: PagerDataSource {
    var count: Int
    private(set) var askedBy: [PagerNode] = []
    init(count: Int) { self.count = count }

    func numberOfPages(in pagerNode: PagerNode) -> Int {
        askedBy.append(pagerNode)
        return count
    }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        askedBy.append(pagerNode)
        return { NumberedPage(number: index) }
    }
}

/// A collection data source that is not a pager's: one section of 7 items.
@MainActor
private final class PlainItems: CollectionDataSource {
    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { 7 }
    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock { { CellNode() } }
}

/// Pages that are collections, recording which were made and let go.
@MainActor
private final class FeedPages: PagerCollectionDataSource {
    let count: Int
    private(set) var made: [Int] = []
    private(set) var released: [Int] = []
    private(set) var askedBy: [PagerNode] = []
    init(count: Int) { self.count = count }

    func numberOfPages(in pagerNode: PagerNode) -> Int { count }

    func pagerNode(_ pagerNode: PagerNode, collectionNodeForPageAt index: Int) -> CollectionNode {
        askedBy.append(pagerNode)
        made.append(index)
        return CollectionNode(layout: ListLayout(), backend: FakeRenderingBackend.make(), renderMode: .synchronous, wake: {})
    }

    func pagerNode(_ pagerNode: PagerNode, didReleaseCollectionNode collectionNode: CollectionNode, forPageAt index: Int) {
        askedBy.append(pagerNode)
        released.append(index)
    }
}
