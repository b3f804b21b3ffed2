import Foundation

extension CollectionDataController {
    // MARK: - What the owner asks about an item

    // The owner (the collection, the pager) asks these instead of reading elements: what an
    // element holds, and when it changes, stays the data controller's business. Items are named
    // as everywhere here: by flat index, a header's key, or a ghost's key.

    /// Item `index`'s node, or nil when it is not made (or was forgotten).
    func node(ofItem index: Int) -> CellNode? {
        elements[index]?.node
    }

    /// The item (a flat index, not a header's or ghost's key) whose node is `node`, or nil.
    /// Looks at every element: once per press, release or lookup by node, not per frame.
    func item(holding node: CellNode) -> Int? {
        elements.first { $0.key >= 0 && $0.value.node === node }?.key
    }

    /// The identity of item `index`'s element, or nil when it has none: the same while batch
    /// updates move the item, a new one once it is reloaded or forgotten, so that what the
    /// owner notes by it (a cell whose content changed) follows the item.
    func elementID(ofItem index: Int) -> Int? {
        elements[index]?.id
    }

    /// Item `index`'s bitmap with the size it was drawn at (which differs from the item's frame
    /// just after a resize), or nil when it has none.
    func bitmap(ofItem index: Int) -> (bitmap: any ItemBitmap, size: Size)? {
        guard let element = elements[index], let bitmap = element.bitmap, let size = element.bitmapSize else { return nil }
        return (bitmap, size)
    }

    /// Item `index`'s node with the layout what it shows was made with, or nil when it has no
    /// node or no layout yet: while the item is laid out again, the layout that was taken away,
    /// since its old bitmap (and so its buttons and links) still shows meanwhile.
    func laidOutCell(ofItem index: Int) -> (node: CellNode, layout: Layout)? {
        guard let element = elements[index], let node = element.node,
              let layout = element.layout ?? element.replacedLayout else { return nil }
        return (node, layout)
    }

    /// The image nodes of item `index`'s cell that play an animation, with their frames in the
    /// cell; empty until an animated image has been loaded in any cell.
    func animatedImages(ofItem index: Int) -> [(frame: Rect, node: ImageNode)] {
        guard hasAnimatedImages, let (_, layout) = laidOutCell(ofItem: index) else { return [] }
        return layout.flattened().compactMap { positioned in
            guard let node = positioned.element as? ImageNode, node.animation != nil else { return nil }
            return (positioned.frame, node)
        }
    }

    /// Item `index`'s cell drawn on the main thread, once it is made and laid out; nil for
    /// every other item.
    func mainThreadCell(ofItem index: Int) -> MainThreadCellNode? {
        guard hasMainThreadCells else { return nil }
        return laidOutCell(ofItem: index)?.node as? MainThreadCellNode
    }

    /// The display items of `ranges` that the memory budget lets hold a bitmap, as of the last
    /// check against it: the visible ones always. Items it does not grant are not drawn, so
    /// nothing should wait for them.
    func displayItemsWithinBudget(of ranges: ItemRanges) -> Set<Int> {
        ranges.display.filter { ranges.visible.contains($0) || budgetPlan.bitmapPages.contains($0) }
    }

    // MARK: - What the owner asks to change

    /// When item `index`'s node block was asked for, the first time this is called after the
    /// request; nil afterwards, and for an item not asked for.
    func takeNodeRequestTime(ofItem index: Int) -> Double? {
        guard let element = elements[index], let timing = element.contentTiming, !timing.hasReportedContent else { return nil }
        element.contentTiming?.hasReportedContent = true
        return timing.nodeRequested
    }

    /// When item `index`'s node block was asked for, if a bitmap showing content that arrived
    /// later (a downloaded image) was applied since the last call; nil otherwise.
    func takeArrivalRequestTime(ofItem index: Int) -> Double? {
        guard let element = elements[index], let timing = element.contentTiming, timing.hasArrivalToReport else { return nil }
        element.contentTiming?.hasArrivalToReport = false
        return timing.nodeRequested
    }

    /// Notes that the delegate is told item `index` will display, when it holds a node and was
    /// not told already: returns the node to tell it with, or nil when there is nothing to tell.
    /// The element remembers it, so that it gets the matching end call (here, or when it is
    /// forgotten).
    func markDisplayed(item index: Int) -> CellNode? {
        guard let element = elements[index], !element.isDisplayedToDelegate, let node = element.node else { return nil }
        element.isDisplayedToDelegate = true
        return node
    }

    /// Notes that the delegate is told item `index` ended displaying, when it was told it
    /// displays: returns the node to tell it with, or nil when there is nothing to tell.
    func markDisplayEnded(item index: Int) -> CellNode? {
        guard let element = elements[index], element.isDisplayedToDelegate, let node = element.node else { return nil }
        element.isDisplayedToDelegate = false
        return node
    }

    /// Reports every item holding a bitmap as changed at the next `takeBitmapChanges()`: for a
    /// texture cache told to drop every key, which must upload them all again.
    func reportEveryBitmapChanged() {
        bitmapChanges.formUnion(elements.compactMap { $0.value.bitmap != nil ? $0.key : nil })
    }

    /// Reports `keys` (items' or ghosts') as changed at the next `takeBitmapChanges()`: what
    /// an animation moved or let go of.
    func reportBitmapsChanged<Keys: Sequence<Int>>(_ keys: Keys) {
        bitmapChanges.formUnion(keys)
    }
}
