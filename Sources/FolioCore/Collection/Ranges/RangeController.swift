/// Decides which pages are visible, displayed and preloaded as the pager moves, and reports
/// what changed, like Texture's `ASRangeController`. The maths is `RangeGeometry`'s; this type
/// holds the tuning, the mode and the last ranges, and diffs them.
///
/// A value type owned by the pager and used only on the main thread, where the position
/// changes; it does no work itself. The owner acts on the returned `RangeTransitions` and
/// orders background work by `priority(of:)`.
///
/// The mode is `.minimum` until the user first scrolls, then `.full` for good, unless a mode is
/// forced (`.lowMemory` on memory pressure, `.visibleOnly` while hidden). Unlike Texture, the
/// switch to `.full` happens at once rather than after the pending rendering finishes.
public struct RangeController: Sendable {
    /// The parameters for every mode and range type. A change takes effect at the next update.
    public var tuning: RangeTuning
    /// Whether the user has scrolled yet (which ends `.minimum`).
    public private(set) var hasUserScrolled = false
    /// The mode that overrides `.minimum`/`.full`, if any.
    public private(set) var forcedMode: RangeMode?
    /// The ranges as of the last update; empty before the first.
    public private(set) var ranges = ItemRanges.empty
    /// The position of the last update, in pages.
    public private(set) var position: Double = 0
    /// The page count of the last update.
    public private(set) var pageCount = 0
    /// Whether the last update was circular.
    public private(set) var isCircular = false
    /// The scroll direction of the last update.
    public private(set) var direction = ScrollDirection.none
    /// The owner's scroller position when the direction was last read (`direction(movingTo:)`),
    /// in the scroller's unit.
    var lastScrollPosition: Double = 0

    /// The way the content went since the last call, from the scroller's `position` now (its
    /// own unit: pixels or pages), which the next call compares with. Main thread, each update.
    mutating func direction(movingTo position: Double) -> ScrollDirection {
        defer { lastScrollPosition = position }
        return ScrollDirection(from: lastScrollPosition, to: position)
    }

    /// Creates a controller with no pages in any range, in `.minimum` mode.
    public init(tuning: RangeTuning = .pager) {
        self.tuning = tuning
    }

    /// The mode the next update uses: the forced one, else `.full` once the user has scrolled,
    /// else `.minimum`.
    public var mode: RangeMode {
        forcedMode ?? (hasUserScrolled ? .full : .minimum)
    }

    /// Records that the user scrolled: from the next update on, the mode is `.full`.
    public mutating func userDidScroll() {
        hasUserScrolled = true
    }

    /// Recomputes the ranges for a new position and returns what changed since the last update.
    /// A `direction` other than `.none` counts as the user scrolling.
    ///
    /// - Parameters:
    ///   - position: The viewport's leading edge, in pages (unwrapped when circular).
    ///   - pageCount: The number of pages.
    ///   - isCircular: Whether pages wrap around.
    ///   - direction: Which way the pager is moving.
    /// - Returns: The pages that entered and left each range.
    public mutating func update(position: Double, pageCount: Int, isCircular: Bool, direction: ScrollDirection) -> RangeTransitions {
        if direction != .none { hasUserScrolled = true }
        self.position = position
        self.pageCount = pageCount
        self.isCircular = isCircular
        self.direction = direction
        return recompute()
    }

    /// Takes ranges computed elsewhere (a collection's rects, asked of its layout) and returns
    /// what changed since the last update. A `direction` other than `.none` counts as the user
    /// scrolling.
    public mutating func update(to newRanges: ItemRanges, direction: ScrollDirection) -> RangeTransitions {
        if direction != .none { hasUserScrolled = true }
        self.direction = direction
        let transitions = RangeTransitions(from: ranges, to: newRanges)
        ranges = newRanges
        return transitions
    }

    /// Renames the pages of the ranges after a batch update moved them (`transform` gives a
    /// page's new index, or nil when it is gone), so that the next update compares like with
    /// like: a moved page does not leave and enter again.
    mutating func remapKeys(_ transform: (Int) -> Int?) {
        ranges = ItemRanges(visible: Set(ranges.visible.compactMap(transform)),
                            display: Set(ranges.display.compactMap(transform)),
                            preload: Set(ranges.preload.compactMap(transform)))
    }

    /// Forces `mode` (typically `.lowMemory` under memory pressure or `.visibleOnly` while the
    /// window is hidden), or with nil goes back to `.minimum`/`.full`, and recomputes the ranges
    /// at the last position.
    ///
    /// - Returns: The pages that entered and left each range; under pressure, the pages to free.
    @discardableResult
    public mutating func setForcedMode(_ mode: RangeMode?) -> RangeTransitions {
        forcedMode = mode
        return recompute()
    }

    /// Empties every range, e.g. before the data is reloaded (item indexes change meaning) or when
    /// the pager goes away. The next update starts afresh; the mode is kept.
    ///
    /// - Returns: Every item leaving every range.
    public mutating func removeAllItems() -> RangeTransitions {
        let transitions = RangeTransitions(from: ranges, to: .empty)
        ranges = .empty
        return transitions
    }

    /// How urgent work for `page` is: its distance in pages from the last position, the shorter
    /// way round when circular. Smaller first.
    public func priority(of page: Int) -> Double {
        RangeGeometry.distance(from: position, to: page, pageCount: pageCount, isCircular: isCircular)
    }

    private mutating func recompute() -> RangeTransitions {
        let newRanges = RangeGeometry.ranges(
            position: position, pageCount: pageCount, isCircular: isCircular,
            display: tuning[mode, .display], preload: tuning[mode, .preload], direction: direction
        )
        let transitions = RangeTransitions(from: ranges, to: newRanges)
        ranges = newRanges
        return transitions
    }
}
