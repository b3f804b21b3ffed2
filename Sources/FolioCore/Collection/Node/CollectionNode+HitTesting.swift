import Foundation

extension CollectionNode {
    /// The index path of the item under `point` (the collection's own coordinates, logical
    /// pixels), or nil where no item is. Main thread.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        item(at: point).flatMap { sections.indexPath(ofFlatIndex: $0) }
    }

    /// The flat index of the item under `point`, or nil.
    func item(at point: Point) -> Int? {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.y >= 0, point.x < bounds.width, point.y < bounds.height else { return nil }
        let content = layout.scrollAxis == .vertical
            ? Point(x: point.x, y: point.y + scrollModel.offset)
            : Point(x: point.x + scrollModel.offset, y: point.y)
        guard !pinnedHeaderCovers(content) else { return nil }
        let probe = Rect(x: content.x - 0.5, y: content.y - 0.5, width: 1, height: 1)
        return layout.items(in: probe).last { index in
            guard let frame = layout.frame(ofItem: index) else { return false }
            return content.x >= frame.minX && content.x < frame.maxX && content.y >= frame.minY && content.y < frame.maxY
        }
    }

    /// The index paths of the items with any part on screen, in order. Main thread.
    public var visibleIndexPaths: [IndexPath] {
        guard !bounds.isEmpty else { return [] }
        return layout.items(in: visibleRect).compactMap { sections.indexPath(ofFlatIndex: $0) }
    }

    /// The frame of item `index` (flat) in the collection's coordinates, or nil. Main thread.
    public func frameOnScreen(ofItem index: Int) -> Rect? {
        layout.frame(ofItem: index).map(onScreen)
    }

    /// Scrolls so that the item at `indexPath` shows at `position`, with the scrolling spring or
    /// at once. Before the data has loaded (or the collection has a size) the request is kept and
    /// applied when they have. Main thread.
    public func scrollToItem(at indexPath: IndexPath, position: CollectionScrollPosition, animated: Bool) {
        guard hasItemsToLayOut, let index = sections.flatIndex(of: indexPath) else {
            pendingScroll = (indexPath, position)
            return
        }
        scrollToItem(index, position: position, animated: animated)
        updatePipeline()
    }

    /// Scrolls so that item `index` (flat) shows at `position`, with `margin` logical pixels of
    /// room around it where the content allows (the focus ring is drawn outside the item).
    func scrollToItem(_ index: Int, position: CollectionScrollPosition, animated: Bool, margin: Double = 0) {
        layOutThrough(item: index)
        guard let frame = layout.frame(ofItem: index) else { return }
        let start = leadingEdge(of: frame) - margin - pinnedHeaderExtent(coveringItem: index), end = trailingEdge(of: frame) + margin
        let extent = viewportExtent, offset = scrollModel.offset
        let target: Double
        switch position {
        case .start: target = start
        case .center: target = (start + end - extent) / 2
        case .end: target = end - extent
        case .nearest:
            if start < offset { target = start } else if end > offset + extent { target = min(start, end - extent) } else { return }
        }
        absorb(scrollModel.scroll(to: min(max(0, target), scrollModel.maximumOffset), animated: animated, at: now))
    }

    /// Applies a scroll asked for before the data loaded.
    func applyPendingScroll() {
        guard let pending = pendingScroll, hasItemsToLayOut else { return }
        pendingScroll = nil
        if let index = sections.flatIndex(of: pending.item) {
            scrollToItem(index, position: pending.position, animated: false)
        }
    }

    /// The scroll indicator's frame (collection coordinates) and opacity now, or nil when the
    /// content fits or the indicator has faded out. Main thread.
    public func scrollIndicator() -> (frame: Rect, opacity: Double)? {
        guard let indicator = scrollModel.indicator(at: now), indicator.opacity > 0 else { return nil }
        let thickness = 4.0, inset = 3.0
        if layout.scrollAxis == .vertical {
            let track = max(0, bounds.height - 2 * inset)
            return (Rect(x: bounds.width - thickness - inset, y: inset + indicator.thumbStart * track,
                         width: thickness, height: indicator.thumbLength * track), indicator.opacity)
        }
        let track = max(0, bounds.width - 2 * inset)
        return (Rect(x: inset + indicator.thumbStart * track, y: bounds.height - thickness - inset,
                     width: indicator.thumbLength * track, height: thickness), indicator.opacity)
    }
}
