import Foundation

extension CollectionNode {
    /// The key a section header has among the items' flat indexes: negative, so that the two never
    /// meet. Any thread.
    nonisolated public static func headerKey(forSection section: Int) -> Int { -1 - section }

    /// The section whose header has `key`, or nil for an item's (or a footer's) key. Any thread.
    nonisolated public static func section(ofHeaderKey key: Int) -> Int? { key < 0 && key > firstFooterKey ? -1 - key : nil }

    /// The key of the `number`th fading copy of a deleted item (a "ghost"), far below every
    /// header's key. Any thread.
    nonisolated static func ghostKey(_ number: Int) -> Int { -(1 << 62) + number }

    /// Whether `key` names a deleted item fading out rather than an item or a header. Any thread.
    nonisolated public static func isGhostKey(_ key: Int) -> Bool { key < -(1 << 40) }

    /// `rect` widened along the scroll axis by `parameters`' screenfuls, the leading ones towards
    /// `direction` (forward when not moving).
    func widened(_ rect: Rect, by parameters: RangeTuningParameters, direction: ScrollDirection) -> Rect {
        let extent = viewportExtent
        func screenfuls(_ value: Double) -> Double { value.isFinite ? max(0, value) * extent : (value > 0 ? 1e15 : 0) }
        let forward = screenfuls(direction == .backward ? parameters.trailingBufferScreenfuls : parameters.leadingBufferScreenfuls)
        let backward = screenfuls(direction == .backward ? parameters.leadingBufferScreenfuls : parameters.trailingBufferScreenfuls)
        return layout.scrollAxis == .vertical
            ? Rect(x: rect.minX, y: rect.minY - backward, width: rect.width, height: rect.height + backward + forward)
            : Rect(x: rect.minX - backward, y: rect.minY, width: rect.width + backward + forward, height: rect.height)
    }

    /// The items and section headers in `rect`.
    func keys(in rect: Rect) -> Set<Int> {
        var keys = Set(layout.items(in: rect))
        for section in layout.headers(in: rect) { keys.insert(Self.headerKey(forSection: section)) }
        if let pinned = pinnedHeader { keys.insert(Self.headerKey(forSection: pinned.section)) }
        for section in layout.footers(in: rect) { keys.insert(Self.footerKey(forSection: section)) }
        return keys
    }

    /// How far item `index`'s frame is from the visible rect, in screenfuls (0 when visible).
    func distanceFromViewport(ofItem index: Int) -> Double {
        let frame = Self.supplementaryFrame(ofKey: index, in: layout) ?? layout.frame(ofItem: index)
        guard let frame, viewportExtent > 0 else { return .infinity }
        if let pinned = pinnedHeader, Self.section(ofHeaderKey: index) == pinned.section { return 0 }
        let visible = visibleRect
        let gap = max(0, leadingEdge(of: visible) - trailingEdge(of: frame), leadingEdge(of: frame) - trailingEdge(of: visible))
        return gap / viewportExtent
    }
}
