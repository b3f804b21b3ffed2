import Foundation

/// A Pinterest-style layout (Texture's CustomCollectionView example): equal-width columns, each
/// item placed in the column that is currently shortest (the leftmost among equals), its width the
/// column's and its height keeping the aspect ratio of the app's `itemSizeHint`. Scrolls
/// vertically.
///
/// There are as many columns as fit at least `minimumColumnWidth` wide with `columnSpacing`
/// between them, and at least one; they stretch to fill the width inside `sectionInsets`. Each
/// section starts below the previous one's tallest column and bottom inset, with its header
/// (when `headerHeight` is above zero: the full width, before the insets) and its top inset; a
/// section without items is its header alone. Each section ends with its footer (when
/// `footerHeight` is above zero: the full width, after the bottom inset). A hint that is nil, or has a side not finite or not
/// above zero, gives a square item.
///
/// An item whose node measured smaller than its slot (its delegate's
/// `collectionNode(_:constrainedSizeForItemAt:)` let it) keeps its size, at the slot's top-left;
/// the slots, and so the columns, do not change. With `pinsHeaders`, the header of the section at
/// the viewport's top stays there until its section's end pushes it off (see `PinnedHeader`).
///
/// Hints come from data (a photo's pixel size), so the aspect ratio they give is bounded: an item
/// is at most `maximumAspectRatio` times as tall as its column is wide, and at least that many
/// times less. A 1×30000 strip is laid out at 1:4 (the cell's image then fills it, cropped), not
/// as an item a million pixels tall; a 30000×1 banner at 4:1, not a sliver under a pixel.
///
/// `prepare` asks each item's hint once and is O(n log columns); frames are kept in flat arrays,
/// and each column keeps its items in order of increasing y, so `frame(ofItem:)` is O(1) and
/// `items(in:)` O(columns · log n + k log k) by a binary search per column.
///
/// Bad input never traps: spacings and insets that are negative or not finite count as zero, a
/// `minimumColumnWidth` below 1 or not finite counts as 1, and an unusable container has no
/// frames. When the insets leave no width, items have no frames and sections keep their headers.
///
/// A plain value: usable on any thread.
public struct MasonryLayout: CollectionLayout, Hashable {
    /// Always `.vertical`.
    public var scrollAxis: ScrollAxis { .vertical }
    /// The most an item's height may be a multiple of its width, and the least its inverse: 4, a
    /// strip one screen tall in a column a quarter of the screen wide. Hints beyond it are laid
    /// out at it.
    public static let maximumAspectRatio = 4.0
    /// The narrowest a column may be, logical pixels.
    public let minimumColumnWidth: Double
    /// The space between neighbouring columns, logical pixels (repaired to a length).
    public let columnSpacing: Double
    /// The space between neighbouring items in a column, logical pixels (repaired to a length).
    public let interitemSpacing: Double
    /// The space around each non-empty section's columns, logical pixels (each edge repaired).
    public let sectionInsets: EdgeInsets
    /// The height of each section's header; 0 for no headers.
    public let headerHeight: Double
    /// The height of each section's footer; 0 for no footers.
    public let footerHeight: Double
    /// Whether the header of the section at the viewport's top stays pinned there.
    public let pinsHeaders: Bool

    /// The size of all content after the last `prepare`.
    public private(set) var contentSize = Size.zero
    /// The number of columns after the last `prepare` (at least 1 once prepared in a usable
    /// container; 0 before).
    public private(set) var numberOfColumns = 0
    /// The width of each column after the last `prepare`; 0 when items cannot be shown.
    public private(set) var columnWidth = 0.0

    private var sections = SectionItemCounts.empty
    private var containerWidth = 0.0
    private var itemY: [Double] = []
    private var itemHeight: [Double] = []
    private var itemColumn: [Int] = []
    /// Per column, its items' flat indexes; y (and so the bottom) increases along each list.
    private var columnItems: [[Int]] = []
    /// `origins[s]` is the top of section `s` (its header's top); one more holds the end.
    private var origins: [Double] = [0]
    /// The items measured smaller than their slots.
    private var sizesWithinSlots = ItemSizesWithinSlots()

    /// A masonry layout, empty until `prepare`.
    public init(
        minimumColumnWidth: Double = 150,
        columnSpacing: Double = 8,
        interitemSpacing: Double = 8,
        sectionInsets: EdgeInsets = .zero,
        headerHeight: Double = 0,
        footerHeight: Double = 0,
        pinsHeaders: Bool = false
    ) {
        self.minimumColumnWidth = minimumColumnWidth.isFinite && minimumColumnWidth >= 1 ? minimumColumnWidth : 1
        self.columnSpacing = CollectionLayoutMath.length(columnSpacing)
        self.interitemSpacing = CollectionLayoutMath.length(interitemSpacing)
        self.sectionInsets = CollectionLayoutMath.insets(sectionInsets)
        self.headerHeight = CollectionLayoutMath.length(headerHeight)
        self.footerHeight = CollectionLayoutMath.length(footerHeight)
        self.pinsHeaders = pinsHeaders
    }

    /// Places every item of `sections` in `containerSize`, asking `itemSizeHint` once per item.
    /// O(n log columns).
    public mutating func prepare(
        containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?
    ) {
        self = MasonryLayout(
            minimumColumnWidth: minimumColumnWidth, columnSpacing: columnSpacing,
            interitemSpacing: interitemSpacing, sectionInsets: sectionInsets, headerHeight: headerHeight,
            footerHeight: footerHeight, pinsHeaders: pinsHeaders
        )
        guard CollectionLayoutMath.isUsable(containerSize) else { return }
        self.sections = sections
        containerWidth = containerSize.width
        let available = max(0, containerWidth - sectionInsets.horizontal)
        numberOfColumns = CollectionLayoutMath.clampedIndex(
            (available + columnSpacing) / (minimumColumnWidth + columnSpacing),
            in: 1...CollectionLayoutMath.maximumItemsPerLine
        )
        columnWidth = CollectionLayoutMath.length(
            (available - Double(numberOfColumns - 1) * columnSpacing) / Double(numberOfColumns)
        )
        let itemCount = columnWidth > 0 ? sections.itemCount : 0
        itemY.reserveCapacity(itemCount)
        itemHeight.reserveCapacity(itemCount)
        itemColumn.reserveCapacity(itemCount)
        columnItems = Array(repeating: [], count: columnWidth > 0 ? numberOfColumns : 0)
        origins.removeAll(keepingCapacity: true)
        origins.reserveCapacity(sections.sectionCount + 1)
        var top = 0.0
        for (section, count) in sections.counts.enumerated() {
            origins.append(top)
            top += headerHeight
            if count > 0, columnWidth > 0 {
                top = placeItems(ofSection: section, count: count, top: top + sectionInsets.top, itemSizeHint: itemSizeHint)
                    + sectionInsets.bottom
            }
            top += footerHeight
        }
        origins.append(top)
        contentSize = Size(width: containerWidth, height: top)
    }

    /// Places the items of `sections`, the sections last prepared with items appended, anew,
    /// keeping the sizes of the items measured smaller than their slots when the container is the
    /// same (their nodes are not measured again). O(n log columns).
    public mutating func prepareAppendingItems(
        containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?
    ) {
        var kept = containerSize.width == containerWidth ? sizesWithinSlots : ItemSizesWithinSlots()
        prepare(containerSize: containerSize, sections: sections, itemSizeHint: itemSizeHint)
        kept.keepItems(below: sections.itemCount)
        sizesWithinSlots = kept
    }

    /// Places every item anew after a batch update, the items measured smaller than their slots
    /// keeping their sizes when the container is the same (their nodes are not measured again).
    /// O(n log columns).
    public mutating func prepareUpdating(
        containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?, previousItem: (Int) -> Int?
    ) {
        let moved = containerSize.width == containerWidth
            ? sizesWithinSlots.followingUpdate(newCount: sections.itemCount, previousItem: previousItem) : ItemSizesWithinSlots()
        prepare(containerSize: containerSize, sections: sections, itemSizeHint: itemSizeHint)
        sizesWithinSlots = moved
    }

    /// The frame of item `index` (flat), or nil when there is no such item or items cannot be
    /// shown: its slot, or its measured size at the slot's top-left. O(1).
    public func frame(ofItem index: Int) -> Rect? {
        slot(ofItem: index).map { sizesWithinSlots.frame(ofItem: index, slot: $0) }
    }

    /// Item `index` may be laid out at exactly its slot's size (its delegate may allow less).
    public func constrainedSize(ofItem index: Int) -> SizeRange {
        .exactly(slot(ofItem: index)?.size ?? .zero)
    }

    /// Takes the size item `index` measured at: smaller than its slot, it shows at that size.
    /// Returns whether its frame changed; no other frame does. O(1).
    public mutating func setMeasuredSize(_ size: Size, ofItem index: Int) -> Bool {
        guard let slot = slot(ofItem: index) else { return false }
        return sizesWithinSlots.take(size, ofItem: index, slot: slot.size)
    }

    /// Where item `index` is placed whatever its size.
    private func slot(ofItem index: Int) -> Rect? {
        guard index >= 0, index < itemY.count else { return nil }
        return Rect(x: columnX(itemColumn[index]), y: itemY[index], width: columnWidth, height: itemHeight[index])
    }

    /// The items whose frames intersect `rect`, ascending. O(columns · log n + k log k).
    public func items(in rect: Rect) -> [Int] {
        guard !itemY.isEmpty, CollectionLayoutMath.isQueryable(rect) else { return [] }
        let columns = 0...(numberOfColumns - 1)
        let stride = columnWidth + columnSpacing
        // One column of slack on each side absorbs rounding; the exact test below decides.
        let firstColumn = CollectionLayoutMath.clampedIndex((rect.minX - sectionInsets.left) / stride - 1, in: columns)
        let lastColumn = CollectionLayoutMath.clampedIndex((rect.maxX - sectionInsets.left) / stride + 1, in: columns)
        var found: [Int] = []
        for column in firstColumn...lastColumn {
            let list = columnItems[column]
            var position = CollectionLayoutMath.partitionPoint(count: list.count) {
                itemY[list[$0]] + itemHeight[list[$0]] > rect.minY
            }
            while position < list.count, itemY[list[position]] < rect.maxY {
                let index = list[position]
                if frame(ofItem: index)?.intersects(rect) == true { found.append(index) }
                position += 1
            }
        }
        found.sort()
        return found
    }

    /// The frame of section `section`'s header, or nil when headers are off or there is no such
    /// section. O(1).
    public func frame(ofHeaderInSection section: Int) -> Rect? {
        guard headerHeight > 0, section >= 0, section < sections.sectionCount else { return nil }
        return Rect(x: 0, y: origins[section], width: containerWidth, height: headerHeight)
    }

    /// The sections whose headers intersect `rect`, ascending. O(log sections + k).
    public func headers(in rect: Rect) -> [Int] {
        guard headerHeight > 0, CollectionLayoutMath.isQueryable(rect) else { return [] }
        var section = CollectionLayoutMath.partitionPoint(count: sections.sectionCount) {
            origins[$0] + headerHeight > rect.minY
        }
        var found: [Int] = []
        while section < sections.sectionCount, origins[section] < rect.maxY {
            if frame(ofHeaderInSection: section)?.intersects(rect) == true { found.append(section) }
            section += 1
        }
        return found
    }

    /// The frame of section `section`'s footer, or nil when footers are off or there is no such
    /// section. O(1).
    public func frame(ofFooterInSection section: Int) -> Rect? {
        guard footerHeight > 0, section >= 0, section < sections.sectionCount else { return nil }
        return Rect(x: 0, y: origins[section + 1] - footerHeight, width: containerWidth, height: footerHeight)
    }

    /// The sections whose footers intersect `rect`, ascending. O(log sections + k).
    public func footers(in rect: Rect) -> [Int] {
        guard footerHeight > 0, CollectionLayoutMath.isQueryable(rect) else { return [] }
        var section = CollectionLayoutMath.partitionPoint(count: sections.sectionCount) { origins[$0 + 1] > rect.minY }
        var found: [Int] = []
        while section < sections.sectionCount, origins[section + 1] - footerHeight < rect.maxY {
            if frame(ofFooterInSection: section)?.intersects(rect) == true { found.append(section) }
            section += 1
        }
        return found
    }

    /// The header of the section at `visibleRect`'s top, pinned there, when headers are pinned.
    /// O(log sections).
    public func pinnedHeader(in visibleRect: Rect) -> PinnedHeader? {
        guard pinsHeaders, headerHeight > 0, sections.sectionCount > 0, CollectionLayoutMath.isQueryable(visibleRect) else { return nil }
        let after = CollectionLayoutMath.partitionPoint(count: sections.sectionCount) { origins[$0] > visibleRect.minY }
        let section = max(0, after - 1)
        guard let header = frame(ofHeaderInSection: section) else { return nil }
        return PinnedHeader.pinning(section: section, header: header, sectionEnd: origins[section + 1],
                                    visibleStart: visibleRect.minY, axis: .vertical)
    }

    // MARK: - Placement

    private func columnX(_ column: Int) -> Double {
        sectionInsets.left + Double(column) * (columnWidth + columnSpacing)
    }

    /// Places `count` items of `section` in the shortest columns from `top`; returns the bottom
    /// of the tallest column.
    private mutating func placeItems(
        ofSection section: Int, count: Int, top: Double, itemSizeHint: (IndexPath) -> Size?
    ) -> Double {
        var heap = MasonryColumnHeap(columns: numberOfColumns, top: top)
        var tallest = top
        for item in 0..<count {
            let height = itemHeight(for: itemSizeHint(IndexPath(item: item, section: section)))
            let (column, y) = heap.shortest
            let bottom = y + height
            columnItems[column].append(itemY.count)
            itemY.append(y)
            itemHeight.append(height)
            itemColumn.append(column)
            tallest = max(tallest, bottom)
            heap.raiseShortest(to: bottom + interitemSpacing)
        }
        return tallest
    }

    /// The column width × the hint's height ÷ width (bounded by `maximumAspectRatio` both ways),
    /// or the column width (square) for a hint that is missing, degenerate or gives a ratio that
    /// is not finite.
    private func itemHeight(for hint: Size?) -> Double {
        guard let hint, hint.width.isFinite, hint.height.isFinite, hint.width > 0, hint.height > 0 else {
            return columnWidth
        }
        let ratio = hint.height / hint.width
        guard ratio.isFinite, ratio > 0 else { return columnWidth }
        return columnWidth * min(max(ratio, 1 / Self.maximumAspectRatio), Self.maximumAspectRatio)
    }
}
