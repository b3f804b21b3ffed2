import FolioCore

/// The texture caches of the collections drawn inside the root's items (the feeds on a pager's
/// pages), one per collection. A cache holds its collection weakly: once the collection is
/// released, the next frame frees its textures. A collection that was not drawn in a frame keeps
/// its cache while it lives, but the cache only lets go of what the collection dropped, and
/// uploads nothing, until the collection is drawn again. Main thread only.
@MainActor
final class SDLNestedTextureCaches {
    private struct Slot {
        weak var collection: CollectionNode?
        let cache: SDLItemTextureCache
        /// The last frame the collection was drawn in.
        var frame: UInt64
        /// The last frame the collection, near the window but not drawn, uploaded ahead in.
        var preparedFrame: UInt64 = 0
    }

    private let renderer: OpaquePointer
    /// What owns the renderer, passed to each cache (see `SDLItemTextureCache`).
    private let rendererOwner: AnyObject?
    private var slots: [ObjectIdentifier: Slot] = [:]
    /// The frame being drawn, counted from 1: a slot's 0 is "never drawn".
    private var frame: UInt64 = 0

    init(renderer: OpaquePointer, owner: AnyObject? = nil) {
        self.renderer = renderer
        rendererOwner = owner
    }

    /// How many caches there are.
    var count: Int { slots.count }

    /// Starts a frame: the caches of released collections, and their textures, go.
    func beginFrame() {
        frame += 1
        slots = slots.filter { $0.value.collection != nil }
    }

    /// The cache of `collection`, made on its first use, marked as drawn in this frame; nil if it
    /// was already drawn in this frame (a collection is drawn once a frame).
    func cacheForDrawing(_ collection: CollectionNode) -> SDLItemTextureCache? {
        let id = ObjectIdentifier(collection)
        let cache = cache(for: collection)
        guard slots[id]?.frame != frame else { return nil }
        slots[id]?.frame = frame
        return cache
    }

    /// The cache of `collection`, made on its first use (not yet drawn in any frame).
    func cache(for collection: CollectionNode) -> SDLItemTextureCache {
        let id = ObjectIdentifier(collection)
        if let slot = slots[id], slot.collection === collection { return slot.cache }
        // A new collection, or a new one at a released one's address.
        let cache = SDLItemTextureCache(renderer: renderer, owner: rendererOwner)
        slots[id] = Slot(collection: collection, cache: cache, frame: 0)
        return cache
    }

    /// Ends a frame. Collections near the window that were not drawn (a pager's feeds beside the
    /// screen) upload what the frame's remaining `budget` allows, nearest first, so that a swipe
    /// finds their first screens' textures made; they count as pending until they are. The
    /// caches of other living collections not drawn only free the textures of the bitmaps their
    /// collections dropped.
    func endFrame(nearWindow: [CollectionNode], budget: inout SDLUploadBudget) {
        for collection in nearWindow where slots[ObjectIdentifier(collection)]?.frame != frame {
            let cache = cache(for: collection)
            slots[ObjectIdentifier(collection)]?.preparedFrame = frame
            cache.update(from: collection, visible: [], budget: &budget)
        }
        for slot in slots.values where slot.frame != frame && slot.preparedFrame != frame {
            guard let collection = slot.collection else { continue }
            var none = SDLUploadBudget.none
            slot.cache.update(from: collection, visible: [], budget: &none)
        }
    }

    /// Drops every cache and its textures (the root they were nested in went).
    func removeAll() {
        slots.removeAll()
    }

    /// The cache of `collection`, if it has one.
    func cache(of collection: CollectionNode) -> SDLItemTextureCache? {
        slots[ObjectIdentifier(collection)].flatMap { $0.collection === collection ? $0.cache : nil }
    }

    /// Whether a collection drawn or uploaded ahead in the last frame has a bitmap waiting for
    /// its texture.
    var hasPendingUploads: Bool {
        slots.values.contains { ($0.frame == frame || $0.preparedFrame == frame) && $0.cache.hasPendingUploads }
    }

    /// The items each collection drawn or uploaded ahead in the last frame had uploaded in it.
    var uploadsThisFrame: [(collection: CollectionNode, items: [Int])] {
        slots.values.compactMap { slot in
            guard slot.frame == frame || slot.preparedFrame == frame, !slot.cache.itemsUploadedThisFrame.isEmpty,
                  let collection = slot.collection else { return nil }
            return (collection, slot.cache.itemsUploadedThisFrame)
        }
    }
}
