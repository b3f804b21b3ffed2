@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// What stays where it was through a batch update: the first item seen keeps its place on
/// screen, and the selection and focus follow their items.
@Suite(.serialized)
@MainActor
struct CollectionNodeUpdatePositionTests {
    private typealias F = UpdateFixture

    /// A list of 100 rows of 100 px scrolled to 1,030: row 10 is the first seen, 30 px of it
    /// hidden.
    private static func scrolledList() -> (CollectionNode, ManualWorkScheduler, ModelDataSource) {
        let source = ModelDataSource(count: 100)
        let (list, scheduler) = F.list(source)
        F.scroll(list, scheduler, to: 1_030)
        return (list, scheduler, source)
    }

    @Test("inserting rows above the first visible one keeps it, and everything drawn, at the same place on screen")
    func insertAboveKeepsTheFirstVisibleRow() throws {
        let (list, scheduler, source) = Self.scrolledList()
        let frame = try #require(list.frameOnScreen(ofItem: 10))
        #expect(frame.minY == -30)
        let drawn = F.drawn(list)
        source.ids.insert(contentsOf: [200, 201, 202], at: 2)
        list.performBatchUpdates { list.insertItems(at: F.paths([2, 3, 4])) }
        #expect(list.frameOnScreen(ofItem: 13) == frame)
        #expect(list.contentOffset == 1_330)
        let now = F.drawn(list)
        for old in 10..<17 { #expect(now[old + 3]?.frame == drawn[old]?.frame, "row \(old) is drawn where it was") }
        F.runAnimations(list)
        F.settle(list, scheduler)
        #expect(list.frameOnScreen(ofItem: 13) == frame)
        #expect(F.nodeID(list, 13) == 10)
    }

    @Test("deleting rows above the first visible one keeps it at the same place on screen")
    func deleteAboveKeepsTheFirstVisibleRow() throws {
        let (list, scheduler, source) = Self.scrolledList()
        let frame = try #require(list.frameOnScreen(ofItem: 10))
        source.ids.removeSubrange(3..<7)
        list.performBatchUpdates { list.deleteItems(at: F.paths(3..<7)) }
        #expect(list.frameOnScreen(ofItem: 6) == frame)
        #expect(F.ghosts(list).isEmpty, "nothing deleted was on screen")
        F.runAnimations(list)
        F.settle(list, scheduler)
        #expect(list.frameOnScreen(ofItem: 6) == frame)
        #expect(F.nodeID(list, 6) == 10)
    }

    @Test("deleting the first visible row keeps the next one where it was; the rows above close the gap")
    func deleteFirstVisibleKeepsTheNext() throws {
        let (list, scheduler, source) = Self.scrolledList()
        let next = try #require(list.frameOnScreen(ofItem: 11))
        source.ids.remove(at: 10)
        list.performBatchUpdates { list.deleteItems(at: F.paths([10])) }
        #expect(list.frameOnScreen(ofItem: 10) == next)
        #expect(list.frameOnScreen(ofItem: 9)?.maxY == next.minY)
        F.runAnimations(list)
        F.settle(list, scheduler)
        #expect(list.frameOnScreen(ofItem: 10) == next)
        #expect(F.nodeID(list, 10) == 11)
    }

    @Test("in a grid scrolled down, deleting an item above the screen keeps the first row seen at its height on screen")
    func gridDeleteAboveKeepsTheRow() throws {
        let source = ModelDataSource(count: 100)
        let (grid, scheduler) = F.grid(source)
        F.scroll(grid, scheduler, to: 480)
        let first = try #require(grid.frameOnScreen(ofItem: 12))
        #expect(first.minY == -30)
        source.ids.remove(at: 0)
        grid.performBatchUpdates { grid.deleteItems(at: F.paths([0])) }
        #expect(grid.frameOnScreen(ofItem: 11)?.minY == first.minY, "the first item seen keeps its distance from the top")
        #expect(F.drawn(grid)[11]?.frame == first, "and is drawn where it was, sliding from there")
        F.runAnimations(grid)
        #expect(grid.frameOnScreen(ofItem: 11)?.minY == first.minY)
    }

    @Test("the selection follows its item; a deleted selected item leaves nothing selected")
    func selectionFollowsItsItem() {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        grid.selectItem(at: IndexPath(item: 9, section: 0))
        source.ids.remove(at: 2)
        grid.performBatch(animated: false) { grid.deleteItems(at: F.paths([2])) }
        #expect(grid.selectedItem == 8)
        source.ids.insert(300, at: 0)
        grid.performBatch(animated: false) { grid.insertItems(at: F.paths([0])) }
        #expect(grid.selectedItem == 9)
        source.ids.remove(at: 9)
        grid.performBatch(animated: false) { grid.deleteItems(at: F.paths([9])) }
        #expect(grid.selectedItem == nil)
    }

    @Test("the focus follows its item; a deleted focused item passes it to the item taking its place, the last one at the end")
    func focusFollowsItsItem() {
        let source = ModelDataSource(count: 10)
        let (grid, _) = F.grid(source)
        grid.focusedItem = 5
        source.ids.remove(at: 0)
        grid.performBatch(animated: false) { grid.deleteItems(at: F.paths([0])) }
        #expect(grid.focusedItem == 4)
        source.ids.remove(at: 4)
        grid.performBatch(animated: false) { grid.deleteItems(at: F.paths([4])) }
        #expect(grid.focusedItem == 4, "the next item took its place")
        #expect(F.nodeID(grid, 4) == 6)
        grid.focusedItem = 7
        source.ids.remove(at: 7)
        grid.performBatch(animated: false) { grid.deleteItems(at: F.paths([7])) }
        #expect(grid.focusedItem == 6, "the last item")
        source.ids = []
        grid.performBatch(animated: false) { grid.deleteItems(at: F.paths(0..<7)) }
        #expect(grid.focusedItem == nil)
    }

    @Test("rows inserted just above the screen, estimated then measured taller, keep the first visible row in place through their measurement")
    func insertedRowsMeasuredAboveKeepThePlace() throws {
        let source = ModelDataSource(count: 100)
        for id in 0..<100 { source.heights[id] = 60 + Double(id % 5) * 20 }
        let (list, scheduler) = F.list(source)
        F.scroll(list, scheduler, to: 1_000)
        let firstSeen = try #require(list.visibleIndexPaths.first?.item)
        let anchorRow = firstSeen + 1
        let frame = try #require(list.frameOnScreen(ofItem: anchorRow))
        for id in 200..<203 { source.heights[id] = 170 }
        source.ids.insert(contentsOf: [200, 201, 202], at: firstSeen - 1)
        list.performBatchUpdates { list.insertItems(at: F.paths((firstSeen - 1)..<(firstSeen + 2))) }
        #expect(list.frameOnScreen(ofItem: anchorRow + 3) == frame)
        F.settle(list, scheduler)
        #expect(list.layout.frame(ofItem: firstSeen - 1)?.height == 170, "the new rows near the screen were measured")
        F.runAnimations(list)
        F.settle(list, scheduler)
        #expect(list.frameOnScreen(ofItem: anchorRow + 3) == frame, "the row seen stays put")
        #expect(F.nodeID(list, anchorRow + 3) == source.ids[anchorRow + 3])
    }

    @Test("a press on an item deleted before its release selects nothing")
    func pressOnADeletedItemSelectsNothing() {
        let source = ModelDataSource(count: 40)
        let delegate = RecordingCollectionDelegate()
        let (grid, scheduler) = F.grid(source, delegate: delegate)
        let point = Point(x: 300, y: 200)
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, point)))
        grid.tick(at: 1.3)
        #expect(grid.highlightedItem == 5)
        source.ids.remove(at: 5)
        grid.performBatch(animated: false) { grid.deleteItems(at: F.paths([5])) }
        #expect(grid.highlightedItem == nil)
        grid.handle(InputEvent(time: 1.4, kind: .pointerUp(.mouse, point)))
        F.settle(grid, scheduler)
        #expect(grid.selectedItem == nil)
        #expect(!delegate.calls.contains { $0.hasPrefix("select") }, "\(delegate.calls)")
    }
}
