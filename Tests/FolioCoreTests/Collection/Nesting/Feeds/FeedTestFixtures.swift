import FolioCore
import Foundation
import TestSupport

/// A feed's row: a leaf that is as wide as it is allowed and as tall as `height` says for that
/// width, so that a list's measured rows are known exactly.
final class FeedRowNode: CellNode, @unchecked Sendable {
    let page: Int
    let row: Int
    private let height: @Sendable (Double) -> Double

    init(page: Int, row: Int, height: @escaping @Sendable (Double) -> Double) {
        self.page = page
        self.row = row
        self.height = height
        super.init()
        backgroundColor = Color(red: UInt8(page % 256), green: UInt8(row % 256), blue: 90)
    }

    override func calculateSizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        let width = constrainedSize.max.width.isFinite ? constrainedSize.max.width : constrainedSize.min.width
        return Size(width: width, height: height(width))
    }
}

/// One feed's data, as an app keeps it in its model: `count` rows, each as tall as `rowHeight`
/// says for its row and width. It outlives the collections made to show it.
@MainActor
final class FeedDataSource: CollectionDataSource {
    let page: Int
    var count: Int
    let rowHeight: @Sendable (_ row: Int, _ width: Double) -> Double
    private(set) var blocksAskedFor: [Int] = []

    init(page: Int, count: Int, rowHeight: @escaping @Sendable (_ row: Int, _ width: Double) -> Double) {
        self.page = page
        self.count = count
        self.rowHeight = rowHeight
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        blocksAskedFor.append(indexPath.item)
        let page = self.page, row = indexPath.item, rowHeight = self.rowHeight
        return { FeedRowNode(page: page, row: row, height: { rowHeight(row, $0) }) }
    }
}

/// A pager of `pages` feeds of `items` rows each, made as an app makes them: a new collection
/// for each visit, laid out by `layout`, on the pager's scheduler, holding nothing itself but the
/// feeds' data and delegates. Records which collections were made and released.
@MainActor
final class FeedPagerSource: PagerCollectionDataSource {
    var pages: Int
    let items: Int
    let layout: any CollectionLayout
    let rowHeight: @Sendable (_ row: Int, _ width: Double) -> Double
    /// What the feeds' arrow keys do, as the app sets it on each collection it makes.
    var keyboardMode: CollectionKeyboardMode
    /// The app's model: each feed's data and delegate, by page (the collections hold them weakly).
    private(set) var feeds: [Int: FeedDataSource] = [:]
    private(set) var delegates: [Int: RecordingCollectionDelegate] = [:]
    /// The pages whose collections were made, in order.
    private(set) var made: [Int] = []
    /// The pages whose collections were released, in order.
    private(set) var released: [Int] = []
    /// The collections released, weakly: nothing should keep them.
    private(set) var releasedCollections: [WeakCollection] = []

    init(pages: Int, items: Int, layout: any CollectionLayout, keyboardMode: CollectionKeyboardMode,
         rowHeight: @escaping @Sendable (_ row: Int, _ width: Double) -> Double) {
        self.pages = pages
        self.items = items
        self.layout = layout
        self.keyboardMode = keyboardMode
        self.rowHeight = rowHeight
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { pages }

    func pagerNode(_ pagerNode: PagerNode, collectionNodeForPageAt index: Int) -> CollectionNode {
        made.append(index)
        let collection = CollectionNode(layout: layout, backend: pagerNode.backend, renderMode: pagerNode.renderMode, wake: {})
        collection.keyboardMode = keyboardMode
        collection.delegate = delegate(ofPage: index)
        collection.dataSource = feed(ofPage: index)
        return collection
    }

    func pagerNode(_ pagerNode: PagerNode, didReleaseCollectionNode collectionNode: CollectionNode, forPageAt index: Int) {
        released.append(index)
        releasedCollections.append(WeakCollection(collection: collectionNode))
    }

    func feed(ofPage page: Int) -> FeedDataSource {
        if let feed = feeds[page] { return feed }
        let feed = FeedDataSource(page: page, count: items, rowHeight: rowHeight)
        feeds[page] = feed
        return feed
    }

    func delegate(ofPage page: Int) -> RecordingCollectionDelegate {
        if let delegate = delegates[page] { return delegate }
        let delegate = RecordingCollectionDelegate()
        delegates[page] = delegate
        return delegate
    }
}

/// A collection held weakly, to see that nothing keeps it.
@MainActor
struct WeakCollection {
    weak var collection: CollectionNode?
}

@MainActor
enum FeedFixture {
    static let size = Size(width: 800, height: 600)
    nonisolated static let rowHeight = 100.0

    /// Full-width rows 100 px tall without spacing: row k spans k·100..<(k+1)·100, six rows fill
    /// the 600 px screen exactly.
    static let flowRows = FlowLayout(itemSize: .fixed(Size(width: 800, height: rowHeight)), interitemSpacing: 0, lineSpacing: 0)

    /// A pager of `pages` feeds of `items` rows, on page `initialPage`, sized and loaded, on a
    /// manual scheduler (nothing has run yet).
    static func make(
        pages: Int = 10, items: Int = 1_000, initialPage: Int = 5, layout: any CollectionLayout = flowRows,
        keyboardMode: CollectionKeyboardMode = .scroll, size: Size = size,
        rowHeight: @escaping @Sendable (_ row: Int, _ width: Double) -> Double = { _, _ in FeedFixture.rowHeight }
    ) -> FeedDriver {
        let scheduler = ManualWorkScheduler()
        let source = FeedPagerSource(pages: pages, items: items, layout: layout, keyboardMode: keyboardMode, rowHeight: rowHeight)
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler),
                              initialPage: initialPage, wake: {})
        pager.dataSource = source
        pager.setBounds(size, scale: 1, at: 0)
        return FeedDriver(pager: pager, source: source, scheduler: scheduler)
    }

    /// `make(...)`, then everything run and taken until nothing is left: the pager warmed up.
    static func settled(
        pages: Int = 10, items: Int = 1_000, initialPage: Int = 5, layout: any CollectionLayout = flowRows,
        keyboardMode: CollectionKeyboardMode = .scroll,
        rowHeight: @escaping @Sendable (_ row: Int, _ width: Double) -> Double = { _, _ in FeedFixture.rowHeight }
    ) -> FeedDriver {
        let driver = make(pages: pages, items: items, initialPage: initialPage, layout: layout, keyboardMode: keyboardMode,
                          rowHeight: rowHeight)
        driver.settle()
        return driver
    }
}
