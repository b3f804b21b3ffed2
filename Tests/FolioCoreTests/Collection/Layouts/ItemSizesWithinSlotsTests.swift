@testable import FolioCore
import Foundation
import Testing

@Suite("Items measured smaller than their slots")
struct ItemSizesWithinSlotsTests {
    static let container = Size(width: 300, height: 200)

    /// Three 100×100 items a line, no spacing.
    static func flow(_ counts: [Int]) -> FlowLayout {
        var layout = FlowLayout(itemSize: .fixed(Size(width: 100, height: 100)), interitemSpacing: 0, lineSpacing: 0)
        layout.prepare(containerSize: container, sections: SectionItemCounts(counts)) { _ in nil }
        return layout
    }

    @Test("sizes are capped at the slot's, kept only when smaller, and a side not finite is the slot's")
    func taking() {
        var sizes = ItemSizesWithinSlots()
        let slot = Rect(x: 10, y: 20, width: 100, height: 50)
        let slotSize = sizes.take(Size(width: 100, height: 50), ofItem: 3, slot: slot.size)
        #expect(!slotSize, "the slot's own size changes nothing")
        #expect(sizes.isEmpty)
        let narrower = sizes.take(Size(width: 40, height: 500), ofItem: 3, slot: slot.size)
        #expect(narrower)
        #expect(sizes.frame(ofItem: 3, slot: slot) == Rect(x: 10, y: 20, width: 40, height: 50))
        let sameCapped = sizes.take(Size(width: 40, height: 80), ofItem: 3, slot: slot.size)
        #expect(!sameCapped, "the same capped size")
        let hostile = sizes.take(Size(width: .nan, height: -5), ofItem: 3, slot: slot.size)
        #expect(hostile)
        #expect(sizes.frame(ofItem: 3, slot: slot) == Rect(x: 10, y: 20, width: 100, height: 0))
        let infinite = sizes.take(Size(width: .infinity, height: .infinity), ofItem: 3, slot: slot.size)
        #expect(infinite)
        #expect(sizes.isEmpty, "back at the slot's size: forgotten")
        #expect(sizes.frame(ofItem: 4, slot: slot) == slot)
    }

    @Test("a batch update carries each size to its item's new index; new items have none")
    func followingAnUpdate() {
        var sizes = ItemSizesWithinSlots()
        _ = sizes.take(Size(width: 10, height: 10), ofItem: 0, slot: Size(width: 50, height: 50))
        _ = sizes.take(Size(width: 20, height: 20), ofItem: 2, slot: Size(width: 50, height: 50))
        // Item 0 deleted, one inserted at the front: old 1 -> 1, old 2 -> 2, new 0 is new.
        let moved = sizes.followingUpdate(newCount: 3) { $0 == 0 ? nil : $0 }
        let slot = Rect(x: 0, y: 0, width: 50, height: 50)
        #expect(moved.frame(ofItem: 0, slot: slot) == slot)
        #expect(moved.frame(ofItem: 2, slot: slot).size == Size(width: 20, height: 20))
        let shifted = sizes.followingUpdate(newCount: 2) { $0 + 1 }
        #expect(shifted.frame(ofItem: 1, slot: slot).size == Size(width: 20, height: 20))
        #expect(shifted.frame(ofItem: 0, slot: slot) == slot)
    }

    @Test("a flow item measured smaller keeps its size at its slot's corner, and is found only where it shows")
    func flow() {
        var layout = Self.flow([5])
        let smaller = layout.setMeasuredSize(Size(width: 40, height: 30), ofItem: 4)
        #expect(smaller)
        #expect(layout.frame(ofItem: 4) == Rect(x: 100, y: 100, width: 40, height: 30))
        #expect(layout.frame(ofItem: 3) == Rect(x: 0, y: 100, width: 100, height: 100), "its neighbours keep their slots")
        #expect(layout.constrainedSize(ofItem: 4) == .exactly(Size(width: 100, height: 100)), "the slot, not the measurement")
        #expect(layout.items(in: Rect(x: 150, y: 150, width: 10, height: 10)).isEmpty, "in the slot, outside the item")
        #expect(layout.items(in: Rect(x: 110, y: 110, width: 10, height: 10)) == [4])
        let noSuchItem = layout.setMeasuredSize(Size(width: 400, height: 30), ofItem: 9)
        #expect(!noSuchItem, "no such item")
        #expect(layout.contentSize == Size(width: 300, height: 200), "lines do not change")
    }

    @Test("a flow keeps measured sizes through appends and batch updates in the same container, not through a resize")
    func flowKeepsSizes() {
        var layout = Self.flow([5])
        _ = layout.setMeasuredSize(Size(width: 40, height: 30), ofItem: 1)
        layout.prepareAppendingItems(containerSize: Self.container, sections: SectionItemCounts([8])) { _ in nil }
        #expect(layout.frame(ofItem: 1)?.size == Size(width: 40, height: 30))
        let edits = SectionEdits(removedSections: [], insertedSections: [], recountedSections: [0])
        // Item 0 deleted: item 1 is now item 0.
        layout.prepareUpdating(containerSize: Self.container, sections: SectionItemCounts([7]), edits: edits,
                               itemSizeHint: { _ in nil }, previousItem: { $0 + 1 })
        #expect(layout.frame(ofItem: 0) == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(layout.frame(ofItem: 1)?.size == Size(width: 100, height: 100))
        layout.prepare(containerSize: Size(width: 400, height: 200), sections: SectionItemCounts([7])) { _ in nil }
        #expect(layout.frame(ofItem: 0)?.size == Size(width: 100, height: 100), "a new container measures anew")
    }

    @Test("a list row measured narrower keeps its width; its height follows as before")
    func list() {
        var layout = ListLayout(estimatedRowHeight: 50)
        layout.prepare(containerSize: Self.container, sections: SectionItemCounts([3])) { _ in nil }
        let narrower = layout.setMeasuredSize(Size(width: 120, height: 50), ofItem: 1)
        #expect(narrower, "narrower, at the same height")
        #expect(layout.frame(ofItem: 1) == Rect(x: 0, y: 50, width: 120, height: 50))
        let taller = layout.setMeasuredSize(Size(width: 120, height: 70), ofItem: 1)
        #expect(taller)
        #expect(layout.frame(ofItem: 1) == Rect(x: 0, y: 50, width: 120, height: 70))
        #expect(layout.frame(ofItem: 2) == Rect(x: 0, y: 120, width: 300, height: 50))
        #expect(layout.items(in: Rect(x: 200, y: 60, width: 10, height: 10)).isEmpty)
        #expect(layout.items(in: Rect(x: 100, y: 60, width: 10, height: 10)) == [1])
        layout.prepareUpdating(containerSize: Self.container, sections: SectionItemCounts([4]), itemSizeHint: { _ in nil },
                               previousItem: { $0 == 0 ? nil : $0 - 1 })
        #expect(layout.frame(ofItem: 2) == Rect(x: 0, y: 100, width: 120, height: 70), "an insertion before it")
        let fullWidth = layout.setMeasuredSize(Size(width: 999, height: 70), ofItem: 2)
        #expect(fullWidth, "full width again")
        #expect(layout.frame(ofItem: 2)?.width == 300)
    }

    @Test("a masonry item measured smaller keeps its size; the columns do not move")
    func masonry() {
        var layout = MasonryLayout(minimumColumnWidth: 100, columnSpacing: 0, interitemSpacing: 0)
        layout.prepare(containerSize: Self.container, sections: SectionItemCounts([4])) { _ in nil }
        let smaller = layout.setMeasuredSize(Size(width: 60, height: 20), ofItem: 0)
        #expect(smaller)
        #expect(layout.frame(ofItem: 0) == Rect(x: 0, y: 0, width: 60, height: 20))
        #expect(layout.frame(ofItem: 3) == Rect(x: 0, y: 100, width: 100, height: 100), "placed under the slot, not the item")
        #expect(layout.constrainedSize(ofItem: 0) == .exactly(Size(width: 100, height: 100)))
        #expect(layout.items(in: Rect(x: 80, y: 50, width: 5, height: 5)).isEmpty)
        layout.prepareAppendingItems(containerSize: Self.container, sections: SectionItemCounts([6])) { _ in nil }
        #expect(layout.frame(ofItem: 0)?.size == Size(width: 60, height: 20))
        layout.prepareUpdating(containerSize: Self.container, sections: SectionItemCounts([5]), itemSizeHint: { _ in nil },
                               previousItem: { $0 + 1 })
        #expect(layout.frame(ofItem: 0)?.size == Size(width: 100, height: 100), "the measured item was deleted")
    }
}
