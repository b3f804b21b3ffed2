extension CollectionNode {
    /// Where the collection is scrolled to, to restore it later (after it was released and made
    /// again, or at another size). Main thread.
    public var keptScrollPosition: KeptScrollPosition {
        guard let anchor = anchorItem(startingOnScreen: true) else { return KeptScrollPosition(item: nil, distance: 0, offset: scrollModel.offset) }
        return KeptScrollPosition(item: anchor.item, distance: anchor.distance, offset: scrollModel.offset)
    }

    /// Scrolls at once to `position`: its item at its distance from the viewport's leading edge
    /// when the item still exists, else to its offset; clamped to the content. Main thread.
    public func restore(_ position: KeptScrollPosition) {
        if let item = position.item { layOutThrough(item: item) }
        if let item = position.item, item < sections.itemCount, layout.frame(ofItem: item) != nil {
            restore((item, position.distance))
        } else {
            let offset = min(max(0, position.offset), scrollModel.maximumOffset)
            if offset != scrollModel.offset { absorb(scrollModel.setOffset(offset, at: now)) }
        }
        updatePipeline()
    }
}
