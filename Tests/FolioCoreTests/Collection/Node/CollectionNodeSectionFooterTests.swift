import FolioCore
import Foundation
import Testing
import TestSupport

@Suite("Collection node: section footers")
@MainActor
struct CollectionNodeSectionFooterTests {
    /// Two sections of 8 items, 4 to a 150-point row under a 40-point header, each ending with a
    /// 30-point footer: section 0's footer is at 340-370, section 1's header at 370.
    static func loaded() -> (CollectionNode, ManualWorkScheduler, SizedCellDataSource) {
        let layout = FlowLayout(itemSize: .fixed(Size(width: 200, height: 150)), interitemSpacing: 0, lineSpacing: 0,
                                headerHeight: 40, footerHeight: 30)
        let source = SizedCellDataSource(sectionCounts: [8, 8]) { _ in Size(width: 200, height: 150) }
        let (grid, scheduler) = GridFixture.manual(source, layout: layout)
        GridFixture.settle(grid, scheduler)
        return (grid, scheduler, source)
    }

    @Test("footers are asked for by their kind, placed at their sections' ends and drawn; nothing is pressed on them")
    func drawn() {
        let (grid, _, source) = Self.loaded()
        defer { withExtendedLifetime(source) {} }
        let footer0 = CollectionNode.footerKey(forSection: 0)
        #expect(CollectionNode.section(ofFooterKey: footer0) == 0 && CollectionNode.section(ofHeaderKey: footer0) == nil)
        #expect(CollectionNode.section(ofFooterKey: CollectionNode.headerKey(forSection: 0)) == nil)
        #expect(source.supplementaryAskedFor.contains { $0.kind == CollectionNode.sectionFooterKind && $0.section == 0 })
        #expect(source.supplementaryAskedFor.contains { $0.kind == CollectionNode.sectionHeaderKind && $0.section == 1 })
        #expect(grid.visibleItems().contains(VisibleItem(index: footer0, frame: Rect(x: 0, y: 340, width: 800, height: 30))))
        #expect(grid.bitmap(forItemAt: footer0)?.size == Size(width: 800, height: 30))
        #expect(grid.ranges.visible.contains(footer0))
        #expect(grid.indexPathForItem(at: Point(x: 10, y: 350)) == nil)
    }

    @Test("a batch update keeps each footer with its section, its bitmap moving with its key")
    func followsUpdates() {
        let (grid, scheduler, source) = Self.loaded()
        defer { withExtendedLifetime(source) {} }
        let footer0 = CollectionNode.footerKey(forSection: 0), footer1 = CollectionNode.footerKey(forSection: 1)
        source.sectionCounts = [4, 8]
        grid.performBatch(animated: false) { grid.deleteItems(at: (0..<4).map { IndexPath(item: $0, section: 0) }) }
        #expect(grid.visibleItems().contains(VisibleItem(index: footer0, frame: Rect(x: 0, y: 190, width: 800, height: 30))))
        #expect(grid.bitmap(forItemAt: footer0) != nil, "kept: its section is the same")
        _ = grid.takeKeyRemappings()
        // A section inserted before: section 0's footer is section 1's now, bitmap and all.
        source.sectionCounts = [0, 4, 8]
        grid.performBatch(animated: false) { grid.insertSections(IndexSet(integer: 0)) }
        let remappings = grid.takeKeyRemappings()
        #expect(remappings.last?.newKey(forOld: footer0) == footer1)
        #expect(grid.bitmap(forItemAt: footer1)?.size == Size(width: 800, height: 30))
        GridFixture.settle(grid, scheduler)
        // Section 0 is a header and a footer alone: 40 + 30; section 1's footer ends at 70 + 40 + 150 + 30.
        // (The first item seen stays in place: the content offset followed it.)
        let footer = grid.visibleItems().first { $0.index == footer1 }?.frame
        #expect(footer == Rect(x: 0, y: 260 - grid.contentOffset, width: 800, height: 30), "\(String(describing: footer))")
        #expect(grid.bitmap(forItemAt: footer0)?.size == Size(width: 800, height: 30), "the new section's footer is made")
    }
}
