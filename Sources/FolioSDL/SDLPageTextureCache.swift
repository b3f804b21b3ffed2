import CSDL2
import FolioCore

/// Turns finished page bitmaps into textures on the main thread, within a per-frame budget, and
/// draws them. A page keeps its texture until the pager drops its bitmap, so the page on screen
/// during a resize is drawn from its previous texture, scaled, until the new one arrives.
///
/// Textures of pages that went away are kept (a few) and refilled for the next page of the same
/// size: making a page-sized texture allocates and clears megabytes, several times the cost of
/// copying the pixels into one that exists. Main thread only.
@MainActor
final class SDLPageTextureCache {
    private struct Entry {
        let texture: OpaquePointer
        /// The bitmap the texture was made from, so a newer one replaces it. Held, so that its
        /// identity cannot pass to a new bitmap at the same address; nil once retired.
        var source: (any PageBitmap)?
        /// The page size (logical) the bitmap was drawn for.
        let size: Size
    }

    /// A texture without a page, ready to be refilled.
    private struct SpareTexture {
        let texture: OpaquePointer
        let width: Int
        let height: Int
    }

    /// How many page textures to keep for reuse: enough for the pages that leave the display
    /// range while others enter it.
    static let spareLimit = 3
    private var spares: [SpareTexture] = []

    /// Off-screen pages uploaded per frame at most; visible pages are always uploaded, since a
    /// ready bitmap behind a placeholder is the one thing worse than a slow frame.
    var offscreenUploadsPerFrame = 1
    private let renderer: OpaquePointer
    private var entries: [Int: Entry] = [:]
    /// The pages uploaded in the frame being drawn, for the frame-stats recorder (its storage is
    /// kept from frame to frame).
    private(set) var pagesUploadedThisFrame: [Int] = []
    /// How many uploads the frame being drawn did.
    var uploadsThisFrame: Int { pagesUploadedThisFrame.count }

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    isolated deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        for spare in spares { SDL_DestroyTexture(spare.texture) }
    }

    /// Brings the textures in line with `pager`'s bitmaps: frees textures whose bitmap is gone,
    /// uploads visible pages' new bitmaps and up to the budget of others, nearest first.
    func update(from pager: CollectionNode, visible: [Int]) {
        update(from: pager, visible: visible, offscreenBudget: offscreenUploadsPerFrame)
    }

    /// Uploads every bitmap the pager holds, whatever the budget: for a benchmark that measures
    /// drawing alone, once everything is in place.
    func uploadAll(from pager: CollectionNode) {
        update(from: pager, visible: [], offscreenBudget: .max)
    }

    private func update(from pager: CollectionNode, visible: [Int], offscreenBudget: Int) {
        pagesUploadedThisFrame.removeAll(keepingCapacity: true)
        // The keys first: removing while iterating `entries` would copy it, and the copy would
        // hold the bitmaps until the loop ends.
        let pagesWithoutBitmaps = entries.keys.filter { pager.bitmap(forItemAt: $0)?.bitmap == nil }
        for page in pagesWithoutBitmaps {
            var gone = entries.removeValue(forKey: page)
            retire(&gone)
        }
        for page in visible { upload(page, from: pager) }
        var budget = offscreenBudget
        for page in pager.itemsWithBitmaps where budget > 0 && !visible.contains(page) {
            if upload(page, from: pager) { budget -= 1 }
        }
    }

    /// Uploads `page`'s bitmap if its texture is missing or older; true if it uploaded.
    @discardableResult
    private func upload(_ page: Int, from pager: CollectionNode) -> Bool {
        guard let (bitmap, size) = pager.bitmap(forItemAt: page), let surfaceBitmap = bitmap as? SDLSurfaceBitmap else { return false }
        if let current = entries[page]?.source, current === bitmap { return false }
        guard let texture = texture(for: surfaceBitmap) else {
            FolioLog.write("cannot make a texture for page \(page): \(String(cString: SDL_GetError()))")
            return false
        }
        // An opaque page is copied, not blended: several times cheaper in a software renderer.
        SDL_SetTextureBlendMode(texture, surfaceBitmap.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        var replaced = entries.updateValue(Entry(texture: texture, source: bitmap, size: size), forKey: page)
        retire(&replaced)
        pagesUploadedThisFrame.append(page)
        return true
    }

    /// A texture holding `bitmap`'s pixels: a spare of its size refilled, or a new one.
    private func texture(for bitmap: SDLSurfaceBitmap) -> OpaquePointer? {
        let surface = bitmap.surface
        let texture: OpaquePointer
        if let index = spares.firstIndex(where: { $0.width == bitmap.pixelWidth && $0.height == bitmap.pixelHeight }) {
            texture = spares.remove(at: index).texture
        } else {
            guard let made = SDL_CreateTexture(renderer, RasterSurface.format, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                               Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight)) else { return nil }
            texture = made
        }
        guard SDL_UpdateTexture(texture, nil, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            SDL_DestroyTexture(texture)
            return nil
        }
        return texture
    }

    /// Keeps `entry`'s texture as a spare (or destroys it past the limit) and lets its bitmap go
    /// on a background thread.
    private func retire(_ entry: inout Entry?) {
        guard let texture = entry?.texture else { return }
        if spares.count < Self.spareLimit {
            var width: Int32 = 0, height: Int32 = 0
            SDL_QueryTexture(texture, nil, nil, &width, &height)
            spares.append(SpareTexture(texture: texture, width: Int(width), height: Int(height)))
        } else {
            SDL_DestroyTexture(texture)
        }
        BackgroundReleaser.release(&entry!.source)
    }

    /// Draws `page`'s texture into `frame` (physical pixels), scaled if it was drawn for another
    /// size; false if the page has no texture yet.
    func draw(_ page: Int, in frame: SDL_FRect) -> Bool {
        guard let entry = entries[page] else { return false }
        var destination = frame
        SDL_RenderCopyF(renderer, entry.texture, nil, &destination)
        return true
    }

    /// Whether `page`'s texture was made from `bitmap`.
    func hasTexture(_ page: Int, from bitmap: any PageBitmap) -> Bool {
        entries[page]?.source === bitmap
    }

    /// Whether `page` has a texture drawn for exactly `size`.
    func hasCurrentTexture(_ page: Int, size: Size) -> Bool {
        entries[page]?.size == size
    }

    /// The number of textures held (memory follows the window, not the page count).
    var count: Int { entries.count }

    /// The pages that have a texture (for the debug overlay).
    var pages: Set<Int> { Set(entries.keys) }
}

extension SDLPageTextureCache {
    /// Whether `pager` holds a bitmap that has no texture yet (so another frame should upload).
    func hasPendingUploads(from pager: CollectionNode) -> Bool {
        pager.itemsWithBitmaps.contains { page in
            guard let bitmap = pager.bitmap(forItemAt: page)?.bitmap else { return false }
            return !hasTexture(page, from: bitmap)
        }
    }
}
