@testable import FolioCore
import Foundation
import TestSupport

/// A host's texture cache without a renderer, as the SDL host keeps one: each "texture" is the
/// bitmap it was uploaded from, moved to new keys by the key remappings of the batches since the
/// last frame (in order), dropped when the collection says a bitmap went, and refreshed when it
/// says one arrived: visible items at once, others a few per frame. What it would draw under a
/// key must be of the item the model has there. Main thread.
@MainActor
final class ThrashTextureCache {
    private(set) var entries: [Int: any ItemBitmap] = [:]
    /// Keys whose bitmap arrived and is not uploaded yet.
    private var pending: Set<Int> = []

    /// One frame: remappings, bitmap changes, uploads (every pending one when `uploadsAll`, else
    /// the visible ones and a random share of the rest). Returns a remapping that sent two
    /// textures to one key, if any.
    func frame(of collection: CollectionNode, uploadsAll: Bool, using rng: inout SeededGenerator) -> String? {
        for remapping in collection.takeKeyRemappings() {
            var kept: [Int: any ItemBitmap] = [:]
            for (old, bitmap) in entries.sorted(by: { $0.key < $1.key }) {
                guard let new = remapping.newKey(forOld: old) else { continue }
                if kept[new] != nil { return "a key remapping sends two textures to key \(new) (one from \(old))" }
                kept[new] = bitmap
            }
            entries = kept
            pending = Set(pending.compactMap { remapping.newKey(forOld: $0) })
        }
        for key in collection.takeBitmapChanges() {
            if collection.bitmap(forItemAt: key) == nil {
                entries[key] = nil
                pending.remove(key)
            } else {
                pending.insert(key)
            }
        }
        let visible = Set(collection.visibleItems().map(\.index))
        for key in pending.sorted() where uploadsAll || visible.contains(key) || Bool.random(using: &rng) {
            entries[key] = collection.bitmap(forItemAt: key)?.bitmap
            pending.remove(key)
        }
        return nil
    }

    /// Whether `key`'s texture waits for a newer bitmap.
    func isPending(_ key: Int) -> Bool { pending.contains(key) }
}
