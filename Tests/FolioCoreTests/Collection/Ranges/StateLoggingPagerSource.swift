@testable import FolioCore

/// A pager of `pages` feeds, each a new collection of `items` logging rows (named "page/id") for
/// each visit, on the pager's services. The app's model: it keeps each feed's data source (a
/// collection holds its own weakly). Main thread.
@MainActor
final class StateLoggingPagerSource: PagerCollectionDataSource {
    let pages: Int
    let items: Int
    let log: InterfaceStateLog
    private var feeds: [Int: StateLoggingSource] = [:]

    /// Full-width rows 100 px tall.
    static let rows = FlowLayout(itemSize: .fixed(Size(width: 800, height: 100)), interitemSpacing: 0, lineSpacing: 0)

    init(pages: Int, items: Int, log: InterfaceStateLog) {
        self.pages = pages
        self.items = items
        self.log = log
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { pages }

    func pagerNode(_ pagerNode: PagerNode, collectionNodeForPageAt index: Int) -> CollectionNode {
        let feed = feeds[index] ?? StateLoggingSource(count: items, prefix: "\(index)/", log: log)
        feeds[index] = feed
        let collection = CollectionNode(layout: Self.rows, backend: pagerNode.backend, renderMode: pagerNode.renderMode, wake: {})
        collection.dataSource = feed
        return collection
    }
}
