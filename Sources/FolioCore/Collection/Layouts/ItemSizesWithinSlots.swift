import Foundation

/// The sizes items measured at that are smaller than the slots their layout gives them, by flat
/// index: what a grid or masonry keeps so that an item whose delegate lets it be smaller than
/// its slot (`collectionNode(_:constrainedSizeForItemAt:)`) is shown at its own size, at the
/// slot's leading corner, rather than stretched to fill it. Items measured at their slots' size
/// are not kept, so an app that never constrains sizes keeps nothing. A plain value: usable on
/// any thread.
struct ItemSizesWithinSlots: Hashable, Sendable {
    private var sizes: [Int: Size] = [:]

    /// Whether no item is smaller than its slot.
    var isEmpty: Bool { sizes.isEmpty }

    /// Takes the size item `index` measured at, within its slot's size `slot` (each side capped
    /// at the slot's; a side not finite counts as the slot's); returns whether the item's frame
    /// changed.
    mutating func take(_ size: Size, ofItem index: Int, slot: Size) -> Bool {
        let width = size.width.isFinite ? min(max(0, size.width), slot.width) : slot.width
        let height = size.height.isFinite ? min(max(0, size.height), slot.height) : slot.height
        let kept = width == slot.width && height == slot.height ? nil : Size(width: width, height: height)
        guard sizes[index] != kept else { return false }
        sizes[index] = kept
        return true
    }

    /// The frame item `index` shows in, given its slot: the slot itself, or its measured size at
    /// the slot's leading corner.
    func frame(ofItem index: Int, slot: Rect) -> Rect {
        guard let size = sizes[index] else { return slot }
        return Rect(x: slot.minX, y: slot.minY, width: min(size.width, slot.width), height: min(size.height, slot.height))
    }

    /// Forgets every item.
    mutating func removeAll() {
        sizes.removeAll()
    }

    /// Keeps only the items below `count` (those that stay when items are appended after them
    /// keep their flat indexes).
    mutating func keepItems(below count: Int) {
        sizes = sizes.filter { $0.key < count }
    }

    /// The same sizes after a batch update: `previousItem` gives each of `newCount` items' flat
    /// index before it (nil for a new item). O(newCount) when any size is kept, else O(1).
    func followingUpdate(newCount: Int, previousItem: (Int) -> Int?) -> ItemSizesWithinSlots {
        guard !sizes.isEmpty else { return self }
        var moved = ItemSizesWithinSlots()
        for index in 0..<max(0, newCount) {
            if let old = previousItem(index), let size = sizes[old] { moved.sizes[index] = size }
        }
        return moved
    }
}
