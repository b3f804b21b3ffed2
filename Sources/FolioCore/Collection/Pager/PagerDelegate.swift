/// Hears what a pager does: page changes, page appearance, scrolling. Every method has an empty
/// default. A pager delegate is a collection delegate too (selection, activation). Main thread.
@MainActor
public protocol PagerDelegate: CollectionDelegate {
    /// The pager came to rest on a page other than the one it rested on before. Main thread.
    func pagerNode(_ pagerNode: PagerNode, didChangePageTo index: Int, from previousIndex: Int)
    /// Page `index` is about to become visible (its node exists). Main thread.
    func pagerNode(_ pagerNode: PagerNode, willDisplay node: CellNode, at index: Int)
    /// Page `index` is no longer visible. Main thread.
    func pagerNode(_ pagerNode: PagerNode, didEndDisplaying node: CellNode, at index: Int)
    /// The content started moving (a drag, a flick, a key, the wheel). Main thread.
    func pagerNodeWillBeginScrolling(_ pagerNode: PagerNode)
    /// The content came to rest on `index`, possibly the page it left. Main thread.
    func pagerNode(_ pagerNode: PagerNode, didEndScrollingAt index: Int)
    /// The pixel size of what page `index` shows fitted in it (aspect-fit), usually its photo,
    /// for a pager with `isZoomEnabled`: it sets the scale that shows those pixels 1:1, which a
    /// double-click zooms to and `maximumZoomScale` counts in. Nil (the default): the page's own
    /// pixels. Main thread.
    func pagerNode(_ pagerNode: PagerNode, pixelSizeOfZoomableContentAt index: Int) -> Size?
}

extension PagerDelegate {
    public func pagerNode(_ pagerNode: PagerNode, didChangePageTo index: Int, from previousIndex: Int) {}
    public func pagerNode(_ pagerNode: PagerNode, willDisplay node: CellNode, at index: Int) {}
    public func pagerNode(_ pagerNode: PagerNode, didEndDisplaying node: CellNode, at index: Int) {}
    public func pagerNodeWillBeginScrolling(_ pagerNode: PagerNode) {}
    public func pagerNode(_ pagerNode: PagerNode, didEndScrollingAt index: Int) {}
    public func pagerNode(_ pagerNode: PagerNode, pixelSizeOfZoomableContentAt index: Int) -> Size? { nil }
}
