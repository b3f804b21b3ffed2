@testable import FolioCore
import Foundation
import Testing

/// The batch-updates part alone: nested batches, what waits while one is applied, the order in
/// which a batch ends, ghost keys, the key-remapping queue and the animations' completions.
@Suite("CollectionBatchUpdates")
@MainActor
struct CollectionBatchUpdatesTests {
    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// A batch deleting items 1 and 3 of 4.
    private func deletingPlan() throws -> CollectionUpdatePlan {
        var updates = CollectionUpdates()
        updates.deleteItems(at: [path(1), path(3)])
        return try CollectionUpdatePlan(updates, oldCounts: [4], newCounts: [2])
    }

    /// Animations that run for a while from time 0.
    private func animating(_ updates: CollectionBatchUpdates) {
        updates.animations.begin([0: ItemAnimations.Start(frame: Rect(x: 0, y: 0, width: 10, height: 10), alpha: 0)], at: 0)
    }

    @Test("Nested batches join the outermost: one set of changes, and every completion told by it, innermost first")
    func nestedBatches() throws {
        let updates = CollectionBatchUpdates()
        var heard: [String] = []
        var inner: (changes: CollectionUpdates, completion: (Bool) -> Void)?
        #expect(!updates.isCollecting)
        let outer = updates.collect({
            #expect(updates.isCollecting)
            updates.record { $0.insertItems(at: [path(0)]) }
            inner = updates.collect({
                updates.record { $0.deleteItems(at: [path(5)]) }
            }, completion: { heard.append("inner \($0)") })
            updates.record { $0.reloadItems(at: [path(2)]) }
        }, completion: { heard.append("outer \($0)") })
        #expect(inner == nil, "a nested batch hands nothing back")
        #expect(heard.isEmpty, "no completion before the batch is applied")
        let batch = try #require(outer)
        #expect(batch.changes.insertedItems == [path(0)])
        #expect(batch.changes.deletedItems == [path(5)])
        #expect(batch.changes.reloadedItems == [path(2)])
        batch.completion(false)
        #expect(heard == ["inner false", "outer false"])
        #expect(!updates.isCollecting)
        // The next batch starts afresh.
        let next = try #require(updates.collect({}, completion: nil))
        #expect(next.changes.isEmpty)
        next.completion(true)
        #expect(heard.count == 2)
    }

    @Test("What is asked for while a batch is applied waits until the pipeline is up to date, then runs before the completions")
    func deferralRunsAfterApply() throws {
        let updates = CollectionBatchUpdates()
        var heard: [String] = []
        updates.whenApplied { heard.append("at once") }
        #expect(heard == ["at once"])

        _ = updates.beginApplying(try deletingPlan(), fading: [])
        #expect(updates.isApplying)
        updates.whenApplied { heard.append("deferred 1") }
        updates.whenApplied { heard.append("deferred 2") }
        #expect(heard == ["at once"], "nothing runs while the batch is half applied")
        updates.finishApplying(cutShort: [{ heard.append("cut \($0)") }], completion: { heard.append("done \($0)") }) {
            heard.append("release, applying \(updates.isApplying)")
        } bringUpToDate: {
            heard.append("update")
        }
        #expect(heard == ["at once", "release, applying false", "update", "deferred 1", "deferred 2", "cut false", "done true"])
        #expect(!updates.isApplying)
        updates.whenApplied { heard.append("after") }
        #expect(heard.last == "after", "deferred work is not kept for the next batch")
    }

    @Test("Deferred work may begin and apply another batch while the first one ends")
    func deferredWorkBeginsABatch() throws {
        let updates = CollectionBatchUpdates()
        let plan = try deletingPlan()
        var heard: [String] = []
        _ = updates.beginApplying(plan, fading: [])
        updates.whenApplied {
            guard let batch = updates.collect({ updates.record { $0.insertItems(at: [self.path(0)]) } }, completion: nil) else { return }
            heard.append("collected \(batch.changes.insertedItems.count)")
            _ = updates.beginApplying(plan, fading: [])
            updates.finishApplying(cutShort: [], completion: { heard.append("second \($0)") }, release: {}, bringUpToDate: {})
        }
        updates.finishApplying(cutShort: [], completion: { heard.append("first \($0)") }, release: {}, bringUpToDate: {})
        #expect(heard == ["collected 1", "second true", "first true"])
        #expect(!updates.isApplying)
    }

    @Test("Ghost keys are negative, below every header's key, never given twice, and what the remapping moves the fading items to")
    func ghostKeys() throws {
        let updates = CollectionBatchUpdates()
        let plan = try deletingPlan()
        let first = updates.beginApplying(plan, fading: [1, 3, 1])
        #expect(Set(first.ghostKeys.keys) == [1, 3])
        let second = updates.beginApplying(plan, fading: [1])
        let keys = Array(first.ghostKeys.values) + Array(second.ghostKeys.values) + (0..<1000).map { _ in updates.makeGhostKey() }
        #expect(Set(keys).count == keys.count, "a key is never given twice")
        let lowestHeader = CollectionNode.headerKey(forSection: CollectionNode.maximumSectionCount)
        for key in keys {
            #expect(key < lowestHeader && CollectionNode.isGhostKey(key) && CollectionNode.section(ofHeaderKey: key) == nil)
        }
        #expect(first.newKey(forOld: 1) == first.ghostKeys[1])
        #expect(first.newKey(forOld: 2) == 1, "a survivor moves to its new index")
        #expect(first.newKey(forOld: 0) == 0)
        let plain = updates.beginApplying(plan, fading: [])
        #expect(plain.ghostKeys.isEmpty && plain.newKey(forOld: 1) == nil)
    }

    @Test("Past the limit, the key remappings no host took give way to one that drops every key")
    func keyRemappingQueue() throws {
        let updates = CollectionBatchUpdates()
        let remapping = updates.beginApplying(try deletingPlan(), fading: [])
        for _ in 0..<CollectionBatchUpdates.keyRemappingLimit {
            #expect(!updates.queueKeyRemapping(remapping))
        }
        #expect(updates.pendingKeyRemappings.count == CollectionBatchUpdates.keyRemappingLimit)
        #expect(updates.queueKeyRemapping(remapping))
        let taken = updates.takeKeyRemappings()
        #expect(taken.count == 1 && taken[0].dropsEverything && taken[0].newKey(forOld: 0) == nil)
        #expect(updates.takeKeyRemappings().isEmpty, "taken once")
        #expect(!updates.queueKeyRemapping(remapping))
        #expect(updates.takeKeyRemappings().first?.dropsEverything == false)
    }

    @Test("A batch that animates tells its completion when the motion ends, once; the frame that ends it is still drawn")
    func completionWaitsForAnimation() {
        let updates = CollectionBatchUpdates()
        var heard: [Bool] = []
        animating(updates)
        updates.finishApplying(cutShort: [], completion: { heard.append($0) }, release: {}, bringUpToDate: {})
        #expect(heard.isEmpty)
        let drawsWhileMoving = updates.advanceAnimations(at: 0.1) { _ in }
        #expect(drawsWhileMoving && heard.isEmpty)
        let drawsTheEnd = updates.advanceAnimations(at: 10) { _ in }
        #expect(drawsTheEnd, "the frame that ends the motion is drawn")
        #expect(heard == [true])
        let drawsAfter = updates.advanceAnimations(at: 11) { _ in }
        #expect(!drawsAfter)
        #expect(heard == [true])
    }

    @Test("Motions ended without a frame still owe their completions, which hear they ran to their end")
    func endedWithoutFrame() {
        let updates = CollectionBatchUpdates()
        var heard: [Bool] = []
        animating(updates)
        updates.finishApplying(cutShort: [], completion: { heard.append($0) }, release: {}, bringUpToDate: {})
        _ = updates.animations.finishAll()
        let draws = updates.advanceAnimations(at: 0) { _ in }
        #expect(!draws)
        #expect(heard == [true])
    }

    @Test("Animations ended at once let their ghosts go and tell the completions so; a later batch cuts the waiting ones short")
    func endAndCut() {
        let updates = CollectionBatchUpdates()
        var heard: [String] = []
        animating(updates)
        let ghost = updates.makeGhostKey()
        updates.animations.addGhost(ItemAnimations.Ghost(frame: Rect(x: 0, y: 0, width: 10, height: 10), bitmap: nil, liveCell: nil,
                                                         size: Size(width: 10, height: 10), startTime: 0), key: ghost)
        updates.finishApplying(cutShort: [], completion: { heard.append("first \($0)") }, release: {}, bringUpToDate: {})
        var letGo: [Int] = []
        updates.endAnimations(finished: false) { letGo += $0 }
        #expect(letGo == [ghost] && heard == ["first false"] && !updates.animations.isActive)

        animating(updates)
        updates.finishApplying(cutShort: [], completion: { heard.append("second \($0)") }, release: {}, bringUpToDate: {})
        let cut = updates.takeAnimationCompletions()
        #expect(cut.count == 1 && updates.takeAnimationCompletions().isEmpty)
        updates.finishApplying(cutShort: cut, completion: { heard.append("third \($0)") }, release: {}, bringUpToDate: {})
        #expect(heard == ["first false", "second false"], "the cut one hears false once the next batch is whole")
        // The first frame starts the motion begun between frames; a later one ends it.
        _ = updates.advanceAnimations(at: 10) { _ in }
        #expect(heard == ["first false", "second false"])
        _ = updates.advanceAnimations(at: 20) { _ in }
        #expect(heard == ["first false", "second false", "third true"])
    }
}
