import Foundation

extension CollectionNode {
    // MARK: - Pinned section headers

    /// The header the layout pins at the viewport's leading edge now, content coordinates; nil
    /// when the layout pins none or the collection has no size. Main thread.
    var pinnedHeader: PinnedHeader? {
        guard !bounds.isEmpty else { return nil }
        return layout.pinnedHeader(in: visibleRect)
    }

    /// `items` (what is on screen) with the pinned header at its pinned frame, last, so that it is
    /// drawn over the items scrolling under it; added when its own place has scrolled away.
    /// Main thread.
    func pinningHeader(in items: [VisibleItem]) -> [VisibleItem] {
        guard let pinned = pinnedHeader else { return items }
        let key = Self.headerKey(forSection: pinned.section)
        var shown = items.filter { $0.index != key }
        let alpha = items.first { $0.index == key }?.alpha ?? 1
        shown.append(VisibleItem(index: key, frame: onScreen(pinned.frame), alpha: alpha))
        return shown
    }

    /// Whether the pinned header covers `content` (a point in content coordinates): the items
    /// under it are hidden there, and neither pressed nor hovered through it. Main thread.
    func pinnedHeaderCovers(_ content: Point) -> Bool {
        guard let frame = pinnedHeader?.frame else { return false }
        return content.x >= frame.minX && content.x < frame.maxX && content.y >= frame.minY && content.y < frame.maxY
    }
}

extension CollectionNode {
    /// How much of the viewport's leading edge the pinned header covers while item `index`
    /// (flat) is there: its section's header length when the layout pins headers, else 0. A
    /// scroll to the item leaves this much room before it, so that the header does not hide it.
    /// Main thread.
    func pinnedHeaderExtent(coveringItem index: Int) -> Double {
        guard let section = sections.indexPath(ofFlatIndex: index)?.section,
              let header = layout.frame(ofHeaderInSection: section),
              layout.pinnedHeader(in: header) != nil else { return 0 }
        return layout.scrollAxis == .vertical ? header.height : header.width
    }
}
