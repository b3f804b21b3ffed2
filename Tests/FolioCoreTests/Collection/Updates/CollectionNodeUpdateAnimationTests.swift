@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// What the host sees after an animated batch update in a grid: survivors slide with the spring
/// from where they were seen, inserted items fade and grow in, deleted ones fade out as ghosts.
@Suite(.serialized)
@MainActor
struct CollectionNodeUpdateAnimationTests {
    private typealias F = UpdateFixture

    @Test("after a delete, the items after it slide from their old on-screen frames to their new ones, strictly between in between")
    func survivorsSlideWithTheSpring() {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        let before = F.drawn(grid)
        source.ids.remove(at: 1)
        grid.performBatchUpdates { grid.deleteItems(at: F.paths([1])) }
        F.firstFrame(grid)

        let start = F.drawn(grid)
        for old in 2..<16 {
            #expect(start[old - 1]?.frame == before[old]?.frame, "item \(old) starts where it was")
            #expect(start[old - 1]?.alpha == 1)
        }
        #expect(start[0]?.frame == before[0]?.frame, "the item before it does not move")

        grid.tick(at: 0.08)
        let middle = F.drawn(grid)
        for new in 1..<15 {
            let from = before[new + 1]!.frame, to = grid.frameOnScreen(ofItem: new)!
            let seen = middle[new]!.frame
            #expect(F.isStrictlyBetween(seen.minX, from.minX, to.minX) || (from.minX == to.minX && seen.minX == to.minX), "item \(new) x")
            #expect(F.isStrictlyBetween(seen.minY, from.minY, to.minY) || (from.minY == to.minY && seen.minY == to.minY), "item \(new) y")
            #expect(seen.size == to.size)
        }

        F.runAnimations(grid)
        let end = F.drawn(grid)
        for new in 0..<16 {
            #expect(end[new]?.frame == grid.frameOnScreen(ofItem: new), "item \(new) ends at its layout frame")
            #expect(end[new]?.alpha == 1)
        }
        #expect(grid.frameOnScreen(ofItem: 1) == Rect(x: 200, y: 0, width: 200, height: 150))
    }

    @Test("a section header moved by a batch slides with its section's items rather than jumping")
    func headersSlide() throws {
        let source = ModelDataSource(sections: [Array(0..<5), Array(100..<108)])
        let layout = FlowLayout(itemSize: .fixed(Size(width: 200, height: 150)), interitemSpacing: 0, lineSpacing: 0, headerHeight: 40)
        let (grid, scheduler) = GridFixture.manual(source, layout: layout)
        GridFixture.settle(grid, scheduler)
        let header = CollectionNode.headerKey(forSection: 1)
        let oldFrame = try #require(F.drawn(grid)[header]?.frame)
        // Section 0 loses its second row: section 1's header moves up by one.
        source.sections[0].remove(at: 4)
        grid.performBatchUpdates { grid.deleteItems(at: F.paths([4])) }
        F.firstFrame(grid)
        let newFrame = try #require(grid.layout.frame(ofHeaderInSection: 1))
        #expect(newFrame.minY == oldFrame.minY - 150)
        #expect(F.drawn(grid)[header]?.frame == oldFrame, "it starts where it was")
        grid.tick(at: grid.now + 0.08)
        let middle = try #require(F.drawn(grid)[header]?.frame)
        #expect(F.isStrictlyBetween(middle.minY, newFrame.minY, oldFrame.minY))
        F.runAnimations(grid)
        #expect(F.drawn(grid)[header]?.frame == newFrame)
    }

    @Test("an inserted item fades in from alpha 0 and grows from a smaller frame about its centre to its own")
    func insertedItemFadesAndGrowsIn() {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        source.ids.insert(100, at: 5)
        grid.performBatchUpdates { grid.insertItems(at: F.paths([5])) }
        F.firstFrame(grid)
        let target = grid.frameOnScreen(ofItem: 5)!
        #expect(target == Rect(x: 200, y: 150, width: 200, height: 150))

        let start = F.drawn(grid)[5]!
        #expect(start.alpha == 0)
        #expect(start.frame.width == target.width * ItemAnimations.appearingScale)
        #expect(start.frame.midX == target.midX && start.frame.midY == target.midY)

        grid.tick(at: 0.08)
        let middle = F.drawn(grid)[5]!
        #expect(middle.alpha > 0 && middle.alpha < 1)
        #expect(F.isStrictlyBetween(middle.frame.width, start.frame.width, target.width))

        F.runAnimations(grid)
        let end = F.drawn(grid)[5]!
        #expect(end.alpha == 1)
        #expect(end.frame == target)
    }

    @Test("a deleted visible item fades out as a ghost showing its old bitmap, then is gone and its key is reported for the cache")
    func deletedItemBecomesAGhost() throws {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        let oldBitmap = try #require(grid.bitmap(forItemAt: 3)?.bitmap)
        let oldFrame = try #require(grid.frameOnScreen(ofItem: 3))
        _ = grid.takeBitmapChanges()
        source.ids.remove(at: 3)
        grid.performBatchUpdates { grid.deleteItems(at: F.paths([3])) }
        F.firstFrame(grid)

        let ghosts = F.ghosts(grid)
        try #require(ghosts.count == 1)
        let ghost = ghosts[0]
        #expect(ghost.frame == oldFrame && ghost.alpha == 1)
        #expect(grid.bitmap(forItemAt: ghost.index)?.bitmap === oldBitmap)
        #expect(F.id(ofBitmap: grid.bitmap(forItemAt: ghost.index)?.bitmap) == 3)
        #expect(grid.visibleItems().first?.index == ghost.index, "ghosts are drawn beneath the items")

        let remappings = grid.takeKeyRemappings()
        try #require(remappings.count == 1)
        #expect(remappings[0].newKey(forOld: 3) == ghost.index)
        #expect(remappings[0].newKey(forOld: 2) == 2)
        #expect(remappings[0].newKey(forOld: 4) == 3)
        #expect(remappings[0].newKey(forOld: 39) == 38)
        #expect(grid.takeKeyRemappings().isEmpty, "taken once")

        grid.tick(at: 0.08)
        let fading = try #require(F.ghosts(grid).first)
        #expect(fading.alpha > 0 && fading.alpha < 1)
        #expect(fading.frame.width < oldFrame.width)

        F.runAnimations(grid)
        #expect(F.ghosts(grid).isEmpty)
        #expect(grid.bitmap(forItemAt: ghost.index) == nil)
        #expect(grid.takeBitmapChanges().contains(ghost.index), "the cache lets the ghost's texture go")
    }

    @Test("key remappings follow inserts, deletes and moves in order, one per batch")
    func keyRemappingsMapOldKeys() throws {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        _ = grid.takeKeyRemappings()
        // [0..39] → delete 0 and 10, insert 100 at 2, move old 5 to the end.
        var ids = source.ids
        ids.removeAll { $0 == 0 || $0 == 10 || $0 == 5 }
        ids.insert(100, at: 2)
        ids.append(5)
        source.ids = ids
        grid.performBatch(animated: false) {
            grid.deleteItems(at: F.paths([0, 10]))
            grid.insertItems(at: F.paths([2]))
            grid.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 38, section: 0))
        }
        let remappings = grid.takeKeyRemappings()
        try #require(remappings.count == 1)
        for old in 0..<40 {
            let new = remappings[0].newKey(forOld: old)
            if old == 0 || old == 10 {
                #expect(new == nil, "\(old) was deleted (not animated: no ghost)")
            } else {
                #expect(new.map { ids[$0] } == old, "old \(old) → \(String(describing: new))")
            }
        }
        for index in 0..<16 {
            #expect(F.nodeID(grid, index).map { $0 == ids[index] } ?? true, "item \(index) holds its own node")
        }
    }

    @Test("animated: false applies at once: no animation, no ghost, completion(true) before it returns")
    func unanimatedAppliesAtOnce() {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        let completion = CompletionRecorder()
        source.ids.remove(at: 1)
        source.ids.insert(100, at: 4)
        grid.performBatch(animated: false, updates: {
            grid.deleteItems(at: F.paths([1]))
            grid.insertItems(at: F.paths([4]))
        }, completion: completion.handler)
        #expect(completion.calls == [true])
        #expect(!grid.isMoving)
        #expect(F.ghosts(grid).isEmpty)
        for item in grid.visibleItems() {
            #expect(item.alpha == 1)
            #expect(item.frame == grid.frameOnScreen(ofItem: item.index))
        }
    }

    @Test("completion(true) once the animation has run to its end, not before; isMoving and tick say it runs until then")
    func completionWhenTheAnimationEnds() {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        let completion = CompletionRecorder()
        source.ids.remove(at: 1)
        grid.performBatchUpdates({ grid.deleteItems(at: F.paths([1])) }, completion: completion.handler)
        #expect(completion.calls.isEmpty)
        #expect(grid.isMoving)
        #expect(grid.tick(at: 0.05))
        #expect(completion.calls.isEmpty)
        let end = F.runAnimations(grid)
        #expect(completion.calls == [true])
        #expect(!grid.isMoving)
        #expect(grid.nextDeadline == nil, "nothing more to wake for")
        #expect(end > 0.2 && end < 1.5, "the spring settles in about half a second (ended at \(end))")
    }

    @Test("the tick that ends an animation still asks for its frame: the last frame a host draws shows every item at rest")
    func endingTickAsksForItsFrame() {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        source.ids.remove(at: 1)
        grid.performBatchUpdates { grid.deleteItems(at: F.paths([1])) }
        F.firstFrame(grid)
        // A host draws a frame after each tick that says so, and waits after one that does not.
        var time = grid.now, lastDrawn: [VisibleItem] = []
        while grid.tick(at: time), time < 3 {
            lastDrawn = grid.visibleItems()
            time += 1.0 / 60
        }
        #expect(!lastDrawn.isEmpty)
        for item in lastDrawn where item.index >= 0 {
            #expect(item.frame == grid.frameOnScreen(ofItem: item.index) && item.alpha == 1, "item \(item.index)")
        }
    }

    @Test("the next update cuts the animation short: its completion hears false, the new one's true at the end")
    func nextUpdateCutsTheAnimationShort() {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        let first = CompletionRecorder(), second = CompletionRecorder()
        source.ids.remove(at: 1)
        grid.performBatchUpdates({ grid.deleteItems(at: F.paths([1])) }, completion: first.handler)
        grid.tick(at: 0.05)
        source.ids.remove(at: 0)
        grid.performBatchUpdates({ grid.deleteItems(at: F.paths([0])) }, completion: second.handler)
        #expect(first.calls == [false])
        #expect(second.calls.isEmpty)
        F.runAnimations(grid)
        #expect(first.calls == [false])
        #expect(second.calls == [true])
    }

    @Test("a pointer press cuts the animation short: completion(false), everything at its layout frame")
    func pressCutsTheAnimationShort() {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        let completion = CompletionRecorder()
        source.ids.remove(at: 1)
        grid.performBatchUpdates({ grid.deleteItems(at: F.paths([1])) }, completion: completion.handler)
        grid.tick(at: 0.05)
        grid.handle(InputEvent(time: 0.06, kind: .pointerDown(.mouse, Point(x: 100, y: 500))))
        #expect(completion.calls == [false])
        #expect(F.ghosts(grid).isEmpty)
        for item in grid.visibleItems() {
            #expect(item.frame == grid.frameOnScreen(ofItem: item.index) && item.alpha == 1)
        }
        grid.handle(InputEvent(time: 0.07, kind: .pointerUp(.mouse, Point(x: 100, y: 500))))
        F.runAnimations(grid)
        #expect(completion.calls == [false])
    }

    @Test("a second update mid-animation starts every item from where it is seen: no jump in frame or opacity")
    func secondUpdateStartsFromWhereItemsAreSeen() {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        source.ids.remove(at: 1)
        source.ids.insert(100, at: 6)
        grid.performBatchUpdates {
            grid.deleteItems(at: F.paths([1]))
            grid.insertItems(at: F.paths([6]))
        }
        F.firstFrame(grid)
        grid.tick(at: 0.06)
        let before = F.drawn(grid)
        #expect(before[6].map { $0.alpha > 0 && $0.alpha < 1 } == true, "the inserted item is fading in")

        source.ids.remove(at: 0)
        grid.performBatchUpdates { grid.deleteItems(at: F.paths([0])) }
        let after = F.drawn(grid)
        for old in 1..<16 {
            guard let seen = before[old] else { continue }
            #expect(after[old - 1]?.frame == seen.frame, "item \(old) → \(old - 1) does not jump")
            #expect(after[old - 1]?.alpha == seen.alpha, "item \(old) → \(old - 1) keeps its opacity")
        }
        F.runAnimations(grid)
        for item in grid.visibleItems() {
            #expect(item.frame == grid.frameOnScreen(ofItem: item.index) && item.alpha == 1)
        }
    }

    @Test("an item deleted while it still fades in fades out from the opacity it was seen at")
    func ghostOfAFadingItemStartsAtItsOpacity() throws {
        let source = ModelDataSource(count: 40)
        let (grid, scheduler) = F.grid(source)
        source.ids.insert(100, at: 5)
        grid.performBatchUpdates { grid.insertItems(at: F.paths([5])) }
        F.firstFrame(grid)
        F.settle(grid, scheduler)
        #expect(F.id(ofBitmap: grid.bitmap(forItemAt: 5)?.bitmap) == 100)
        grid.tick(at: 0.06)
        let seen = try #require(F.drawn(grid)[5])
        #expect(seen.alpha > 0 && seen.alpha < 1)

        source.ids.remove(at: 5)
        grid.performBatchUpdates { grid.deleteItems(at: F.paths([5])) }
        F.firstFrame(grid)
        let ghost = try #require(F.ghosts(grid).first)
        #expect(ghost.frame == seen.frame)
        #expect(ghost.alpha == seen.alpha)
        grid.tick(at: 0.1)
        #expect(F.ghosts(grid).first.map { $0.alpha < seen.alpha } == true)
    }

    @Test("deleting the rows at the end of a list scrolled to its end: the content clamps, everything starts where it was seen, ghosts stay in place")
    func deleteAtTheEndClamps() throws {
        let source = ModelDataSource(count: 20)
        let (list, scheduler) = F.list(source)
        F.scroll(list, scheduler, to: 1_400)
        let before = F.drawn(list)
        source.ids.removeSubrange(15..<20)
        list.performBatchUpdates { list.deleteItems(at: F.paths(15..<20)) }
        #expect(list.contentOffset == 900)
        let start = F.drawn(list)
        #expect(start[14]?.frame == before[14]?.frame, "the last row starts where it was")
        let ghosts = F.ghosts(list).sorted { $0.frame.minY < $1.frame.minY }
        #expect(ghosts.map(\.frame) == (15..<20).compactMap { before[$0]?.frame })
        F.runAnimations(list)
        #expect(F.drawn(list)[14]?.frame == Rect(x: 0, y: 500, width: 800, height: 100))
        #expect(F.ghosts(list).isEmpty)
    }

    @Test("a completion that hears false and begins another update runs after the update that cut it short is applied")
    func completionStartingAnUpdate() throws {
        let source = ModelDataSource(count: 40)
        let (grid, scheduler) = F.grid(source)
        var order: [String] = []
        source.ids.remove(at: 1)
        grid.performBatchUpdates({ grid.deleteItems(at: F.paths([1])) }, completion: { finished in
            order.append("first \(finished)")
            guard !finished else { return }
            #expect(grid.itemCount == 38, "the update that cut it short is applied first")
            source.ids.remove(at: 0)
            grid.performBatchUpdates { grid.deleteItems(at: F.paths([0])) }
        })
        grid.tick(at: 0.05)
        source.ids.remove(at: 5)
        grid.performBatchUpdates({ grid.deleteItems(at: F.paths([5])) }, completion: { order.append("second \($0)") })
        #expect(grid.itemCount == 37)
        #expect(order == ["first false", "second false"])
        F.runAnimations(grid)
        F.settle(grid, scheduler)
        #expect(grid.visibleItems().count == 16)
        for item in grid.visibleItems() {
            #expect(item.frame == grid.frameOnScreen(ofItem: item.index) && item.alpha == 1)
            #expect(F.nodeID(grid, item.index) == source.ids[item.index], "item \(item.index)")
            #expect(F.id(ofBitmap: grid.bitmap(forItemAt: item.index)?.bitmap) == source.ids[item.index], "item \(item.index)'s bitmap")
        }
    }

    @Test("section inserts, deletes and moves: every item ends holding its own node and bitmap, starting from where it was seen")
    func sectionOperations() throws {
        let source = ModelDataSource(sections: [Array(0..<6), Array(10..<17), Array(20..<25)])
        let (grid, scheduler) = F.grid(source)
        let before = F.drawn(grid)
        // Section 0 goes, section 2 moves before section 1, and a new section follows them.
        source.sections = [Array(20..<25), Array(10..<17), [30, 31]]
        grid.performBatchUpdates {
            grid.deleteSections(IndexSet(integer: 0))
            grid.moveSection(2, toSection: 0)
            grid.insertSections(IndexSet(integer: 2))
        }
        let start = F.drawn(grid)
        // Item 10 (old flat 6) is now flat 5; item 20 (old flat 13) is flat 0.
        #expect(start[5]?.frame == before[6]?.frame)
        #expect(start[0]?.frame == before[13]?.frame)
        #expect(F.ghosts(grid).count == 6, "section 0's items fade out")
        F.runAnimations(grid)
        F.settle(grid, scheduler)
        #expect(grid.itemCount == 14)
        for index in 0..<14 {
            #expect(F.nodeID(grid, index) == source.ids[index], "item \(index)")
            #expect(F.id(ofBitmap: grid.bitmap(forItemAt: index)?.bitmap) == source.ids[index], "item \(index)'s bitmap")
        }
    }
}
