import Foundation

/// A vertical list of full-width rows whose heights are measured on workers (Texture's table-like
/// `ASCollectionNode` with self-sizing cells). Until a row is measured it is `estimatedRowHeight`
/// tall, or the height of the app's `itemSizeHint` when that gives one finite and not negative;
/// the collection lays a row's node out within `constrainedSize(ofItem:)` (the exact row width,
/// any height) and hands the result to `setMeasuredSize(_:ofItem:)`.
///
/// Each section is its header (when `headerHeight` is above zero: the full width; with
/// `measuresHeaders`, `headerHeight` is only its estimate until its node is measured at the full
/// width and any height), then its rows
/// inside `sectionInsets`, `rowSpacing` apart, then its footer (when `footerHeight` is above
/// zero: the full width); a section without rows is its header and footer alone. With
/// `pinsHeaders`, the header of the section at the viewport's top stays there until its
/// section's end pushes it off (see `PinnedHeader`). A row whose node measured narrower than the
/// row width (its delegate's `collectionNode(_:constrainedSizeForItemAt:)` let it) keeps its
/// width, at the row's left.
///
/// Positions live in a Fenwick tree over one slot per section header and one per row, so
/// `frame(ofItem:)`, `items(in:)` and a measurement are all O(log n) (+ k answers), with a million
/// rows; `prepare` is O(n) and asks each row's hint once. The collection keeps visible content
/// still when a row above it changes height by comparing an anchor row's frame before and after
/// a measurement, which this cost makes cheap.
///
/// Every vertical length (row heights, spacing, header and footer heights, insets) is rounded
/// to 1/256 logical pixel and capped at `maximumLength`, so that sums of them are exact: a row's
/// position is the same number whichever way it is computed, and `items(in:)` agrees exactly with
/// `frame(ofItem:)`. (Exactness holds while the content is shorter than 2^45 logical pixels.)
///
/// `prepare` starts every row from its estimate again: a new container width or new data makes
/// old measurements stale, and the collection measures rows anew (it may hand back sizes it still
/// trusts). Rows only appended (a feed's next page) keep them: see `prepareAppendingItems`. Bad input never traps: lengths that are negative or not finite count as zero, a
/// measured height that is `NaN` is ignored, and an unusable container has no frames.
///
/// A plain value: usable on any thread.
public struct ListLayout: CollectionLayout, Hashable {
    /// The tallest any row, header, inset or spacing may be, logical pixels (2^24).
    public static let maximumLength = 16_777_216.0

    /// Always `.vertical`.
    public var scrollAxis: ScrollAxis { .vertical }
    /// The height of a row before it is measured, when its hint gives none.
    public let estimatedRowHeight: Double
    /// The space between neighbouring rows of a section.
    public let rowSpacing: Double
    /// The space around each non-empty section's rows (each edge repaired to a length).
    public let sectionInsets: EdgeInsets
    /// The height of each section's header (with `measuresHeaders`, until it is measured); 0
    /// for no headers.
    public let headerHeight: Double
    /// The height of each section's footer; 0 for no footers.
    public let footerHeight: Double
    /// Whether the header of the section at the viewport's top stays pinned there.
    public let pinsHeaders: Bool
    /// Whether each header's node is measured at the full width and any height, `headerHeight`
    /// being its height until then (see `setMeasuredSize(_:ofHeaderInSection:)`).
    public let measuresHeaders: Bool

    private var sections = SectionItemCounts.empty
    private var containerWidth = 0.0
    /// The current height of each row, flat.
    private var heights: [Double] = []
    /// The current height of each section's header: `headerHeight`, or what it measured at.
    private var headerHeights: [Double] = []
    /// One slot per header (its height and, for a non-empty section, the top inset, else the
    /// footer) then one per row of its section (its height and the spacing after it, or for the
    /// last the bottom inset and the footer).
    private var slots = FenwickTree([])
    /// The rows measured narrower than the row width.
    private var sizesWithinSlots = ItemSizesWithinSlots()

    /// A list layout, empty until `prepare`.
    public init(
        estimatedRowHeight: Double = 44,
        rowSpacing: Double = 0,
        sectionInsets: EdgeInsets = .zero,
        headerHeight: Double = 0,
        footerHeight: Double = 0,
        pinsHeaders: Bool = false,
        measuresHeaders: Bool = false
    ) {
        let insets = CollectionLayoutMath.insets(sectionInsets)
        self.estimatedRowHeight = Self.exactLength(estimatedRowHeight)
        self.rowSpacing = Self.exactLength(rowSpacing)
        self.sectionInsets = EdgeInsets(
            top: Self.exactLength(insets.top), left: insets.left,
            bottom: Self.exactLength(insets.bottom), right: insets.right
        )
        self.headerHeight = Self.exactLength(headerHeight)
        self.footerHeight = Self.exactLength(footerHeight)
        self.pinsHeaders = pinsHeaders
        self.measuresHeaders = measuresHeaders
    }

    /// The size of all content: the container's width by every slot's height. O(log n).
    public var contentSize: Size {
        Size(width: containerWidth, height: slots.prefixSum(slots.count))
    }

    /// The width of every row after the last `prepare`: the container's width less the left and
    /// right insets, never negative.
    public var rowWidth: Double {
        CollectionLayoutMath.length(containerWidth - sectionInsets.horizontal)
    }

    /// Lays out `sections` in `containerSize` with every row at its estimate, asking
    /// `itemSizeHint` once per row. O(n).
    public mutating func prepare(
        containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?
    ) {
        self.sections = .empty
        containerWidth = 0
        heights = []
        headerHeights = []
        slots = FenwickTree([])
        sizesWithinSlots.removeAll()
        guard CollectionLayoutMath.isUsable(containerSize) else { return }
        self.sections = sections
        containerWidth = containerSize.width
        headerHeights = Array(repeating: headerHeight, count: sections.sectionCount)
        heights.reserveCapacity(sections.itemCount)
        var weights: [Double] = []
        weights.reserveCapacity(sections.itemCount + sections.sectionCount)
        for (section, count) in sections.counts.enumerated() {
            weights.append(headerWeight(ofSection: section, count: count))
            for item in 0..<count {
                let height = rowHeight(hint: itemSizeHint(IndexPath(item: item, section: section)))
                heights.append(height)
                weights.append(height + (item == count - 1 ? lastRowTrailing : rowSpacing))
            }
        }
        slots = FenwickTree(weights)
    }

    /// Always true: `prepareAppendingItems` places the new rows alone.
    public var appendsInPlace: Bool { true }

    /// Lays out `sections`, the sections last prepared with rows appended (see the protocol),
    /// keeping every measured height: only the new rows start at their estimates (asking
    /// `itemSizeHint` for them alone), and the Fenwick tree grows in place. O((k + e) log n) for
    /// k new rows and e empty sections after the first that grew; the same sections again cost
    /// nothing. A different container width, or sections that are not such an append, prepare
    /// anew.
    public mutating func prepareAppendingItems(
        containerSize: Size, sections newSections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?
    ) {
        let old = sections
        let sameWidth = CollectionLayoutMath.isUsable(containerSize) && containerSize.width == containerWidth
        if sameWidth, newSections == old, old.sectionCount > 0 { return }
        guard sameWidth, let first = Self.firstAppendedSection(from: old, to: newSections) else {
            prepare(containerSize: containerSize, sections: newSections, itemSizeHint: itemSizeHint)
            return
        }
        // The sections after `first` were empty: their slots are headers alone, at the end.
        slots.removeLast(old.sectionCount - first - 1)
        let oldCount = old.count(ofSection: first)
        if oldCount == 0, newSections.count(ofSection: first) > 0 {
            slots.add(sectionInsets.top - footerHeight, at: headerSlot(ofSection: first))
        } else if oldCount > 0, newSections.count(ofSection: first) > oldCount {
            // The old last row is followed by a row now, not by the section's bottom inset.
            slots.add(rowSpacing - lastRowTrailing, at: old.firstFlatIndex(ofSection: first + 1) - 1 + first + 1)
        }
        sections = newSections
        for section in first..<newSections.sectionCount {
            let count = newSections.count(ofSection: section)
            if section > first { slots.append(headerWeight(ofSection: section, count: count)) }
            for item in (section == first ? oldCount : 0)..<count {
                let height = rowHeight(hint: itemSizeHint(IndexPath(item: item, section: section)))
                heights.append(height)
                slots.append(height + (item == count - 1 ? lastRowTrailing : rowSpacing))
            }
        }
    }

    /// Lays out `sections` after a batch update, each surviving row at the height it had (its
    /// measurement, or its estimate), new rows at their hints or the estimate. O(n log c) for c
    /// changes. Main thread, when a batch update is applied.
    public mutating func prepareUpdating(
        containerSize: Size, sections newSections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?,
        previousItem: (Int) -> Int?
    ) {
        let oldHeights = heights
        // Rows narrower than the row width keep their widths in the same container: their nodes
        // are not measured again after an update.
        let movedSizes = CollectionLayoutMath.isUsable(containerSize) && containerSize.width == containerWidth
            ? sizesWithinSlots.followingUpdate(newCount: newSections.itemCount, previousItem: previousItem) : nil
        defer { if let movedSizes { sizesWithinSlots = movedSizes } }
        prepare(containerSize: containerSize, sections: newSections) { indexPath in
            if let index = newSections.flatIndex(of: indexPath), let old = previousItem(index), oldHeights.indices.contains(old) {
                return Size(width: 0, height: oldHeights[old])
            }
            return itemSizeHint(indexPath)
        }
    }

    /// `prepareUpdating(containerSize:sections:itemSizeHint:previousItem:)`, with each measured
    /// header that survives `edits` in the same container keeping its height (a new or moved
    /// section's header starts at the estimate). O(n log c + sections). Main thread, when a batch
    /// update is applied (any thread on a copy: a move's preview).
    public mutating func prepareUpdating(
        containerSize: Size, sections newSections: SectionItemCounts, edits: SectionEdits, itemSizeHint: (IndexPath) -> Size?,
        previousItem: (Int) -> Int?
    ) {
        let sameWidth = CollectionLayoutMath.isUsable(containerSize) && containerSize.width == containerWidth
        let kept = measuresHeaders && sameWidth ? Self.headerHeights(headerHeights, following: edits, estimate: headerHeight) : nil
        prepareUpdating(containerSize: containerSize, sections: newSections, itemSizeHint: itemSizeHint, previousItem: previousItem)
        guard let kept, kept.count == headerHeights.count else { return }
        for (section, height) in kept.enumerated() where height != headerHeights[section] {
            slots.add(height - headerHeights[section], at: headerSlot(ofSection: section))
            headerHeights[section] = height
        }
    }

    /// `old` (a height per section's header) after `edits`: removed sections' heights gone,
    /// inserted ones at `estimate`; nil when the edits do not fit `old`.
    private static func headerHeights(_ old: [Double], following edits: SectionEdits, estimate: Double) -> [Double]? {
        let removed = Set(edits.removedSections), inserted = Set(edits.insertedSections)
        var survivors = old.indices.lazy.filter { !removed.contains($0) }.map { old[$0] }.makeIterator()
        var heights: [Double] = []
        for section in 0..<edits.sectionCount(after: old.count) {
            if inserted.contains(section) {
                heights.append(estimate)
            } else {
                guard let height = survivors.next() else { return nil }
                heights.append(height)
            }
        }
        return survivors.next() == nil ? heights : nil
    }

    /// The first section of `new` with more rows than in `old`, when `new` only appends rows to
    /// `old` without moving any (every section that grew is followed in `old` by empty ones
    /// alone); nil otherwise, or when nothing grew.
    private static func firstAppendedSection(from old: SectionItemCounts, to new: SectionItemCounts) -> Int? {
        guard old.sectionCount > 0, new.sectionCount == old.sectionCount else { return nil }
        let oldCounts = old.counts, newCounts = new.counts
        guard let first = oldCounts.indices.first(where: { oldCounts[$0] != newCounts[$0] }) else { return nil }
        for section in first..<old.sectionCount {
            guard newCounts[section] >= oldCounts[section], section == first || oldCounts[section] == 0 else { return nil }
        }
        return first
    }

    /// The frame of row `index` (flat), or nil when there is no such row. O(log n).
    public func frame(ofItem index: Int) -> Rect? {
        guard index >= 0, index < heights.count else { return nil }
        let section = sections.section(containingFlatIndex: index)
        let y = slots.prefixSum(index + section + 1)
        return sizesWithinSlots.frame(ofItem: index, slot: Rect(x: sectionInsets.left, y: y, width: rowWidth, height: heights[index]))
    }

    /// The rows whose frames intersect `rect`, ascending. O(log n + k), plus the empty sections
    /// the rect spans.
    public func items(in rect: Rect) -> [Int] {
        guard !heights.isEmpty, rowWidth > 0, CollectionLayoutMath.isQueryable(rect),
              sectionInsets.left < rect.maxX, rect.minX < sectionInsets.left + rowWidth else { return [] }
        var slot = slots.longestPrefix(notExceeding: rect.minY)
        guard slot < slots.count else { return [] }
        var section = self.section(ofSlot: slot)
        // Sums are exact (see the type's comment), so walking on from one prefix sum meets every
        // row at exactly the y `frame(ofItem:)` gives it.
        var y = slots.prefixSum(slot)
        var found: [Int] = []
        while slot < slots.count, y < rect.maxY {
            if slot == headerSlot(ofSection: section) {
                y += headerWeight(ofSection: section, count: sections.count(ofSection: section))
            } else {
                let index = slot - section - 1
                let height = heights[index]
                let slot = Rect(x: sectionInsets.left, y: y, width: rowWidth, height: height)
                if height > 0, y + height > rect.minY, sizesWithinSlots.frame(ofItem: index, slot: slot).intersects(rect) {
                    found.append(index)
                }
                let isLast = index == sections.firstFlatIndex(ofSection: section + 1) - 1
                y += height + (isLast ? lastRowTrailing : rowSpacing)
            }
            slot += 1
            if section + 1 < sections.sectionCount, slot == headerSlot(ofSection: section + 1) { section += 1 }
        }
        return found
    }

    /// The frame of section `section`'s header, or nil when headers are off or there is no such
    /// section. O(log n).
    public func frame(ofHeaderInSection section: Int) -> Rect? {
        guard headerHeight > 0, section >= 0, section < sections.sectionCount else { return nil }
        let y = slots.prefixSum(headerSlot(ofSection: section))
        return Rect(x: 0, y: y, width: containerWidth, height: headerHeights[section])
    }

    /// With `measuresHeaders`, section `section`'s header may be laid out at exactly the
    /// container's width and any height; nil when headers are fixed or there is no such section.
    public func constrainedSize(ofHeaderInSection section: Int) -> SizeRange? {
        guard measuresHeaders, headerHeight > 0, section >= 0, section < sections.sectionCount else { return nil }
        return SizeRange(min: Size(width: containerWidth, height: 0), max: Size(width: containerWidth, height: .infinity))
    }

    /// With `measuresHeaders`, takes the height section `section`'s header measured at (rounded
    /// and capped as the type describes; `NaN` is ignored); returns whether its frame, and so
    /// everything after it, moved. O(log n).
    public mutating func setMeasuredSize(_ size: Size, ofHeaderInSection section: Int) -> Bool {
        guard measuresHeaders, headerHeight > 0, section >= 0, section < sections.sectionCount, !size.height.isNaN else { return false }
        let height = Self.exactLength(size.height)
        let old = headerHeights[section]
        guard height != old else { return false }
        headerHeights[section] = height
        slots.add(height - old, at: headerSlot(ofSection: section))
        return true
    }

    /// The sections whose headers intersect `rect`, ascending. O((k + 1) log n).
    public func headers(in rect: Rect) -> [Int] {
        guard headerHeight > 0, sections.sectionCount > 0, CollectionLayoutMath.isQueryable(rect) else { return [] }
        let slot = min(slots.longestPrefix(notExceeding: rect.minY), slots.count - 1)
        var section = self.section(ofSlot: slot)
        var found: [Int] = []
        while section < sections.sectionCount, let frame = frame(ofHeaderInSection: section), frame.minY < rect.maxY {
            if frame.intersects(rect) { found.append(section) }
            section += 1
        }
        return found
    }

    /// Row `index` may be laid out at exactly the row width and any height.
    public func constrainedSize(ofItem index: Int) -> SizeRange {
        guard index >= 0, index < heights.count else { return .exactly(.zero) }
        return SizeRange(min: Size(width: rowWidth, height: 0), max: Size(width: rowWidth, height: .infinity))
    }

    /// Takes the height row `index` measured at (rounded and capped as the type describes; a
    /// `NaN` height is ignored), and its width when narrower than the row width; returns whether
    /// its frame, and so (for its height) those after it, changed. O(log n).
    public mutating func setMeasuredSize(_ size: Size, ofItem index: Int) -> Bool {
        guard index >= 0, index < heights.count, !size.height.isNaN else { return false }
        let height = Self.exactLength(size.height)
        let old = heights[index]
        let narrowed = sizesWithinSlots.take(Size(width: size.width, height: height), ofItem: index,
                                             slot: Size(width: rowWidth, height: height))
        guard height != old else { return narrowed }
        heights[index] = height
        slots.add(height - old, at: index + sections.section(containingFlatIndex: index) + 1)
        return true
    }

    /// The frame of section `section`'s footer, or nil when footers are off or there is no such
    /// section. O(log n).
    public func frame(ofFooterInSection section: Int) -> Rect? {
        guard footerHeight > 0, section >= 0, section < sections.sectionCount else { return nil }
        return Rect(x: 0, y: sectionEnd(section) - footerHeight, width: containerWidth, height: footerHeight)
    }

    /// The sections whose footers intersect `rect`, ascending. O((k + 1) log n).
    public func footers(in rect: Rect) -> [Int] {
        guard footerHeight > 0, sections.sectionCount > 0, CollectionLayoutMath.isQueryable(rect), slots.count > 0 else { return [] }
        var section = self.section(ofSlot: min(slots.longestPrefix(notExceeding: rect.minY), slots.count - 1))
        var found: [Int] = []
        while section < sections.sectionCount, slots.prefixSum(headerSlot(ofSection: section)) < rect.maxY {
            if let frame = frame(ofFooterInSection: section), frame.intersects(rect) { found.append(section) }
            section += 1
        }
        return found
    }

    /// Where section `section` ends: where the next one's header starts, or the content's end.
    private func sectionEnd(_ section: Int) -> Double {
        section + 1 < sections.sectionCount ? slots.prefixSum(headerSlot(ofSection: section + 1)) : contentSize.height
    }

    /// The header of the section at `visibleRect`'s top, pinned there, when headers are pinned.
    /// O(log n).
    public func pinnedHeader(in visibleRect: Rect) -> PinnedHeader? {
        guard pinsHeaders, headerHeight > 0, sections.sectionCount > 0, CollectionLayoutMath.isQueryable(visibleRect),
              slots.count > 0 else { return nil }
        let section = self.section(ofSlot: min(slots.longestPrefix(notExceeding: visibleRect.minY), slots.count - 1))
        guard let header = frame(ofHeaderInSection: section) else { return nil }
        return PinnedHeader.pinning(section: section, header: header, sectionEnd: sectionEnd(section), visibleStart: visibleRect.minY, axis: .vertical)
    }

    /// A row's height before it is measured: its hint's, when finite and not negative, else the
    /// estimate.
    private func rowHeight(hint: Size?) -> Double {
        hint.flatMap { $0.height.isFinite && $0.height >= 0 ? Self.exactLength($0.height) : nil } ?? estimatedRowHeight
    }

    // MARK: - Slots

    private func headerSlot(ofSection section: Int) -> Int {
        sections.firstFlatIndex(ofSection: section) + section
    }

    private func headerWeight(ofSection section: Int, count: Int) -> Double {
        headerHeights[section] + (count > 0 ? sectionInsets.top : footerHeight)
    }

    /// What follows a section's last row: the bottom inset, then the footer.
    private var lastRowTrailing: Double {
        sectionInsets.bottom + footerHeight
    }

    /// The section whose header or row occupies `slot` (which must be in 0..<slots.count).
    private func section(ofSlot slot: Int) -> Int {
        CollectionLayoutMath.partitionPoint(count: sections.sectionCount) { headerSlot(ofSection: $0) > slot } - 1
    }

    /// `value` as a length, capped at `maximumLength` and rounded to 1/256, so sums are exact.
    static func exactLength(_ value: Double) -> Double {
        let length = value == .infinity ? maximumLength : min(CollectionLayoutMath.length(value), maximumLength)
        return (length * 256).rounded() / 256
    }
}
