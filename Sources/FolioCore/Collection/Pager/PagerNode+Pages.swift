import Foundation

extension PagerNode {
    // MARK: - Pages by index

    // A pager's pages are its items in one section: these name them by page index.

    /// The page showing `node`, or nil for a node that is not one of this pager's pages (or not
    /// made yet). Main thread.
    public func indexOfPage(containing node: CellNode) -> Int? {
        indexPath(for: node)?.item
    }

    /// The node of page `index`, or nil when it has not been made (it is far from the window).
    /// Main thread.
    public func nodeForPage(at index: Int) -> CellNode? {
        nodeForItem(at: IndexPath(item: index, section: 0))
    }

    /// The collection showing page `index`, while the page is near the window (in the pager's
    /// display range); nil otherwise, or when the pager's pages are not collections. Main thread.
    public func collectionNode(forPageAt index: Int) -> CollectionNode? { nestedCollection(ofItem: index) }

    /// The pages whose collections exist now (those near the window), in order. Main thread.
    public var pagesWithCollections: [Int] { itemsWithNestedCollections }

    /// Where page `index`'s collection is scrolled to: its live position while it exists, the
    /// kept one after it was let go, nil for a page never shown. Main thread.
    public func scrollPosition(ofPage index: Int) -> KeptScrollPosition? { nestedScrollPosition(ofItem: index) }

    /// Blocks until the visible pages are laid out and drawn (or `timeout` passes). For the first
    /// frame and tests: it blocks the main thread. Main thread.
    @discardableResult
    public func waitUntilAllUpdatesAreCommitted(timeout: Double = 5) -> Bool {
        updatePipeline()
        return waitUntilVisibleItemsAreDrawn(timeout: timeout)
    }
}
