@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Cells' interface states driven by a collection's ranges: each cell (and its subnode) is in
/// the states of the ranges holding its item, reached one step at a time, through scrolling,
/// batch updates and reloads.
@Suite("Collection interface states", .serialized)
@MainActor
struct CollectionDataControllerInterfaceStatesTests {
    private let log = InterfaceStateLog()

    /// Full-width rows 100 px tall: six fill the 800×600 screen.
    private static let rows = FlowLayout(itemSize: .fixed(Size(width: 800, height: 100)), interitemSpacing: 0, lineSpacing: 0)

    /// A settled collection of `count` logging rows.
    private func collection(count: Int = 1_000) -> (CollectionNode, StateLoggingSource, ManualWorkScheduler) {
        let source = StateLoggingSource(count: count, log: log)
        let (collection, scheduler) = GridFixture.manual(source, layout: Self.rows)
        GridFixture.settle(collection, scheduler)
        return (collection, source, scheduler)
    }

    /// The state item `index` is in by the collection's ranges.
    private func expectedState(of index: Int, in collection: CollectionNode) -> InterfaceState {
        var state: InterfaceState = []
        if collection.ranges.preload.contains(index) { state.insert(.preload) }
        if collection.ranges.display.contains(index) { state.insert(.display) }
        if collection.ranges.visible.contains(index) { state.insert(.visible) }
        return state
    }

    /// The items whose cells are not in the state their ranges say, with both states.
    private func mismatches(in collection: CollectionNode) -> [String] {
        collection.data.elements.keys.sorted().compactMap { index in
            guard let cell = collection.data.elements[index]?.node as? StateLoggingCell else { return nil }
            let expected = expectedState(of: index, in: collection)
            guard cell.interfaceState != expected || cell.badge.interfaceState != expected else { return nil }
            return "\(index): \(cell.interfaceState) / \(cell.badge.interfaceState), not \(expected)"
        }
    }

    @Test("The first screen's cells enter preload, display and visible in order, the cell before its subnode; those further on only the ranges they are in")
    func firstScreen() throws {
        let (grid, source, _) = collection()
        defer { withExtendedLifetime(source) {} }
        #expect(log.calls(of: "0") == ["+preload", "+display", "+visible"])
        let all = log.all
        let cellVisible = try #require(all.firstIndex(of: "0 +visible"))
        let badgeFirst = try #require(all.firstIndex(of: "0.badge +preload"))
        #expect(cellVisible < badgeFirst, "the cell hears all of it before its subnode")
        #expect(grid.ranges.visible == Set(0..<6))
        let display = try #require(grid.ranges.display.subtracting(grid.ranges.visible).min())
        #expect(log.calls(of: String(display)) == ["+preload", "+display"])
        let preload = try #require(grid.ranges.preload.subtracting(grid.ranges.display).min())
        #expect(log.calls(of: String(preload)) == ["+preload"])
        #expect(mismatches(in: grid).isEmpty, "\(mismatches(in: grid))")
        #expect(log.firstStepOutOfOrder == nil)
    }

    @Test("Through random scrolls every cell stays in its ranges' states, every call one step from the last, and a cell scrolled far away leaves them all")
    func scrollingKeepsStatesInStep() throws {
        let (grid, source, scheduler) = collection()
        defer { withExtendedLifetime(source) {} }
        var random = SeededGenerator(seed: 22)
        for _ in 0..<40 {
            let offset = Double.random(in: 0...(grid.scrollModel.maximumOffset), using: &random).rounded()
            UpdateFixture.scroll(grid, scheduler, to: offset)
            let wrong = mismatches(in: grid)
            #expect(wrong.isEmpty, "at \(offset): \(wrong)")
        }
        #expect(log.firstStepOutOfOrder == nil, "\(log.firstStepOutOfOrder ?? "")")
        UpdateFixture.scroll(grid, scheduler, to: 0)
        log.clear()
        UpdateFixture.scroll(grid, scheduler, to: 50_000)
        #expect(log.calls(of: "0") == ["-visible", "-display", "-preload"])
        #expect(log.calls(of: "0.badge") == ["-visible", "-display", "-preload"])
        let leaving = try #require(log.all.firstIndex(of: "0 -visible"))
        let entering = try #require(log.all.firstIndex(of: "500 +preload"))
        #expect(leaving < entering, "cells leaving are told before those arriving")
    }

    @Test("A batch update: a deleted cell leaves every state, moved cells keep theirs (nothing heard), an inserted one enters when made, a reloaded one is replaced")
    func batchUpdates() throws {
        let (grid, source, scheduler) = collection(count: 100)
        defer { withExtendedLifetime(source) {} }
        let moved = try #require(grid.nodeForItem(at: IndexPath(item: 5, section: 0)))
        log.clear()
        // Delete item 2, move item 5 up to 2, insert a new item at 4: all on screen, item 0
        // staying where it is.
        source.ids.remove(at: 5)
        source.ids.remove(at: 2)
        source.ids.insert(5, at: 2)
        source.ids.insert(1_000, at: 4)
        grid.performBatchUpdates {
            grid.deleteItems(at: UpdateFixture.paths([2]))
            grid.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 2, section: 0))
            grid.insertItems(at: UpdateFixture.paths([4]))
        }
        #expect(log.calls(of: "2") == ["-visible", "-display", "-preload"], "the deleted cell leaves at once")
        #expect(log.calls(of: "2.badge") == ["-visible", "-display", "-preload"])
        #expect(log.calls(of: "5").isEmpty, "the moved cell, still on screen, hears nothing")
        #expect(grid.nodeForItem(at: IndexPath(item: 2, section: 0)) === moved)
        #expect(moved.interfaceState == [.preload, .display, .visible])
        UpdateFixture.settle(grid, scheduler)
        _ = UpdateFixture.runAnimations(grid)
        #expect(log.calls(of: "1000") == ["+preload", "+display", "+visible"], "the inserted cell enters once made")
        #expect(mismatches(in: grid).isEmpty, "\(mismatches(in: grid))")

        let old = try #require(grid.nodeForItem(at: IndexPath(item: 3, section: 0)) as? StateLoggingCell)
        log.clear()
        grid.performBatchUpdates { grid.reloadItems(at: UpdateFixture.paths([3])) }
        #expect(log.calls(of: old.name) == ["-visible", "-display", "-preload"], "the reloaded item's old cell leaves")
        UpdateFixture.settle(grid, scheduler)
        let new = try #require(grid.nodeForItem(at: IndexPath(item: 3, section: 0)) as? StateLoggingCell)
        #expect(new !== old && new.interfaceState == [.preload, .display, .visible])
        #expect(old.interfaceState == [])
        #expect(log.firstStepOutOfOrder == nil)
    }

    @Test("Reloading the data takes every cell out of every state; the new cells enter as they are made")
    func reloadData() throws {
        let (grid, source, scheduler) = collection(count: 50)
        defer { withExtendedLifetime(source) {} }
        let cells = grid.data.elements.values.compactMap { $0.node as? StateLoggingCell }
        #expect(!cells.isEmpty)
        grid.reloadData()
        #expect(cells.allSatisfy { $0.interfaceState == [] && $0.badge.interfaceState == [] })
        GridFixture.settle(grid, scheduler)
        #expect(mismatches(in: grid).isEmpty, "\(mismatches(in: grid))")
        #expect(grid.nodeForItem(at: IndexPath(item: 0, section: 0))?.interfaceState == [.preload, .display, .visible])
        #expect(log.firstStepOutOfOrder == nil)
    }

    @Test("A cell made before its item left the ranges arrives in no state; one whose item is on screen arrives visible")
    func cellsArriveWhereTheirItemsAre() throws {
        let source = StateLoggingSource(count: 1_000, log: log)
        let (grid, scheduler) = GridFixture.manual(source, layout: Self.rows)
        defer { withExtendedLifetime(source) {} }
        grid.tick(at: 0)
        #expect(log.all.isEmpty, "no cell is made yet, so none hears anything")
        GridFixture.settle(grid, scheduler)
        #expect(grid.nodeForItem(at: IndexPath(item: 0, section: 0))?.interfaceState == [.preload, .display, .visible])
        #expect(mismatches(in: grid).isEmpty)
    }
}
