import CSDL2
import Foundation
import Testing
import TestSupport
@testable import FolioCore
@testable import FolioSDL

/// The texture cache following a batch update's key remappings: textures move with their items
/// instead of being uploaded again, and go with them. The collection's data is left as it was:
/// only the remappings it hands the cache change, so whatever the cache shows under a key after
/// them is what it moved there, not what the collection holds there.
@MainActor
@Suite("Item texture cache: key remappings", .serialized)
struct SDLItemTextureCacheRemappingTests {
    /// The remapping of one batch update of a single-section collection of `oldCount` items.
    private func remapping(oldCount: Int, newCount: Int, ghostKeys: [Int: Int] = [:],
                           _ change: (inout CollectionUpdates) -> Void) throws -> CollectionKeyRemapping {
        var updates = CollectionUpdates()
        change(&updates)
        return CollectionKeyRemapping(plan: try CollectionUpdatePlan(updates, oldCounts: [oldCount], newCounts: [newCount]),
                                      ghostKeys: ghostKeys)
    }

    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// A grid whose display range has its textures, item 5 drawn once.
    private func uploadedGrid(_ target: TextureTestTarget) throws -> (CollectionNode, SDLItemTextureCache) {
        let (grid, scheduler, _) = target.grid()
        target.settle(grid, scheduler)
        let cache = SDLItemTextureCache(renderer: target.renderer)
        cache.offscreenUploadsPerFrame = .max
        cache.update(from: grid, visible: TextureTestTarget.firstScreen)
        #expect(cache.pages == grid.ranges.display)
        #expect(cache.draw(5, in: target.pixels(try #require(grid.frameOnScreen(ofItem: 5)))) == .drawnFirstTime)
        return (grid, cache)
    }

    /// Draws `key` where `grid` shows `place` and returns the outcome and the colour there.
    private func draw(_ key: Int, at place: Int, of grid: CollectionNode, from cache: SDLItemTextureCache,
                      on target: TextureTestTarget) throws -> (SDLItemTextureCache.DrawOutcome, Color?) {
        target.clear(.white)
        let outcome = cache.draw(key, in: target.pixels(try #require(grid.frameOnScreen(ofItem: place))))
        return (outcome, target.pixel(atCenterOf: place, in: grid))
    }

    @Test("An item moved from key 5 to key 6 keeps its texture under 6, without an upload, still drawn before")
    func movedItemKeepsItsTexture() throws {
        try TextureTestTarget.with { target in
            let (grid, cache) = try uploadedGrid(target)
            let before = cache.pages
            grid.pendingKeyRemappings = [try remapping(oldCount: 400, newCount: 401) { $0.insertItems(at: [path(5)]) }]
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            #expect(cache.uploadsThisFrame == 0)
            #expect(!cache.hasPendingUploads)
            #expect(cache.pages == Set(before.map { $0 < 5 ? $0 : $0 + 1 }))
            let (moved, color) = try draw(6, at: 6, of: grid, from: cache, on: target)
            #expect(moved == .drawn, "its content was on screen before the update")
            #expect(color == TextureTestTarget.color(ofItem: 5))
            #expect(try draw(5, at: 5, of: grid, from: cache, on: target).0 == .missing, "the inserted item has no texture yet")
            #expect(grid.takeKeyRemappings().isEmpty, "the cache took them")
        }
    }

    @Test("A deleted item's texture goes; the items after it move up with theirs")
    func deletedItemsTextureIsRetired() throws {
        try TextureTestTarget.with { target in
            let (grid, cache) = try uploadedGrid(target)
            let before = cache.pages
            grid.pendingKeyRemappings = [try remapping(oldCount: 400, newCount: 399) { $0.deleteItems(at: [path(5)]) }]
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            #expect(cache.uploadsThisFrame == 0)
            #expect(cache.pages == Set(before.filter { $0 != 5 }.map { $0 < 5 ? $0 : $0 - 1 }))
            #expect(cache.pages.count == before.count - 1)
            let (outcome, color) = try draw(5, at: 5, of: grid, from: cache, on: target)
            #expect(outcome == .drawnFirstTime, "item 6's texture, not drawn before")
            #expect(color == TextureTestTarget.color(ofItem: 6))
        }
    }

    @Test("A deleted item fading out keeps its texture under its ghost key")
    func ghostKeyKeepsTheTexture() throws {
        try TextureTestTarget.with { target in
            let (grid, cache) = try uploadedGrid(target)
            let ghost = CollectionNode.ghostKey(0)
            grid.pendingKeyRemappings = [try remapping(oldCount: 400, newCount: 399, ghostKeys: [5: ghost]) {
                $0.deleteItems(at: [path(5)])
            }]
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            #expect(cache.uploadsThisFrame == 0)
            #expect(cache.pages.contains(ghost))
            let (outcome, color) = try draw(ghost, at: 5, of: grid, from: cache, on: target)
            #expect(outcome == .drawn)
            #expect(color == TextureTestTarget.color(ofItem: 5))
            #expect(try draw(5, at: 5, of: grid, from: cache, on: target).1 == TextureTestTarget.color(ofItem: 6))

            // A later update leaves the ghost where it is.
            grid.pendingKeyRemappings = [try remapping(oldCount: 399, newCount: 400) { $0.insertItems(at: [path(0)]) }]
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            #expect(try draw(ghost, at: 5, of: grid, from: cache, on: target).1 == TextureTestTarget.color(ofItem: 5))
        }
    }

    @Test("Two updates' remappings apply in order: an insert before a delete is not the delete before the insert")
    func remappingsApplyInOrder() throws {
        try TextureTestTarget.with { target in
            let (grid, cache) = try uploadedGrid(target)
            let before = cache.pages
            // Item 5 goes to 6, then whatever is at 6 (item 5) is deleted; reversed, item 6
            // would be deleted and item 5 would end at 6.
            grid.pendingKeyRemappings = [
                try remapping(oldCount: 400, newCount: 401) { $0.insertItems(at: [path(0)]) },
                try remapping(oldCount: 401, newCount: 400) { $0.deleteItems(at: [path(6)]) },
            ]
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            #expect(cache.uploadsThisFrame == 0)
            #expect(cache.pages == Set(before.filter { $0 != 5 }.map { $0 < 5 ? $0 + 1 : $0 }))
            #expect(try draw(6, at: 6, of: grid, from: cache, on: target).1 == TextureTestTarget.color(ofItem: 6))
            #expect(try draw(5, at: 5, of: grid, from: cache, on: target).1 == TextureTestTarget.color(ofItem: 4))
            #expect(try draw(0, at: 0, of: grid, from: cache, on: target).0 == .missing)
        }
    }

    @Test("Items waiting for their textures move with the updates, and a deleted one is no longer due")
    func pendingItemsMove() throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.offscreenUploadsPerFrame = 0
            cache.update(from: grid, visible: [0])
            let waiting = Set(grid.itemsWithBitmaps).subtracting([0])
            #expect(cache.pages == [0] && cache.hasPendingUploads)
            // Item 0 goes to 1, item 1 to 2 and is deleted; the rest come back to their keys.
            grid.pendingKeyRemappings = [
                try remapping(oldCount: 400, newCount: 401) { $0.insertItems(at: [path(0)]) },
                try remapping(oldCount: 401, newCount: 400) { $0.deleteItems(at: [path(2)]) },
            ]
            cache.update(from: grid, visible: [])
            #expect(cache.uploadsThisFrame == 0 && cache.pages == [1] && cache.hasPendingUploads)
            cache.offscreenUploadsPerFrame = .max
            cache.update(from: grid, visible: [])
            // Key 1 waited for item 1's bitmap, which the collection (its data unchanged) still
            // holds there; it no longer does, since item 0's texture is there now.
            #expect(Set(cache.itemsUploadedThisFrame) == waiting.subtracting([1]))
            #expect(cache.pages == waiting.union([1]))
            #expect(try draw(1, at: 1, of: grid, from: cache, on: target).1 == TextureTestTarget.color(ofItem: 0))
            #expect(!cache.hasPendingUploads)

            let other = SDLItemTextureCache(renderer: target.renderer)
            other.offscreenUploadsPerFrame = 0
            other.update(from: grid, visible: [0])
            #expect(other.hasPendingUploads)
            grid.pendingKeyRemappings = [try remapping(oldCount: 400, newCount: 1) { $0.deleteItems(at: (1..<400).map(path)) }]
            other.update(from: grid, visible: [])
            #expect(!other.hasPendingUploads, "every item that waited went")
            #expect(other.pages == [0])
        }
    }

    @Test("A cache taking up another collection drops that collection's remappings with the textures of the one before")
    func adoptionDropsRemappings() throws {
        try TextureTestTarget.with { target in
            let (_, cache) = try uploadedGrid(target)
            let (second, scheduler, _) = target.grid(tint: 120)
            target.settle(second, scheduler)
            second.pendingKeyRemappings = [try remapping(oldCount: 400, newCount: 401) { $0.insertItems(at: [path(0)]) }]
            cache.update(from: second, visible: TextureTestTarget.firstScreen)
            #expect(second.takeKeyRemappings().isEmpty)
            #expect(Set(cache.itemsUploadedThisFrame).isSuperset(of: TextureTestTarget.firstScreen),
                    "the bitmaps it holds are due under their keys as they are now")
            #expect(try draw(0, at: 0, of: second, from: cache, on: target).1 == TextureTestTarget.color(ofItem: 0, tint: 120))
        }
    }

    @Test("Where two values land on one key, the one that moved there wins over the one that stayed; gone keys drop theirs")
    func collisionKeepsTheArrival() throws {
        // The fades of ghosts 0...7 ended unseen, and their numbers went to items 8...15, deleted
        // now. Eight collisions, so that a rule that held for one order of a dictionary's
        // iteration only would show.
        let ghosts = (0..<8).map { CollectionNode.ghostKey($0) }
        let update = try remapping(oldCount: 20, newCount: 11, ghostKeys: Dictionary(uniqueKeysWithValues: zip(8..<16, ghosts))) {
            $0.deleteItems(at: (8..<16).map(path) + [path(1)])
        }
        var values = Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, "item \($0)") })
        for (number, ghost) in ghosts.enumerated() { values[ghost] = "faded \(number)" }
        let (kept, dropped) = SDLItemTextureCache.rekeyed(values, by: update)
        var expected = Dictionary(uniqueKeysWithValues: zip(ghosts, (8..<16).map { "item \($0)" }))
        expected[0] = "item 0"
        for item in 2..<8 { expected[item - 1] = "item \(item)" }
        for item in 16..<20 { expected[item - 9] = "item \(item)" }
        #expect(kept == expected)
        #expect(Set(dropped) == Set(["item 1"] + (0..<8).map { "faded \($0)" }))
        #expect(SDLItemTextureCache.rekeyed(Set(values.keys), by: update) == Set(expected.keys))
    }
}
