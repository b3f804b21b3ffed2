@testable import FolioCore
import Foundation
import Testing

/// The order a move leaves: every other item keeps its order, the counts follow a move across
/// sections, and only real places are targets.
struct InteractiveMoveOrderTests {
    private func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// The items (flat, before) in their order after `order`'s move, from its `oldIndex(forNew:)`.
    private func arrangement(_ order: InteractiveMoveOrder) -> [Int] {
        (0..<order.sections.itemCount).map(order.oldIndex(forNew:))
    }

    @Test("Moving forward within a section shifts the items between back by one; the maps invert each other")
    func forward() throws {
        var order = try #require(InteractiveMoveOrder(moving: path(1, 0), in: SectionItemCounts([5])))
        #expect(!order.isMoved)
        #expect(arrangement(order) == [0, 1, 2, 3, 4])
        let changed = order.setTarget(path(3, 0))
        #expect(changed)
        #expect(order.isMoved && order.target == 3)
        #expect(arrangement(order) == [0, 2, 3, 1, 4])
        for old in 0..<5 { #expect(order.oldIndex(forNew: order.newIndex(forOld: old)) == old) }
        #expect(order.sections == SectionItemCounts([5]))
    }

    @Test("Moving back within a section shifts the items between forward by one")
    func backward() throws {
        var order = try #require(InteractiveMoveOrder(moving: path(4, 0), in: SectionItemCounts([6])))
        order.setTarget(path(1, 0))
        #expect(arrangement(order) == [0, 4, 1, 2, 3, 5])
        #expect(order.newIndex(forOld: 4) == 1 && order.newIndex(forOld: 1) == 2 && order.newIndex(forOld: 5) == 5)
    }

    @Test("Moving into another section shortens the item's own by one and lengthens the other, its end included")
    func acrossSections() throws {
        var order = try #require(InteractiveMoveOrder(moving: path(0, 0), in: SectionItemCounts([3, 2])))
        let ontoEnd = order.setTarget(path(2, 1))
        #expect(ontoEnd, "just after the other section's last item")
        #expect(order.sections == SectionItemCounts([2, 3]))
        #expect(order.target == 4)
        #expect(arrangement(order) == [1, 2, 3, 4, 0])
        #expect(order.edits.recountedSections == [0, 1])
        let ontoStart = order.setTarget(path(0, 1))
        #expect(ontoStart)
        #expect(arrangement(order) == [1, 2, 0, 3, 4])
        // Back home: the counts are the original ones again.
        let backHome = order.setTarget(path(0, 0))
        #expect(backHome)
        #expect(order.sections == SectionItemCounts([3, 2]) && !order.isMoved)
    }

    @Test("Places that do not exist are refused and change nothing: past a section's end in its own section, a missing section, negatives")
    func invalidTargets() throws {
        var order = try #require(InteractiveMoveOrder(moving: path(1, 0), in: SectionItemCounts([3, 2])))
        for bad in [path(3, 0), path(3, 1), path(0, 2), path(-1, 0), path(0, -1)] {
            #expect(!order.isValidTarget(bad), "\(bad)")
            let taken = order.setTarget(bad)
            #expect(!taken)
        }
        #expect(order.targetPath == path(1, 0) && order.sections == SectionItemCounts([3, 2]))
        let samePlace = order.setTarget(path(1, 0))
        #expect(!samePlace, "the same place is no change")
        #expect(InteractiveMoveOrder(moving: path(3, 0), in: SectionItemCounts([3])) == nil)
    }
}
