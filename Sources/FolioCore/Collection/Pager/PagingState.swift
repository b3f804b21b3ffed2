/// Where a collection that pages is, for what is drawn over it (a page indicator, the debug
/// overlay): a collection's `pagingState`, nil when it scrolls freely. Any thread.
public struct PagingState: Hashable, Sendable {
    /// The page the collection is on (while animating, the page it goes to). Any thread.
    public var currentPage: Int
    /// The number of pages. Any thread.
    public var pageCount: Int
    /// The position, in pages: fractional between pages, as the pages move. Any thread.
    public var position: Double
    /// Whether paging wraps around from the last page to the first. Any thread.
    public var isCircular: Bool

    /// A paging state with these values (the pager makes its own; this is for chromes' tests).
    /// Any thread.
    public init(currentPage: Int, pageCount: Int, position: Double, isCircular: Bool) {
        self.currentPage = currentPage
        self.pageCount = pageCount
        self.position = position
        self.isCircular = isCircular
    }
}
