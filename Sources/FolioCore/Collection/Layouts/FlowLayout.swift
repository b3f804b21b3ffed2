import Foundation

/// A grid (Texture's and UIKit's flow layout): items in lines across the cross axis, lines
/// stacked along the scroll axis, sections stacked one after another. With `.vertical` scrolling
/// a line is a row, filled left to right; with `.horizontal` it is a column, filled top to bottom.
///
/// Each section is its header (when `headerHeight` is above zero: the full cross extent, at the
/// section's start, before its insets), then its insets around its lines. A section without
/// items is its header alone: its insets are skipped, so empty sections take no room unless they
/// have headers. Items in a line start at the leading inset and sit exactly `interitemSpacing`
/// apart (UIKit's justification is not copied, so a short last line lines up with the others);
/// lines sit exactly `lineSpacing` apart.
///
/// Item sizes never come from the app's hints: `prepare` is O(sections) and never asks
/// `itemSizeHint`, so a million items cost what ten do. `frame(ofItem:)` is O(log sections), and
/// `items(in:)` O(log sections + k) by row arithmetic.
///
/// Bad input never traps: spacings and insets that are negative or not finite count as zero, and
/// an unusable container (a side zero, negative or not finite) has no frames at all.
///
/// A plain value: usable on any thread.
public struct FlowLayout: CollectionLayout, Hashable {
    /// The axis the content scrolls along; lines run across it.
    public let scrollAxis: ScrollAxis
    /// How items are sized.
    public let itemSize: ItemSize
    /// The space between neighbouring items in a line, logical pixels (repaired to a length).
    public let interitemSpacing: Double
    /// The space between neighbouring lines, logical pixels (repaired to a length).
    public let lineSpacing: Double
    /// The space around each non-empty section's lines, logical pixels (each edge repaired to a
    /// length), in screen terms whatever the axis.
    public let sectionInsets: EdgeInsets
    /// The extent of each section's header along the scroll axis; 0 for no headers.
    public let headerHeight: Double

    /// The size of all content after the last `prepare`: the container's cross extent by the
    /// sections' total extent.
    public private(set) var contentSize = Size.zero
    /// The number of items in each full line after the last `prepare`; 0 when items cannot be
    /// shown (an unusable container or item size).
    public private(set) var itemsPerLine = 0

    private var sections = SectionItemCounts.empty
    private var crossExtent = 0.0
    private var itemMainLength = 0.0
    private var itemCrossLength = 0.0
    /// `origins[s]` is where section `s` starts along the scroll axis; one more holds the end.
    private var origins: [Double] = [0]
    /// Where section `s`'s first line starts along the scroll axis.
    private var lineStarts: [Double] = []

    /// A flow layout, empty until `prepare`.
    public init(
        scrollAxis: ScrollAxis = .vertical,
        itemSize: ItemSize = .fixed(Size(width: 50, height: 50)),
        interitemSpacing: Double = 10,
        lineSpacing: Double = 10,
        sectionInsets: EdgeInsets = .zero,
        headerHeight: Double = 0
    ) {
        self.scrollAxis = scrollAxis
        self.itemSize = itemSize
        self.interitemSpacing = CollectionLayoutMath.length(interitemSpacing)
        self.lineSpacing = CollectionLayoutMath.length(lineSpacing)
        self.sectionInsets = CollectionLayoutMath.insets(sectionInsets)
        self.headerHeight = CollectionLayoutMath.length(headerHeight)
    }

    /// Lays out `sections` in `containerSize`. O(sections); never calls `itemSizeHint`.
    public mutating func prepare(
        containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?
    ) {
        self.sections = .empty
        contentSize = .zero
        itemsPerLine = 0
        origins = [0]
        lineStarts = []
        guard CollectionLayoutMath.isUsable(containerSize) else { return }
        self.sections = sections
        crossExtent = isVertical ? containerSize.width : containerSize.height
        measureItems()
        var origin = 0.0
        origins.removeAll(keepingCapacity: true)
        origins.reserveCapacity(sections.sectionCount + 1)
        lineStarts.reserveCapacity(sections.sectionCount)
        for count in sections.counts {
            origins.append(origin)
            let afterHeader = origin + headerHeight
            if count > 0, itemsPerLine > 0 {
                let lineStart = afterHeader + mainLeadingInset
                lineStarts.append(lineStart)
                let lastLine = (count - 1) / itemsPerLine
                // The end is computed exactly as the last line's frame is, so no item of the
                // section can reach past it by a rounding.
                let lastEnd = (lineStart + Double(lastLine) * mainStride) + itemMainLength
                origin = lastEnd + mainTrailingInset
            } else {
                lineStarts.append(afterHeader)
                origin = afterHeader
            }
        }
        origins.append(origin)
        contentSize = isVertical
            ? Size(width: containerSize.width, height: origin)
            : Size(width: origin, height: containerSize.height)
    }

    /// The frame of item `index` (flat), or nil when there is no such item or items cannot be
    /// shown. O(log sections).
    public func frame(ofItem index: Int) -> Rect? {
        guard itemsPerLine > 0, index >= 0, index < sections.itemCount else { return nil }
        let section = sections.section(containingFlatIndex: index)
        return frame(local: index - sections.firstFlatIndex(ofSection: section), section: section)
    }

    /// The items whose frames intersect `rect`, ascending. O(log sections + k), plus the
    /// sections the rect spans.
    public func items(in rect: Rect) -> [Int] {
        guard itemsPerLine > 0, CollectionLayoutMath.isQueryable(rect) else { return [] }
        let (minMain, maxMain) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let (minCross, maxCross) = isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        let columns = 0...(itemsPerLine - 1)
        // One column of slack on each side absorbs rounding; the exact test below decides.
        let firstColumn = CollectionLayoutMath.clampedIndex((minCross - crossLeadingInset) / crossStride - 1, in: columns)
        let lastColumn = CollectionLayoutMath.clampedIndex((maxCross - crossLeadingInset) / crossStride + 1, in: columns)
        var found: [Int] = []
        var section = CollectionLayoutMath.partitionPoint(count: sections.sectionCount) { origins[$0 + 1] > minMain }
        while section < sections.sectionCount, origins[section] < maxMain {
            defer { section += 1 }
            let count = sections.counts[section]
            guard count > 0 else { continue }
            let lines = 0...((count - 1) / itemsPerLine)
            let lineStart = lineStarts[section]
            let firstLine = CollectionLayoutMath.clampedIndex((minMain - lineStart) / mainStride - 1, in: lines)
            let lastLine = CollectionLayoutMath.clampedIndex((maxMain - lineStart) / mainStride + 1, in: lines)
            let first = sections.firstFlatIndex(ofSection: section)
            for line in firstLine...lastLine {
                for column in firstColumn...lastColumn {
                    let local = line * itemsPerLine + column
                    guard local < count else { break }
                    if frame(local: local, section: section).intersects(rect) { found.append(first + local) }
                }
            }
        }
        return found
    }

    /// The frame of section `section`'s header, or nil when headers are off or there is no such
    /// section. O(1).
    public func frame(ofHeaderInSection section: Int) -> Rect? {
        guard headerHeight > 0, section >= 0, section < sections.sectionCount else { return nil }
        return rect(main: origins[section], cross: 0, mainLength: headerHeight, crossLength: crossExtent)
    }

    /// The sections whose headers intersect `rect`, ascending. O(log sections + k).
    public func headers(in rect: Rect) -> [Int] {
        guard headerHeight > 0, CollectionLayoutMath.isQueryable(rect) else { return [] }
        let (minMain, maxMain) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var section = CollectionLayoutMath.partitionPoint(count: sections.sectionCount) {
            origins[$0] + headerHeight > minMain
        }
        var found: [Int] = []
        while section < sections.sectionCount, origins[section] < maxMain {
            if frame(ofHeaderInSection: section)?.intersects(rect) == true { found.append(section) }
            section += 1
        }
        return found
    }

    // MARK: - Geometry in scroll-axis terms

    private var isVertical: Bool { scrollAxis == .vertical }
    private var mainLeadingInset: Double { isVertical ? sectionInsets.top : sectionInsets.left }
    private var mainTrailingInset: Double { isVertical ? sectionInsets.bottom : sectionInsets.right }
    private var crossLeadingInset: Double { isVertical ? sectionInsets.left : sectionInsets.top }
    private var crossInsets: Double { isVertical ? sectionInsets.horizontal : sectionInsets.vertical }
    private var mainStride: Double { itemMainLength + lineSpacing }
    private var crossStride: Double { itemCrossLength + interitemSpacing }

    /// Sets the item lengths and `itemsPerLine` for the current cross extent.
    private mutating func measureItems() {
        let available = max(0, crossExtent - crossInsets)
        let perLine = 1...CollectionLayoutMath.maximumItemsPerLine
        switch itemSize {
        case let .fixed(size):
            itemCrossLength = CollectionLayoutMath.length(isVertical ? size.width : size.height)
            itemMainLength = CollectionLayoutMath.length(isVertical ? size.height : size.width)
            guard itemCrossLength > 0 else { return }
            itemsPerLine = CollectionLayoutMath.clampedIndex((available + interitemSpacing) / crossStride, in: perLine)
        case let .columns(minimumWidth, aspectRatio):
            let minimum = minimumWidth.isFinite && minimumWidth >= 1 ? minimumWidth : 1
            let ratio = aspectRatio.isFinite && aspectRatio > 0 ? aspectRatio : 1
            itemsPerLine = CollectionLayoutMath.clampedIndex(
                (available + interitemSpacing) / (minimum + interitemSpacing), in: perLine
            )
            let gaps = Double(itemsPerLine - 1) * interitemSpacing
            itemCrossLength = CollectionLayoutMath.length((available - gaps) / Double(itemsPerLine))
            itemMainLength = CollectionLayoutMath.length(isVertical ? itemCrossLength * ratio : itemCrossLength / ratio)
        }
        if itemCrossLength <= 0 || itemMainLength <= 0 { itemsPerLine = 0 }
    }

    /// The frame of the `local`-th item of `section`, which must exist.
    private func frame(local: Int, section: Int) -> Rect {
        let line = local / itemsPerLine, column = local % itemsPerLine
        return rect(
            main: lineStarts[section] + Double(line) * mainStride,
            cross: crossLeadingInset + Double(column) * crossStride,
            mainLength: itemMainLength,
            crossLength: itemCrossLength
        )
    }

    private func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        isVertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }
}
