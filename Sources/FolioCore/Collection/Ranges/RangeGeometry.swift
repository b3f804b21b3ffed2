/// The range maths of a horizontal pager, where one screenful is one page: which pages are
/// visible at a position, and how far each range reaches around them (Texture's
/// `CGRectExpandToRangeWithScrollableDirections`, in pages). Pure functions: usable on any
/// thread.
///
/// Positions are in pages: position 2.25 shows three quarters of page 2 and a quarter of page 3.
/// In circular mode positions are unbounded (−0.25 shows pages N−1 and 0) and ranges wrap
/// modulo the page count; otherwise they are clamped to 0..<pageCount.
public enum RangeGeometry {
    /// The most pages a buffer reaches on one side: 2⁵⁰, past which any range already holds every
    /// page of the largest pager; with page indexes saturated at ±2⁶² (`PageIndex`), widening a
    /// span by it cannot overflow.
    private static let bufferLimit = 0x1p50
    /// From ±2⁵³ on, a `Double` no longer tells neighbouring pages apart, so no page can be said to
    /// be visible there. Every position of the largest pager (2⁵² pages, unwrapped positions of a
    /// circular one included) lies well inside.
    private static let positionLimit = 0x1p53

    /// The visible, display and preload pages at `position`.
    ///
    /// Each range is the visible span widened by its parameters: `leadingBufferScreenfuls`
    /// towards `direction` (forward when `direction` is `.none`) and `trailingBufferScreenfuls`
    /// the other way, each rounded up to whole pages. `display` is then widened to hold the
    /// visible pages and `preload` to hold `display`. A page is listed once even when a
    /// circular range wraps onto itself; a range longer than the pager holds every page.
    ///
    /// For example, at position 4.5 of 10 pages moving forward with display 1/0 and preload
    /// 2/1: visible {4, 5}, display {4, 5, 6}, preload {3, 4, 5, 6, 7}.
    ///
    /// - Parameters:
    ///   - position: The viewport's leading edge, in pages.
    ///   - pageCount: The number of pages; 0 gives empty ranges.
    ///   - isCircular: Whether pages wrap around.
    ///   - display: The display range's parameters in the current mode.
    ///   - preload: The preload range's parameters in the current mode.
    ///   - direction: The scroll direction, which decides where the ranges lead.
    /// - Returns: The ranges; empty if `pageCount` is 0 or less, or `position` is not finite or
    ///   beyond ±2⁵³ (where pages are no longer told apart).
    public static func ranges(
        position: Double,
        pageCount: Int,
        isCircular: Bool,
        display: RangeTuningParameters,
        preload: RangeTuningParameters,
        direction: ScrollDirection
    ) -> ItemRanges {
        guard let span = visibleSpan(position: position, pageCount: pageCount) else { return .empty }
        return ItemRanges(
            visible: pages(in: span, pageCount: pageCount, isCircular: isCircular),
            display: pages(in: expand(span, by: display, direction: direction), pageCount: pageCount, isCircular: isCircular),
            preload: pages(in: expand(span, by: preload, direction: direction), pageCount: pageCount, isCircular: isCircular)
        )
    }

    /// The pages overlapping the viewport at `position`: `floor(position)`, and
    /// `floor(position) + 1` too unless `position` is whole. Clamped or wrapped like `ranges`.
    public static func visiblePages(position: Double, pageCount: Int, isCircular: Bool) -> Set<Int> {
        guard let span = visibleSpan(position: position, pageCount: pageCount) else { return [] }
        return pages(in: span, pageCount: pageCount, isCircular: isCircular)
    }

    /// The pages of one range: the visible span at `position` widened by `parameters`,
    /// leading towards `direction`. See `ranges` for the rules.
    public static func pages(
        position: Double,
        pageCount: Int,
        isCircular: Bool,
        expandedBy parameters: RangeTuningParameters,
        direction: ScrollDirection
    ) -> Set<Int> {
        guard let span = visibleSpan(position: position, pageCount: pageCount) else { return [] }
        return pages(in: expand(span, by: parameters, direction: direction), pageCount: pageCount, isCircular: isCircular)
    }

    /// How far `page` is from `position`, in pages: |page − position|, or in circular mode the
    /// shorter way round (page 0 is 1 page from position 9 of 10). Smaller means more urgent.
    ///
    /// - Returns: The distance, at least 0; infinity if `position` is not finite.
    public static func distance(from position: Double, to page: Int, pageCount: Int, isCircular: Bool) -> Double {
        // The workers serve by the same measure.
        WorkFocus(position: position, pageCount: pageCount, isCircular: isCircular).distance(to: page)
    }

    // MARK: - Spans (unwrapped page numbers)

    /// The unwrapped pages the viewport overlaps, or nil when there is nothing to show.
    private static func visibleSpan(position: Double, pageCount: Int) -> ClosedRange<Int>? {
        guard pageCount > 0, position.isFinite, abs(position) < positionLimit else { return nil }
        let first = PageIndex.whole(position, .down)
        return first...(Double(first) == position ? first : first + 1)
    }

    /// `span` widened by `parameters`, leading towards `direction` (forward when `.none`).
    private static func expand(
        _ span: ClosedRange<Int>,
        by parameters: RangeTuningParameters,
        direction: ScrollDirection
    ) -> ClosedRange<Int> {
        let leading = wholePages(parameters.leadingBufferScreenfuls)
        let trailing = wholePages(parameters.trailingBufferScreenfuls)
        switch direction {
        case .forward, .none: return (span.lowerBound - trailing)...(span.upperBound + leading)
        case .backward: return (span.lowerBound - leading)...(span.upperBound + trailing)
        }
    }

    /// Screenfuls rounded up to whole pages; never negative, and capped at `bufferLimit` so that
    /// widening a span cannot overflow.
    private static func wholePages(_ screenfuls: Double) -> Int {
        guard screenfuls > 0 else { return 0 }  // Also NaN.
        return Int(min(screenfuls.rounded(.up), bufferLimit))
    }

    /// The page indexes of an unwrapped span: clamped to 0..<pageCount, or wrapped modulo it.
    private static func pages(in span: ClosedRange<Int>, pageCount: Int, isCircular: Bool) -> Set<Int> {
        guard isCircular else {
            let first = max(span.lowerBound, 0)
            let last = min(span.upperBound, pageCount - 1)
            return first <= last ? Set(first...last) : []
        }
        if span.upperBound - span.lowerBound + 1 >= pageCount { return Set(0..<pageCount) }
        return Set(span.map { PageIndex.wrapped($0, count: pageCount) })
    }
}
