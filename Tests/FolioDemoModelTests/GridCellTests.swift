import FolioCore
@testable import FolioDemo
import Testing

/// A grid cell's badge: its photo's number, and once opened how many times.
struct GridCellTests {
    @Test("The badge reads the number alone until the photo is opened, then the number and the count")
    func badgeText() {
        #expect(GridCell.badgeText(number: 12, opens: 0) == "#12")
        #expect(GridCell.badgeText(number: 12, opens: 1) == "#12 · 1×")
        #expect(GridCell.badgeText(number: 1_234, opens: 3) == "#\(DemoText.grouped(1_234)) · 3×")
    }

    @Test("A cell made for a photo opened before shows its count from the start")
    func cellMadeLaterShowsTheCount() {
        let cell = ComposedNode(GridCell(photo: nil, number: 7, opens: 2))
        #expect(cell.nodes.number.text == "#7 · 2×")
    }
}
