import FolioCore
import Testing

struct ItemRangesTests {
    @Test("Display holds the visible pages and preload holds display")
    func nests() {
        let ranges = ItemRanges(visible: [4, 5], display: [6], preload: [3])
        #expect(ranges.visible == [4, 5])
        #expect(ranges.display == [4, 5, 6])
        #expect(ranges.preload == [3, 4, 5, 6])
    }

    @Test("Ranges by type")
    func byType() {
        let ranges = ItemRanges(visible: [1], display: [0, 1, 2], preload: [0, 1, 2, 3])
        #expect(ranges[.display] == [0, 1, 2])
        #expect(ranges[.preload] == [0, 1, 2, 3])
    }

    @Test("Empty holds nothing")
    func empty() {
        #expect(ItemRanges.empty.visible.isEmpty && ItemRanges.empty.display.isEmpty && ItemRanges.empty.preload.isEmpty)
    }
}
