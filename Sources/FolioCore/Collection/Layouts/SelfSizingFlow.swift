import Foundation

/// The frames of a flow layout whose items size themselves (`FlowLayout.ItemSize.selfSizing`):
/// each item is its estimated size until its node is measured on a worker, then its measured
/// size (no longer across than the line); items fill a line from its leading inset,
/// `interitemSpacing` apart, until the next does not fit, and a line is as long as its longest
/// item, lines `lineSpacing` apart. Sections are stacked as in a fixed flow: the header, then,
/// for a section with items, its insets around its lines, then the footer.
///
/// Each section keeps its lines; sections' extents live in a Fenwick tree, so that a section's
/// start, `frame(ofItem:)` and `items(in:)` are O(log n) (+ k answers). A measurement re-flows
/// its own section alone, O(items in the section), and moves the sections after it by one
/// update of the tree: a measurement that changes nothing costs nothing. Every length is rounded
/// to 1/256 logical pixel and capped as `ListLayout`'s are, so that sums are exact and
/// `items(in:)` agrees exactly with `frame(ofItem:)`.
///
/// A plain value: usable on any thread.
struct SelfSizingFlow: Hashable, Sendable {
    let scrollAxis: ScrollAxis
    /// An item's size before it is measured, across the lines and along them.
    private let estimatedCross: Double
    private let estimatedMain: Double
    private let interitemSpacing: Double
    private let lineSpacing: Double
    private let insets: EdgeInsets
    private let headerLength: Double
    private let footerLength: Double

    private var sections = SectionItemCounts.empty
    private var container = Size.zero
    /// Each item's size across and along the lines, and where it starts across, flat.
    private var cross: [Double] = []
    private var main: [Double] = []
    private var crossOffset: [Double] = []
    /// Each section's lines.
    private var lines: [[SelfSizingFlowLine]] = []
    /// Each section's extent along the scroll axis: header, insets and lines.
    private var extents = FenwickTree([])

    /// A self-sizing flow with these measures (already repaired to lengths), empty until
    /// `prepare`.
    init(scrollAxis: ScrollAxis, estimated: Size, interitemSpacing: Double, lineSpacing: Double, insets: EdgeInsets,
         headerLength: Double, footerLength: Double) {
        self.scrollAxis = scrollAxis
        let isVertical = scrollAxis == .vertical
        estimatedCross = ListLayout.exactLength(isVertical ? estimated.width : estimated.height)
        estimatedMain = ListLayout.exactLength(isVertical ? estimated.height : estimated.width)
        self.interitemSpacing = ListLayout.exactLength(interitemSpacing)
        self.lineSpacing = ListLayout.exactLength(lineSpacing)
        self.insets = EdgeInsets(top: ListLayout.exactLength(insets.top), left: ListLayout.exactLength(insets.left),
                                 bottom: ListLayout.exactLength(insets.bottom), right: ListLayout.exactLength(insets.right))
        self.headerLength = ListLayout.exactLength(headerLength)
        self.footerLength = ListLayout.exactLength(footerLength)
    }

    // MARK: - Laying out

    /// Lays out `sections` in `containerSize`, every item at `size(index)` (its estimate, or a
    /// size it kept). O(n).
    mutating func prepare(containerSize: Size, sections: SectionItemCounts, size: (Int) -> (cross: Double, main: Double)?) {
        self.sections = .empty
        container = .zero
        cross = []
        main = []
        crossOffset = []
        lines = []
        extents = FenwickTree([])
        guard CollectionLayoutMath.isUsable(containerSize) else { return }
        self.sections = sections
        container = containerSize
        let count = sections.itemCount
        cross.reserveCapacity(count)
        main.reserveCapacity(count)
        for index in 0..<count {
            let kept = size(index)
            cross.append(min(kept?.cross ?? estimatedCross, availableCross))
            main.append(kept?.main ?? estimatedMain)
        }
        crossOffset = Array(repeating: 0, count: count)
        lines = Array(repeating: [], count: sections.sectionCount)
        var sectionExtents: [Double] = []
        sectionExtents.reserveCapacity(sections.sectionCount)
        for section in 0..<sections.sectionCount { sectionExtents.append(reflow(section)) }
        extents = FenwickTree(sectionExtents)
    }

    /// Lays out `sections` anew, keeping every item's size when the container is the same:
    /// `previousItem` gives each item's flat index before (nil for a new item, which starts at
    /// its estimate). O(n).
    mutating func prepareKeepingSizes(containerSize: Size, sections: SectionItemCounts, previousItem: (Int) -> Int?) {
        let keeps = CollectionLayoutMath.isUsable(containerSize) && containerSize == container
        let (oldCross, oldMain) = (cross, main)
        prepare(containerSize: containerSize, sections: sections) { index in
            guard keeps, let old = previousItem(index), oldCross.indices.contains(old) else { return nil }
            return (oldCross[old], oldMain[old])
        }
    }

    /// Takes the size item `index` measured at; returns whether any frame changed (its section
    /// flows again, and the sections after it move). O(items in its section + log sections).
    mutating func setMeasuredSize(_ size: Size, ofItem index: Int) -> Bool {
        guard index >= 0, index < cross.count else { return false }
        let isVertical = scrollAxis == .vertical
        let (crossLength, mainLength) = isVertical ? (size.width, size.height) : (size.height, size.width)
        guard !crossLength.isNaN, !mainLength.isNaN else { return false }
        let newCross = min(ListLayout.exactLength(crossLength), availableCross), newMain = ListLayout.exactLength(mainLength)
        guard newCross != cross[index] || newMain != main[index] else { return false }
        cross[index] = newCross
        main[index] = newMain
        let section = sections.section(containingFlatIndex: index)
        let old = extents.prefixSum(section + 1) - extents.prefixSum(section)
        extents.add(reflow(section) - old, at: section)
        return true
    }

    // MARK: - Queries

    /// The size of all content: the container's cross extent by the sections' total.
    var contentSize: Size {
        let length = extents.prefixSum(extents.count)
        return scrollAxis == .vertical ? Size(width: container.width, height: length) : Size(width: length, height: container.height)
    }

    /// The sizes item `index` may take: up to a line's length across, anything along.
    func constrainedSize(ofItem index: Int) -> SizeRange {
        guard index >= 0, index < cross.count else { return .exactly(.zero) }
        let max = scrollAxis == .vertical
            ? Size(width: availableCross, height: .infinity) : Size(width: .infinity, height: availableCross)
        return SizeRange(min: .zero, max: max)
    }

    /// The frame of item `index` (flat), or nil. O(log n).
    func frame(ofItem index: Int) -> Rect? {
        guard index >= 0, index < cross.count else { return nil }
        let section = sections.section(containingFlatIndex: index)
        let local = index - sections.firstFlatIndex(ofSection: section)
        let sectionLines = lines[section]
        let line = CollectionLayoutMath.partitionPoint(count: sectionLines.count) { sectionLines[$0].first > local } - 1
        return itemFrame(index, lineStart: extents.prefixSum(section) + sectionLines[line].offset)
    }

    /// The items whose frames intersect `rect`, ascending. O(log n + k), plus the lines met.
    func items(in rect: Rect) -> [Int] {
        guard !cross.isEmpty, CollectionLayoutMath.isQueryable(rect) else { return [] }
        let (minMain, maxMain) = scrollAxis == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var section = min(extents.longestPrefix(notExceeding: minMain), sections.sectionCount - 1)
        var origin = extents.prefixSum(section)
        var found: [Int] = []
        while section < sections.sectionCount, origin < maxMain {
            let sectionLines = lines[section], first = sections.firstFlatIndex(ofSection: section)
            let count = sections.count(ofSection: section)
            var line = CollectionLayoutMath.partitionPoint(count: sectionLines.count) {
                origin + sectionLines[$0].offset + sectionLines[$0].length > minMain
            }
            while line < sectionLines.count, origin + sectionLines[line].offset < maxMain {
                let end = line + 1 < sectionLines.count ? sectionLines[line + 1].first : count
                for local in sectionLines[line].first..<end where itemFrame(first + local, lineStart: origin + sectionLines[line].offset).intersects(rect) {
                    found.append(first + local)
                }
                line += 1
            }
            origin += extent(of: section)
            section += 1
        }
        return found
    }

    /// The frame of section `section`'s header, or nil without headers or such a section.
    /// O(log sections).
    func frame(ofHeaderInSection section: Int) -> Rect? {
        guard headerLength > 0, section >= 0, section < sections.sectionCount else { return nil }
        return rect(main: extents.prefixSum(section), cross: 0, mainLength: headerLength, crossLength: crossExtent)
    }

    /// The sections whose headers intersect `rect`, ascending. O(log sections + k).
    func headers(in rect: Rect) -> [Int] {
        guard headerLength > 0, sections.sectionCount > 0, CollectionLayoutMath.isQueryable(rect) else { return [] }
        let maxMain = scrollAxis == .vertical ? rect.maxY : rect.maxX
        var section = min(extents.longestPrefix(notExceeding: scrollAxis == .vertical ? rect.minY : rect.minX), sections.sectionCount - 1)
        var found: [Int] = []
        while section < sections.sectionCount, let frame = frame(ofHeaderInSection: section),
              (scrollAxis == .vertical ? frame.minY : frame.minX) < maxMain {
            if frame.intersects(rect) { found.append(section) }
            section += 1
        }
        return found
    }

    /// The frame of section `section`'s footer, or nil without footers or such a section.
    /// O(log sections).
    func frame(ofFooterInSection section: Int) -> Rect? {
        guard footerLength > 0, section >= 0, section < sections.sectionCount else { return nil }
        return rect(main: extents.prefixSum(section + 1) - footerLength, cross: 0, mainLength: footerLength, crossLength: crossExtent)
    }

    /// The sections whose footers intersect `rect`, ascending. O(log sections + k).
    func footers(in rect: Rect) -> [Int] {
        guard footerLength > 0, sections.sectionCount > 0, CollectionLayoutMath.isQueryable(rect) else { return [] }
        let (minMain, maxMain) = scrollAxis == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var section = min(extents.longestPrefix(notExceeding: minMain), sections.sectionCount - 1)
        var found: [Int] = []
        while section < sections.sectionCount, extents.prefixSum(section) < maxMain {
            if let frame = frame(ofFooterInSection: section), frame.intersects(rect) { found.append(section) }
            section += 1
        }
        return found
    }

    /// The header of the section at `visibleRect`'s leading edge, pinned there.
    func pinnedHeader(in visibleRect: Rect) -> PinnedHeader? {
        guard headerLength > 0, sections.sectionCount > 0, CollectionLayoutMath.isQueryable(visibleRect) else { return nil }
        let start = scrollAxis == .vertical ? visibleRect.minY : visibleRect.minX
        let section = min(extents.longestPrefix(notExceeding: start), sections.sectionCount - 1)
        guard let header = frame(ofHeaderInSection: section) else { return nil }
        return PinnedHeader.pinning(section: section, header: header, sectionEnd: extents.prefixSum(section + 1),
                                    visibleStart: start, axis: scrollAxis)
    }

    // MARK: - Lines

    private var crossExtent: Double { scrollAxis == .vertical ? container.width : container.height }
    private var crossLeadingInset: Double { scrollAxis == .vertical ? insets.left : insets.top }
    private var availableCross: Double {
        CollectionLayoutMath.length(crossExtent - (scrollAxis == .vertical ? insets.horizontal : insets.vertical))
    }

    private func extent(of section: Int) -> Double {
        extents.prefixSum(section + 1) - extents.prefixSum(section)
    }

    /// Flows `section`'s items into lines, setting where each starts across; returns the
    /// section's extent.
    private mutating func reflow(_ section: Int) -> Double {
        let first = sections.firstFlatIndex(ofSection: section), count = sections.count(ofSection: section)
        let (leading, trailing) = scrollAxis == .vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
        var sectionLines: [SelfSizingFlowLine] = []
        var offset = headerLength
        guard count > 0 else {
            lines[section] = []
            return offset + footerLength
        }
        offset += leading
        var line = SelfSizingFlowLine(first: 0, offset: offset, length: 0)
        var lineEnd = 0.0
        for local in 0..<count {
            let index = first + local
            var start = local == line.first ? 0 : lineEnd + interitemSpacing
            if local > line.first, start + cross[index] > availableCross {
                sectionLines.append(line)
                line = SelfSizingFlowLine(first: local, offset: line.offset + line.length + lineSpacing, length: 0)
                start = 0
            }
            crossOffset[index] = crossLeadingInset + start
            lineEnd = start + cross[index]
            line.length = max(line.length, main[index])
        }
        sectionLines.append(line)
        lines[section] = sectionLines
        return line.offset + line.length + trailing + footerLength
    }

    private func itemFrame(_ index: Int, lineStart: Double) -> Rect {
        rect(main: lineStart, cross: crossOffset[index], mainLength: main[index], crossLength: cross[index])
    }

    private func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        scrollAxis == .vertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }
}
