/// Which items of the ranges may hold what under a memory budget: the pipeline's answer to "how
/// much may the neighbours cost". A plain value: usable on any thread.
///
/// The pages are taken nearest the position first. The visible pages are always granted their
/// bitmap and loaded data, even past the budget (a huge window may need more than the budget,
/// and a page on screen must be drawn). Every other page is granted its bitmap (if it is in the
/// display range) and its data while both fit in what the budget has left; the first page for
/// which they do not is granted its data alone if that fits, and every page beyond it nothing.
/// The budget is thus given up from the far end: the farthest page loses its bitmap, then its
/// data, before any nearer page loses anything. A page denied its grant has no work submitted
/// while it stays denied, so the pipeline does not make what it would only free again.
struct MemoryBudgetPlan: Hashable, Sendable {
    /// Pages that may hold a bitmap: all the visible ones, and display pages that fit.
    let bitmapPages: Set<Int>
    /// Pages that may hold loaded data and have work submitted: a superset of `bitmapPages`.
    let preloadPages: Set<Int>
    /// The pages of `preloadPages`, nearest first: the order to submit their work in.
    let preloadOrder: [Int]
    /// The bytes the granted pages are expected to hold.
    let plannedByteCount: Int

    /// No page granted anything.
    static let empty = MemoryBudgetPlan(pagesNearestFirst: [], ranges: .empty, budget: 0, bitmapBytes: { _ in 0 }, preloadBytes: { _ in 0 })

    /// The grants for `ranges`.
    ///
    /// - Parameters:
    ///   - pagesNearestFirst: The pages of the preload range, nearest the position first.
    ///   - ranges: The current ranges (for which pages are visible and which are displayed).
    ///   - budget: The bytes the pipeline may hold; negative counts as 0.
    ///   - bitmapBytes: The bytes page `p`'s bitmap holds or will hold.
    ///   - preloadBytes: The bytes page `p`'s loaded data holds or is expected to hold.
    init(
        pagesNearestFirst: [Int], ranges: ItemRanges, budget: Int,
        bitmapBytes: (Int) -> Int, preloadBytes: (Int) -> Int
    ) {
        var bitmapPages = Set<Int>(), preloadPages = Set<Int>()
        var order: [Int] = []
        var planned = 0
        var isCut = false
        for page in pagesNearestFirst {
            let bitmap = ranges.display.contains(page) ? max(0, bitmapBytes(page)) : 0
            let data = max(0, preloadBytes(page))
            if ranges.visible.contains(page) {
                bitmapPages.insert(page)
                preloadPages.insert(page)
                order.append(page)
                planned = Self.sum(planned, bitmap, data)
                continue
            }
            guard !isCut else { continue }
            if Self.sum(planned, bitmap, data) <= budget {
                if ranges.display.contains(page) { bitmapPages.insert(page) }
                preloadPages.insert(page)
                order.append(page)
                planned = Self.sum(planned, bitmap, data)
                continue
            }
            isCut = true
            if Self.sum(planned, data) <= budget {
                preloadPages.insert(page)
                order.append(page)
                planned = Self.sum(planned, data)
            }
        }
        self.bitmapPages = bitmapPages
        self.preloadPages = preloadPages
        preloadOrder = order
        plannedByteCount = planned
    }

    /// Byte counts added without overflow: a sum past `Int.max` is over any budget anyway.
    private static func sum(_ values: Int...) -> Int {
        values.reduce(0) { total, value in
            let (result, overflow) = total.addingReportingOverflow(value)
            return overflow ? Int.max : result
        }
    }
}
