import Foundation

/// A grid (Texture's and UIKit's flow layout): items in lines across the cross axis, lines
/// stacked along the scroll axis, sections stacked one after another. With `.vertical` scrolling
/// a line is a row, filled left to right; with `.horizontal` it is a column, filled top to bottom.
///
/// Each section is its header (when `headerHeight` is above zero: the full cross extent, at the
/// section's start; its footer likewise, `footerHeight` long, at its end, after its insets)
/// section's start, before its insets), then its insets around its lines. A section without
/// items is its header alone: its insets are skipped, so empty sections take no room unless they
/// have headers. Items in a line start at the leading inset and sit exactly `interitemSpacing`
/// apart (UIKit's justification is not copied, so a short last line lines up with the others);
/// lines sit exactly `lineSpacing` apart.
///
/// With `measuresHeaders` (fixed and column item sizes), each header's node is measured at the
/// full cross extent and any length along the scroll axis, `headerHeight` being its length until
/// then; a measurement moves every later section (O(log sections)).
///
/// An item whose node measured smaller than its slot (its delegate's
/// `collectionNode(_:constrainedSizeForItemAt:)` let it) keeps its size, at the slot's leading
/// corner; the slots, and so the lines, do not change. With `pinsHeaders`, the header of the
/// section at the viewport's leading edge stays there until its section's end pushes it off (see
/// `PinnedHeader`).
///
/// With `.selfSizing` items, each item is its estimate until its node is measured, then its own
/// size, and lines hold as many items as fit (see `SelfSizingFlow`); a measurement re-flows its
/// section, and the collection keeps what is on screen in place.
///
/// Fixed and column item sizes never come from the app's hints: `prepare` is O(sections) and
/// never asks `itemSizeHint`, so a million items cost what ten do. `frame(ofItem:)` is
/// O(log sections), and `items(in:)` O(log sections + k) by row arithmetic.
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
    /// The extent of each section's footer along the scroll axis; 0 for no footers.
    public let footerHeight: Double
    /// Whether the header of the section at the viewport's leading edge stays pinned there.
    public let pinsHeaders: Bool
    /// Whether each header's node is measured along the scroll axis, `headerHeight` being its
    /// length until then; ignored with self-sizing items.
    public let measuresHeaders: Bool

    /// The size of all content after the last `prepare`: the container's cross extent by the
    /// sections' total extent.
    public private(set) var contentSize = Size.zero
    /// The number of items in each full line after the last `prepare`; 0 when items cannot be
    /// shown (an unusable container or item size) or size themselves (lines then differ).
    public private(set) var itemsPerLine = 0

    private var crossExtent = 0.0
    private var itemMainLength = 0.0
    private var itemCrossLength = 0.0
    /// The container last prepared for; zero when it was unusable.
    private var container = Size.zero
    /// Each section's items and lines, with running sums: where a section starts is a function
    /// of the sums before it (see `origin(after:)`), so an update's edits move every later
    /// section without touching it.
    private var sectionTree = SectionTree<FlowSectionSummary>()
    /// The items measured smaller than their slots.
    private var sizesWithinSlots = ItemSizesWithinSlots()
    /// The frames of self-sizing items; nil for fixed and column sizes.
    private var selfSizing: SelfSizingFlow?

    /// A flow layout, empty until `prepare`.
    public init(
        scrollAxis: ScrollAxis = .vertical,
        itemSize: ItemSize = .fixed(Size(width: 50, height: 50)),
        interitemSpacing: Double = 10,
        lineSpacing: Double = 10,
        sectionInsets: EdgeInsets = .zero,
        headerHeight: Double = 0,
        footerHeight: Double = 0,
        pinsHeaders: Bool = false,
        measuresHeaders: Bool = false
    ) {
        self.scrollAxis = scrollAxis
        self.itemSize = itemSize
        self.interitemSpacing = CollectionLayoutMath.length(interitemSpacing)
        self.lineSpacing = CollectionLayoutMath.length(lineSpacing)
        self.sectionInsets = CollectionLayoutMath.insets(sectionInsets)
        self.headerHeight = CollectionLayoutMath.length(headerHeight)
        self.footerHeight = CollectionLayoutMath.length(footerHeight)
        self.pinsHeaders = pinsHeaders
        self.measuresHeaders = measuresHeaders
        if case let .selfSizing(estimated) = itemSize {
            selfSizing = SelfSizingFlow(scrollAxis: scrollAxis, estimated: estimated, interitemSpacing: self.interitemSpacing,
                                        lineSpacing: self.lineSpacing, insets: self.sectionInsets, headerLength: self.headerHeight,
                                        footerLength: self.footerHeight)
        }
    }

    /// Lays out `sections` in `containerSize`. O(sections), or O(n) with self-sizing items;
    /// never calls `itemSizeHint`.
    public mutating func prepare(
        containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?
    ) {
        if selfSizing != nil {
            updateSelfSizing { $0.prepare(containerSize: containerSize, sections: sections) { _ in nil } }
            return
        }
        sectionTree = SectionTree()
        sizesWithinSlots.removeAll()
        contentSize = .zero
        itemsPerLine = 0
        container = .zero
        guard CollectionLayoutMath.isUsable(containerSize) else { return }
        container = containerSize
        crossExtent = isVertical ? containerSize.width : containerSize.height
        measureItems()
        sectionTree = SectionTree(sections.counts.map { summary(ofSectionWith: $0) })
        updateContentSize()
    }

    /// Lays out `sections` after a batch update by following `edits` from the sections last
    /// prepared: O(changes · log sections) when the container is the one last prepared for,
    /// else (or when the edits do not lead to `sections`) a whole `prepare`. Never calls
    /// `itemSizeHint`. Items measured smaller than their slots keep their sizes in the same
    /// container (O(n) then: their nodes are not measured again after an update).
    public mutating func prepareUpdating(
        containerSize: Size, sections: SectionItemCounts, edits: SectionEdits, itemSizeHint: (IndexPath) -> Size?,
        previousItem: (Int) -> Int?
    ) {
        if selfSizing != nil {
            updateSelfSizing { $0.prepareKeepingSizes(containerSize: containerSize, sections: sections, previousItem: previousItem) }
            return
        }
        let movedSizes = containerSize == container
            ? sizesWithinSlots.followingUpdate(newCount: sections.itemCount, previousItem: previousItem) : nil
        defer { if let movedSizes { sizesWithinSlots = movedSizes } }
        let oldCount = sectionTree.count, newCount = sections.sectionCount
        guard CollectionLayoutMath.isUsable(containerSize), containerSize == container,
              edits.sectionCount(after: oldCount) == newCount,
              edits.removedSections.allSatisfy({ (0..<oldCount).contains($0) }),
              edits.insertedSections.allSatisfy({ (0..<newCount).contains($0) }),
              edits.recountedSections.allSatisfy({ (0..<newCount).contains($0) }) else {
            prepare(containerSize: containerSize, sections: sections, itemSizeHint: itemSizeHint)
            return
        }
        for section in edits.removedSections.reversed() { sectionTree.remove(at: section) }
        for section in edits.insertedSections {
            sectionTree.insert(summary(ofSectionWith: sections.count(ofSection: section)), at: section)
        }
        for section in edits.recountedSections {
            sectionTree.replace(at: section, with: summary(ofSectionWith: sections.count(ofSection: section), keepingHeaderOf: sectionTree[section]))
        }
        // Edits that do not lead to these counts (a caller's mistake) cost a whole layout, never a
        // wrong one.
        guard sectionTree.total.items == sections.itemCount else {
            prepare(containerSize: containerSize, sections: sections, itemSizeHint: itemSizeHint)
            return
        }
        updateContentSize()
    }

    /// Lays out `sections`, the sections last prepared with items appended: anew, keeping the
    /// sizes of the items measured smaller than their slots when the container is the same
    /// (their nodes are not measured again). O(sections).
    public mutating func prepareAppendingItems(
        containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?
    ) {
        if selfSizing != nil {
            // Appending moves no item: each keeps its own index.
            updateSelfSizing { flow in flow.prepareKeepingSizes(containerSize: containerSize, sections: sections) { $0 } }
            return
        }
        var kept = containerSize == container ? sizesWithinSlots : ItemSizesWithinSlots()
        let old = containerSize == container && measuresHeaders && sectionTree.total.measuredHeaders > 0
            ? (0..<sectionTree.count).map { sectionTree[$0] } : []
        prepare(containerSize: containerSize, sections: sections, itemSizeHint: itemSizeHint)
        kept.keepItems(below: sections.itemCount)
        sizesWithinSlots = kept
        // Measured headers keep their lengths: their nodes are not measured again.
        guard !old.isEmpty else { return }
        for (section, entry) in old.enumerated() where section < sectionTree.count && entry.measuredHeaders > 0 {
            sectionTree.replace(at: section, with: summary(ofSectionWith: sections.count(ofSection: section), keepingHeaderOf: entry))
        }
        updateContentSize()
    }

    /// The frame of item `index` (flat), or nil when there is no such item or items cannot be
    /// shown: its slot, or its measured size at the slot's corner. O(log sections).
    public func frame(ofItem index: Int) -> Rect? {
        if let selfSizing { return selfSizing.frame(ofItem: index) }
        return slot(ofItem: index).map { sizesWithinSlots.frame(ofItem: index, slot: $0) }
    }

    /// Item `index` may be laid out at exactly its slot's size (its delegate may allow less).
    public func constrainedSize(ofItem index: Int) -> SizeRange {
        if let selfSizing { return selfSizing.constrainedSize(ofItem: index) }
        return .exactly(slot(ofItem: index)?.size ?? .zero)
    }

    /// Takes the size item `index` measured at: smaller than its slot, it shows at that size.
    /// Returns whether its frame changed; no other frame does. O(log sections).
    public mutating func setMeasuredSize(_ size: Size, ofItem index: Int) -> Bool {
        if selfSizing != nil { return updateSelfSizing { $0.setMeasuredSize(size, ofItem: index) } ?? false }
        guard let slot = slot(ofItem: index) else { return false }
        return sizesWithinSlots.take(size, ofItem: index, slot: slot.size)
    }

    /// The header of the section at `visibleRect`'s leading edge, pinned there, when headers are
    /// pinned. O(log sections).
    public func pinnedHeader(in visibleRect: Rect) -> PinnedHeader? {
        guard pinsHeaders else { return nil }
        if let selfSizing { return selfSizing.pinnedHeader(in: visibleRect) }
        guard headerHeight > 0, sectionTree.count > 0, CollectionLayoutMath.isQueryable(visibleRect) else { return nil }
        let visibleStart = isVertical ? visibleRect.minY : visibleRect.minX
        let (found, before) = sectionTree.firstPosition { origin(after: $0) > visibleStart }
        let section = min(found, sectionTree.count - 1)
        let isLast = section == sectionTree.count - 1
        let header = headerFrame(origin: origin(after: isLast ? sectionTree.prefixSum(section) : before), section: section)
        let end = sectionEnd(section)
        return PinnedHeader.pinning(section: section, header: header, sectionEnd: end, visibleStart: visibleStart, axis: scrollAxis)
    }

    /// The slot of item `index` (flat): where the layout places it whatever its size.
    private func slot(ofItem index: Int) -> Rect? {
        guard itemsPerLine > 0, index >= 0, index < sectionTree.total.items else { return nil }
        let (section, before) = sectionTree.firstPosition { $0.items > index }
        return frame(local: index - before.items, lineStart: lineStart(after: before, section: section))
    }

    /// The items whose frames intersect `rect`, ascending. O(log sections + k), plus the
    /// sections the rect spans.
    public func items(in rect: Rect) -> [Int] {
        if let selfSizing { return selfSizing.items(in: rect) }
        guard itemsPerLine > 0, CollectionLayoutMath.isQueryable(rect) else { return [] }
        let (minMain, maxMain) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let (minCross, maxCross) = isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        let columns = 0...(itemsPerLine - 1)
        // One column of slack on each side absorbs rounding; the exact test below decides.
        let firstColumn = CollectionLayoutMath.clampedIndex((minCross - crossLeadingInset) / crossStride - 1, in: columns)
        let lastColumn = CollectionLayoutMath.clampedIndex((maxCross - crossLeadingInset) / crossStride + 1, in: columns)
        var found: [Int] = []
        // The first section ending past the rect's start, with slack: a section's last line is
        // computed from its own origin, and may end a rounding past where the next one starts.
        let slack = max(1, abs(minMain)) * 1e-9
        var (section, before) = sectionTree.firstPosition { origin(after: $0) > minMain - slack }
        while section < sectionTree.count {
            let origin = origin(after: before)
            guard origin < maxMain else { break }
            let entry = sectionTree[section]
            defer {
                before += entry
                section += 1
            }
            let count = entry.items
            guard count > 0 else { continue }
            let lines = 0...((count - 1) / itemsPerLine)
            let lineStart = lineStart(after: before, section: section)
            let firstLine = CollectionLayoutMath.clampedIndex((minMain - lineStart) / mainStride - 1, in: lines)
            let lastLine = CollectionLayoutMath.clampedIndex((maxMain - lineStart) / mainStride + 1, in: lines)
            let first = before.items
            for line in firstLine...lastLine {
                for column in firstColumn...lastColumn {
                    let local = line * itemsPerLine + column
                    guard local < count else { break }
                    let slot = frame(local: local, lineStart: lineStart)
                    if sizesWithinSlots.frame(ofItem: first + local, slot: slot).intersects(rect) { found.append(first + local) }
                }
            }
        }
        return found
    }

    /// The frame of section `section`'s header, or nil when headers are off or there is no such
    /// section. O(log sections).
    public func frame(ofHeaderInSection section: Int) -> Rect? {
        if let selfSizing { return selfSizing.frame(ofHeaderInSection: section) }
        guard headerHeight > 0, section >= 0, section < sectionTree.count else { return nil }
        return headerFrame(origin: origin(after: sectionTree.prefixSum(section)), section: section)
    }

    /// With `measuresHeaders`, section `section`'s header may be laid out at exactly the cross
    /// extent and any length along the scroll axis; nil when headers are fixed, items size
    /// themselves, or there is no such section.
    public func constrainedSize(ofHeaderInSection section: Int) -> SizeRange? {
        guard measuresHeaders, selfSizing == nil, headerHeight > 0, section >= 0, section < sectionTree.count else { return nil }
        return isVertical
            ? SizeRange(min: Size(width: crossExtent, height: 0), max: Size(width: crossExtent, height: .infinity))
            : SizeRange(min: Size(width: 0, height: crossExtent), max: Size(width: .infinity, height: crossExtent))
    }

    /// With `measuresHeaders`, takes the length section `section`'s header measured at along the
    /// scroll axis (kept to 1/256 logical pixel and at most `ListLayout.maximumLength`; `NaN` is
    /// ignored); returns whether its frame, and so every later section, moved. O(log sections).
    public mutating func setMeasuredSize(_ size: Size, ofHeaderInSection section: Int) -> Bool {
        let measured = isVertical ? size.height : size.width
        guard constrainedSize(ofHeaderInSection: section) != nil, !measured.isNaN else { return false }
        var entry = sectionTree[section]
        let units = Int((ListLayout.exactLength(measured) * 256).rounded())
        guard entry.measuredHeaders == 0 || entry.measuredHeaderUnits != units else { return false }
        let before = headerLength(of: entry)
        entry.measuredHeaders = 1
        entry.measuredHeaderUnits = units
        sectionTree.replace(at: section, with: entry)
        updateContentSize()
        return headerLength(of: entry) != before
    }

    /// The sections whose headers intersect `rect`, ascending. O(log sections + k).
    public func headers(in rect: Rect) -> [Int] {
        if let selfSizing { return selfSizing.headers(in: rect) }
        guard headerHeight > 0, CollectionLayoutMath.isQueryable(rect) else { return [] }
        let (minMain, maxMain) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        // The first section whose header ends past the rect's start: section 0, or the one after
        // the last whose running sums (its own included) still start a header before it.
        var section = 0, before = FlowSectionSummary.zero
        if sectionTree.total.measuredHeaders > 0 {
            // Headers differ in length: start at the section holding the rect's start (one
            // before it ends there), whose header may reach into the rect.
            (section, before) = sectionTree.firstPosition { origin(after: $0) > minMain }
        } else if origin(after: .zero) + headerHeight <= minMain {
            let (position, sum) = sectionTree.firstPosition { origin(after: $0) + headerHeight > minMain }
            guard position < sectionTree.count else { return [] }
            section = position + 1
            before = sum + sectionTree[position]
        }
        var found: [Int] = []
        while section < sectionTree.count {
            let origin = origin(after: before)
            guard origin < maxMain else { break }
            if headerFrame(origin: origin, section: section).intersects(rect) { found.append(section) }
            before += sectionTree[section]
            section += 1
        }
        return found
    }

    /// The frame of section `section`'s footer, or nil when footers are off or there is no such
    /// section. O(log sections).
    public func frame(ofFooterInSection section: Int) -> Rect? {
        if let selfSizing { return selfSizing.frame(ofFooterInSection: section) }
        guard footerHeight > 0, section >= 0, section < sectionTree.count else { return nil }
        return rect(main: sectionEnd(section) - footerHeight, cross: 0, mainLength: footerHeight, crossLength: crossExtent)
    }

    /// The sections whose footers intersect `rect`, ascending. O(log sections + k).
    public func footers(in rect: Rect) -> [Int] {
        if let selfSizing { return selfSizing.footers(in: rect) }
        guard footerHeight > 0, sectionTree.count > 0, CollectionLayoutMath.isQueryable(rect) else { return [] }
        let (minMain, maxMain) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        // The first section ending past the rect's start: its footer is the first that may reach it.
        var (section, before) = sectionTree.firstPosition { origin(after: $0) > minMain }
        section = min(section, sectionTree.count - 1)
        if section == sectionTree.count - 1 { before = sectionTree.prefixSum(section) }
        var found: [Int] = []
        while section < sectionTree.count, origin(after: before) < maxMain {
            if let frame = frame(ofFooterInSection: section), frame.intersects(rect) { found.append(section) }
            before += sectionTree[section]
            section += 1
        }
        return found
    }

    /// Where section `section` (which must exist) ends along the scroll axis: where the next
    /// starts, or the content's end.
    private func sectionEnd(_ section: Int) -> Double {
        section == sectionTree.count - 1
            ? (isVertical ? contentSize.height : contentSize.width)
            : origin(after: sectionTree.prefixSum(section + 1))
    }

    /// Applies `change` to the self-sizing frames and takes the content size they give; returns
    /// what `change` did, or nil without self-sizing items. The frames are taken out while they
    /// change, so that the change is made in place rather than on a copy.
    @discardableResult
    private mutating func updateSelfSizing<Result>(_ change: (inout SelfSizingFlow) -> Result) -> Result? {
        guard var flow = selfSizing else { return nil }
        selfSizing = nil
        let result = change(&flow)
        contentSize = flow.contentSize
        selfSizing = flow
        return result
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
        case .selfSizing:
            // Laid out by `SelfSizingFlow`: no line holds a fixed number of items.
            return
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

    /// The frame of the `local`-th item of a section whose first line starts at `lineStart`.
    private func frame(local: Int, lineStart: Double) -> Rect {
        let line = local / itemsPerLine, column = local % itemsPerLine
        return rect(
            main: lineStart + Double(line) * mainStride,
            cross: crossLeadingInset + Double(column) * crossStride,
            mainLength: itemMainLength,
            crossLength: itemCrossLength
        )
    }

    /// The header of section `section`, starting at `origin`.
    private func headerFrame(origin: Double, section: Int) -> Rect {
        rect(main: origin, cross: 0, mainLength: headerLength(of: sectionTree[section]), crossLength: crossExtent)
    }

    /// The length of the header of the section `entry` sums: its measurement, or `headerHeight`.
    private func headerLength(of entry: FlowSectionSummary) -> Double {
        entry.measuredHeaders > 0 ? Double(entry.measuredHeaderUnits) / 256 : headerHeight
    }

    // MARK: - Sections by their running sums

    /// What the layout keeps of a section of `count` items, with the header measurement of
    /// `old` when given.
    private func summary(ofSectionWith count: Int, keepingHeaderOf old: FlowSectionSummary? = nil) -> FlowSectionSummary {
        let hasLines = count > 0 && itemsPerLine > 0
        return FlowSectionSummary(sections: 1, items: count, lines: hasLines ? (count - 1) / itemsPerLine + 1 : 0,
                                  sectionsWithLines: hasLines ? 1 : 0, measuredHeaders: old?.measuredHeaders ?? 0,
                                  measuredHeaderUnits: old?.measuredHeaderUnits ?? 0)
    }

    /// Where the section after the sections summed in `before` starts along the scroll axis:
    /// each section is its header, when it has lines its insets and lines, the last line
    /// without the spacing after it, and its footer.
    private func origin(after before: FlowSectionSummary) -> Double {
        (before.measuredHeaders == 0
            ? Double(before.sections) * (headerHeight + footerHeight)
            : Double(before.sections - before.measuredHeaders) * headerHeight + Double(before.measuredHeaderUnits) / 256
                + Double(before.sections) * footerHeight)
            + Double(before.sectionsWithLines) * (mainLeadingInset + itemMainLength + mainTrailingInset)
            + Double(before.lines - before.sectionsWithLines) * mainStride
    }

    /// Where the first line of section `section`, after those summed in `before`, starts.
    private func lineStart(after before: FlowSectionSummary, section: Int) -> Double {
        (origin(after: before) + headerLength(of: sectionTree[section])) + mainLeadingInset
    }

    /// Sets the content size from the sections: it ends where the last section does, its end
    /// computed as its last line's frame is, so that no item reaches past it by a rounding.
    private mutating func updateContentSize() {
        var end = 0.0
        if let last = sectionTree.count > 0 ? sectionTree.count - 1 : nil {
            let before = sectionTree.prefixSum(last), entry = sectionTree[last]
            end = (entry.sectionsWithLines > 0
                ? (lineStart(after: before, section: last) + Double(entry.lines - 1) * mainStride) + itemMainLength + mainTrailingInset
                : origin(after: before) + headerLength(of: entry)) + footerHeight
        }
        contentSize = isVertical
            ? Size(width: container.width, height: end)
            : Size(width: end, height: container.height)
    }

    private func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        isVertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }
}
