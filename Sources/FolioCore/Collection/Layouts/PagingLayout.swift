import Foundation

/// One page per container size along `scrollAxis` (Texture's `ASPagerFlowLayout`): page k at
/// k × (extent + `pageSpacing`), where the extent is the container's width (horizontal) or
/// height (vertical), and every page exactly the container's size. Pages are named by flat index;
/// sections only count them (one section is typical), and there are no headers.
///
/// `prepare` is O(sections) and never asks `itemSizeHint`; frames and `items(in:)` are
/// arithmetic, O(1) and O(k), so a pager of 2^52 pages costs what one of ten does.
///
/// Bad input never traps: a spacing that is negative or not finite counts as zero, and an
/// unusable container (a side zero, negative or not finite) has no frames.
///
/// A plain value: usable on any thread.
public struct PagingLayout: CollectionLayout, Hashable {
    /// The axis pages follow each other along.
    public let scrollAxis: ScrollAxis
    /// The gap between neighbouring pages, logical pixels (repaired to a length).
    public let pageSpacing: Double

    /// The size of all content after the last `prepare`: the pages and the gaps between them
    /// along the axis, the container's extent across it.
    public private(set) var contentSize = Size.zero
    /// The number of pages after the last `prepare`.
    public private(set) var pageCount = 0
    /// The size of every page after the last `prepare` (the container's).
    public private(set) var pageSize = Size.zero

    /// A paging layout, empty until `prepare`.
    public init(scrollAxis: ScrollAxis = .horizontal, pageSpacing: Double = 0) {
        self.scrollAxis = scrollAxis
        self.pageSpacing = CollectionLayoutMath.length(pageSpacing)
    }

    /// The distance from one page's start to the next one's along the axis.
    public var pageStride: Double {
        (scrollAxis == .horizontal ? pageSize.width : pageSize.height) + pageSpacing
    }

    /// Lays out one page per item of `sections` in `containerSize`. O(sections); never calls
    /// `itemSizeHint`.
    public mutating func prepare(
        containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?
    ) {
        guard CollectionLayoutMath.isUsable(containerSize) else {
            pageCount = 0
            pageSize = .zero
            contentSize = .zero
            return
        }
        pageCount = sections.itemCount
        pageSize = containerSize
        let length = pageCount == 0 ? 0 : Double(pageCount) * pageStride - pageSpacing
        contentSize = scrollAxis == .horizontal
            ? Size(width: length, height: containerSize.height)
            : Size(width: containerSize.width, height: length)
    }

    /// The frame of page `index`, or nil when there is no such page. O(1).
    public func frame(ofItem index: Int) -> Rect? {
        guard index >= 0, index < pageCount else { return nil }
        let start = Double(index) * pageStride
        return scrollAxis == .horizontal
            ? Rect(origin: Point(x: start, y: 0), size: pageSize)
            : Rect(origin: Point(x: 0, y: start), size: pageSize)
    }

    /// The pages whose frames intersect `rect`, ascending. O(k). A plain value: usable on any
    /// thread.
    public func items(in rect: Rect) -> [Int] {
        guard pageCount > 0, CollectionLayoutMath.isQueryable(rect) else { return [] }
        let horizontal = scrollAxis == .horizontal
        let (minAlong, maxAlong) = horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        let (minAcross, maxAcross) = horizontal ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let across = horizontal ? pageSize.height : pageSize.width
        guard minAcross < across, maxAcross > 0 else { return [] }
        // One page of slack on each side absorbs rounding; the exact test below decides.
        let pages = 0...(pageCount - 1)
        let first = CollectionLayoutMath.clampedIndex(minAlong / pageStride - 1, in: pages)
        let last = CollectionLayoutMath.clampedIndex(maxAlong / pageStride + 1, in: pages)
        return (first...last).filter { frame(ofItem: $0)?.intersects(rect) == true }
    }
}
