import CSDL2
import FolioCore

/// Turns finished item bitmaps into textures on the main thread, within a per-frame budget, and
/// draws them. The collection pushes which items' bitmaps changed (`takeBitmapChanges()`), so a
/// frame looks only at those, not at every item. An item keeps its texture until the collection
/// drops its bitmap, so the item on screen during a resize is drawn from its previous texture,
/// scaled, until the new one arrives. A cache serves one collection at a time: given another, it
/// drops the textures of the one before. The view keeps one for the root and one for each
/// collection nested in the root's items. After a batch update the cache moves its textures to
/// their items' new keys, as the collection reports them, before it looks at the bitmaps: a moved
/// item keeps its texture, and a deleted one fading out keeps it under its ghost key.
///
/// Textures of items that went away are kept (a few) and refilled for the next item of the same
/// size: making a page-sized texture allocates and clears megabytes, several times the cost of
/// copying the pixels into one that exists. Main thread only.
@MainActor
final class SDLItemTextureCache {
    private struct Entry {
        let texture: OpaquePointer
        /// The bitmap the texture was made from, so a newer one replaces it. Held, so that its
        /// identity cannot pass to a new bitmap at the same address; nil once retired.
        var source: (any ItemBitmap)?
        /// The page size (logical) the bitmap was drawn for.
        let size: Size
        /// Whether the texture has been drawn: its first draw shows the item's content anew.
        var hasBeenDrawn = false
        /// Whether the texture samples the nearest pixel (a page zoomed past its pixels) rather
        /// than blending its neighbours, as textures are made.
        var samplesNearest = false
    }

    /// What drawing an item did.
    enum DrawOutcome {
        /// The item has no texture: nothing was drawn.
        case missing
        /// The item was drawn from a texture drawn before.
        case drawn
        /// The item was drawn from a texture for the first time: its content (new, or come back
        /// after its texture was let go) is on screen.
        case drawnFirstTime
        /// The item is wholly transparent (fading): nothing was drawn, and nothing is due in its
        /// place.
        case transparent
    }

    /// A texture without a page, ready to be refilled.
    private struct SpareTexture {
        let texture: OpaquePointer
        let format: UInt32
        let width: Int
        let height: Int
    }

    /// The texture format for opaque bitmaps: the raster's 32-bit layout with its alpha byte
    /// ignored. Faded (a batch update's cross-fade) with SDL's alpha modulation, a texture without
    /// an alpha channel takes the software renderer's per-surface alpha blitter, about ten times
    /// faster than the per-pixel one a texture with alpha takes (0.4-0.7 ms against 7 ms for a
    /// 1280x800 page).
    static let opaqueFormat = SDL_PIXELFORMAT_RGB888.rawValue

    /// How many page textures to keep for reuse: enough for the pages that leave the display
    /// range while others enter it.
    static let spareLimit = 3
    private var spares: [SpareTexture] = []

    /// Off-screen items uploaded per frame at most; visible items are always uploaded, since a
    /// ready bitmap behind a placeholder is the one thing worse than a slow frame.
    var offscreenUploadsPerFrame = 16
    /// The bytes of off-screen bitmaps uploaded per frame at most, past the first: a page-sized
    /// bitmap goes up alone, a grid's small cells a few at a time, so that they keep ahead of a
    /// fast scroll without piling up into one slow frame when they come into view.
    var offscreenUploadBytesPerFrame = 1 << 20
    private let renderer: OpaquePointer
    /// What owns the renderer (the window): held so that the renderer, which frees every
    /// texture with it, outlives this object's own freeing of its textures.
    private let rendererOwner: AnyObject?
    private var entries: [Int: Entry] = [:]
    /// Items whose bitmap the renderer refused a texture for, with whether their stand-in has
    /// been drawn: they show a plain panel, not a placeholder waiting for ever, until another
    /// bitmap comes.
    private var refused: [Int: Bool] = [:]
    /// The colour of the stand-in for an item without a texture it can have: the unavailable
    /// panel's.
    static let refusedPanelColor = Color(red: 58, green: 60, blue: 66)
    /// The items uploaded in the frame being drawn, for the frame-stats recorder (its storage is
    /// kept from frame to frame).
    private(set) var itemsUploadedThisFrame: [Int] = []
    /// How many uploads the frame being drawn did.
    var uploadsThisFrame: Int { itemsUploadedThisFrame.count }

    init(renderer: OpaquePointer, owner: AnyObject? = nil) {
        self.renderer = renderer
        rendererOwner = owner
    }

    isolated deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        for spare in spares { SDL_DestroyTexture(spare.texture) }
    }

    /// The collection the textures are of; another one drops them. Held weakly, so that a new
    /// collection at a released one's address is not taken for it.
    private weak var root: CollectionNode?
    /// Items whose bitmap has no texture yet, as the collection reported them.
    private var pending: Set<Int> = []

    /// Brings the textures in line with `collection`'s bitmaps: frees textures whose bitmap went,
    /// uploads the visible items' new bitmaps and up to the budget of others, nearest first.
    func update(from collection: CollectionNode, visible: [Int]) {
        var budget = frameBudget
        update(from: collection, visible: visible, budget: &budget)
    }

    /// This cache's allowance for one frame's off-screen uploads; the view spends it over every
    /// cache it draws in the frame.
    var frameBudget: SDLUploadBudget {
        SDLUploadBudget(uploads: offscreenUploadsPerFrame, byteLimit: offscreenUploadBytesPerFrame)
    }

    /// Uploads every bitmap the collection holds, whatever the budget: for a benchmark that
    /// measures drawing alone, once everything is in place.
    func uploadAll(from collection: CollectionNode) {
        adopt(collection)
        applyKeyRemappings(of: collection)
        pending.formUnion(collection.itemsWithBitmaps)
        var budget = SDLUploadBudget.unlimited
        update(from: collection, visible: [], budget: &budget)
    }

    /// Whether a bitmap is waiting for its texture (another frame should upload it).
    var hasPendingUploads: Bool { !pending.isEmpty }

    /// Starts serving `collection`: the textures of another are let go, and every bitmap the
    /// collection holds is due for upload.
    private func adopt(_ collection: CollectionNode) {
        guard root !== collection else { return }
        root = collection
        for key in Array(entries.keys) {
            var gone = entries.removeValue(forKey: key)
            retire(&gone)
        }
        refused.removeAll()
        // Both are about keys of textures let go: the bitmaps now held are all due anyway.
        _ = collection.takeKeyRemappings()
        _ = collection.takeBitmapChanges()
        pending = Set(collection.itemsWithBitmaps)
    }

    /// Moves the textures, and the items waiting for theirs, to the keys the batch updates since
    /// the last frame gave them, in order; a texture whose item is gone is retired. The bitmap
    /// changes that follow are in the new keys.
    private func applyKeyRemappings(of collection: CollectionNode) {
        for remapping in collection.takeKeyRemappings() {
            let (kept, dropped) = Self.rekeyed(entries, by: remapping)
            entries = kept
            for entry in dropped {
                var gone = Optional(entry)
                retire(&gone)
            }
            pending = Self.rekeyed(pending, by: remapping)
            refused = Self.rekeyed(refused, by: remapping).kept
        }
    }

    /// Brings the textures in line with `collection`'s bitmaps as `update(from:visible:)` does,
    /// uploading off-screen items out of `budget`, which it spends.
    func update(from collection: CollectionNode, visible: [Int], budget: inout SDLUploadBudget) {
        adopt(collection)
        applyKeyRemappings(of: collection)
        itemsUploadedThisFrame.removeAll(keepingCapacity: true)
        for item in collection.takeBitmapChanges() {
            refused[item] = nil
            if collection.bitmap(forItemAt: item) == nil {
                var gone = entries.removeValue(forKey: item)
                retire(&gone)
                pending.remove(item)
            } else {
                pending.insert(item)
            }
        }
        handOverFadingTextures(of: collection)
        for item in visible where pending.contains(item) {
            upload(item, from: collection)
            pending.remove(item)
        }
        guard !pending.isEmpty, budget.allowsAnother else { return }
        let order = budget.uploads >= pending.count ? Array(pending) : collection.nearestFirst(pending)
        for item in order where budget.allowsAnother {
            pending.remove(item)
            if upload(item, from: collection) {
                budget.spend(bytes: collection.bitmap(forItemAt: item)?.bitmap.byteCount ?? 0)
            }
        }
    }

    /// Moves the texture of each item that fades to content which arrived later (a photo over
    /// its placeholder) to the ghost key its old bitmap is kept under while the new one fades
    /// in: the pixels are on the renderer already, so only the new bitmap goes up, not the old
    /// one a second time in the same frame.
    private func handOverFadingTextures(of collection: CollectionNode) {
        for key in pending where CollectionNode.isGhostKey(key) && entries[key] == nil {
            guard let (bitmap, _) = collection.bitmap(forItemAt: key),
                  let item = entries.first(where: { $0.key != key && $0.value.source === bitmap })?.key,
                  collection.bitmap(forItemAt: item)?.bitmap !== bitmap else { continue }
            entries[key] = entries.removeValue(forKey: item)
            pending.remove(key)
            pending.insert(item)
        }
    }

    /// Uploads `page`'s bitmap if its texture is missing or older; true if it uploaded.
    @discardableResult
    private func upload(_ page: Int, from collection: CollectionNode) -> Bool {
        guard let (bitmap, size) = collection.bitmap(forItemAt: page), let surfaceBitmap = bitmap as? SDLSurfaceBitmap else { return false }
        if let current = entries[page]?.source, current === bitmap { return false }
        guard let texture = texture(for: surfaceBitmap) else {
            FolioLogger.host.line(.warning, "cannot make a \(surfaceBitmap.pixelWidth)×\(surfaceBitmap.pixelHeight) texture for item \(page): "
                                  + "\(String(cString: SDL_GetError())); it shows a blank panel")
            // An older texture of the item is not its content any more.
            var stale = entries.removeValue(forKey: page)
            retire(&stale)
            refused[page] = false
            return false
        }
        // An opaque page is copied, not blended: several times cheaper in a software renderer.
        SDL_SetTextureBlendMode(texture, surfaceBitmap.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        var replaced = entries.updateValue(Entry(texture: texture, source: bitmap, size: size), forKey: page)
        retire(&replaced)
        itemsUploadedThisFrame.append(page)
        return true
    }

    /// A texture holding `bitmap`'s pixels: a spare of its size and format refilled, or a new
    /// one. An opaque bitmap goes into a texture without alpha (`opaqueFormat`, the same bytes).
    private func texture(for bitmap: SDLSurfaceBitmap) -> OpaquePointer? {
        let surface = bitmap.surface
        let format = bitmap.isOpaque ? Self.opaqueFormat : RasterSurface.format
        let texture: OpaquePointer
        if let index = spares.firstIndex(where: { $0.format == format && $0.width == bitmap.pixelWidth && $0.height == bitmap.pixelHeight }) {
            texture = spares.remove(at: index).texture
            // A spare may have shown a zoomed page's pixels crisp; a new entry samples linearly.
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        } else {
            guard let made = SDL_CreateTexture(renderer, format, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                               Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight)) else { return nil }
            texture = made
        }
        guard SDL_UpdateTexture(texture, nil, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            SDL_DestroyTexture(texture)
            return nil
        }
        return texture
    }

    /// How many spare textures wait to be refilled.
    var spareCount: Int { spares.count }

    /// Destroys the spare textures: they only make the next upload cheaper while items come and
    /// go, and at rest each page-sized one holds megabytes for nothing. The host calls it when
    /// it comes to rest after work (`IdleMemoryReleaser`); the next motion makes textures anew
    /// and keeps spares again.
    func releaseSpares() {
        for spare in spares { SDL_DestroyTexture(spare.texture) }
        spares.removeAll()
    }

    /// Keeps `entry`'s texture as a spare (or destroys it past the limit) and lets its bitmap go
    /// on a background thread.
    private func retire(_ entry: inout Entry?) {
        guard let texture = entry?.texture else { return }
        if spares.count < Self.spareLimit {
            var format: UInt32 = 0, width: Int32 = 0, height: Int32 = 0
            SDL_QueryTexture(texture, &format, nil, &width, &height)
            spares.append(SpareTexture(texture: texture, format: format, width: Int(width), height: Int(height)))
        } else {
            SDL_DestroyTexture(texture)
        }
        BackgroundReleaser.release(&entry!.source)
    }

    /// Draws `page`'s texture into `frame` (physical pixels), scaled if it was drawn for another
    /// size (or is being animated), at `alpha` (0…1, NaN taken as 1) over what is below, and says
    /// whether it had a texture and whether this was its first draw. A texture is first drawn by
    /// the first draw that shows anything of it.
    func draw(_ page: Int, in frame: SDL_FRect, alpha: Double = 1) -> DrawOutcome {
        draw(page, in: frame, within: nil, crisp: false, alpha: alpha)
    }

    /// Draws `page`'s texture into `frame` as `draw(_:in:alpha:)` does, copying only its part
    /// inside `clip` (physical pixels; the renderer's clip must already be set to it) when
    /// given, with nearest-pixel sampling when `crisp` (pixels shown as squares) and linear
    /// sampling otherwise.
    func draw(_ page: Int, in frame: SDL_FRect, within clip: SDL_FRect?, crisp: Bool, alpha: Double = 1) -> DrawOutcome {
        let opacity = SDLTextureAlpha.byte(alpha)
        guard opacity > 0 else { return .transparent }
        guard let entry = entries[page] else { return drawRefused(page, in: frame, opacity: opacity) }
        // The sampling is the texture's own state, read when the frame's commands run, not when
        // they are queued: it is set only when it changes, for the texture's next draws.
        if crisp != entry.samplesNearest {
            SDL_SetTextureScaleMode(entry.texture, crisp ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
            entries[page]?.samplesNearest = crisp
        }
        if let clip {
            var width: Int32 = 0, height: Int32 = 0
            SDL_QueryTexture(entry.texture, nil, nil, &width, &height)
            if let part = SDLTextureCrop.crop(frame: frame, to: clip, width: Int(width), height: Int(height)) {
                SDLTextureAlpha.copy(entry.texture, from: part.source, to: part.destination, opacity: opacity, renderer: renderer)
            }
        } else {
            SDLTextureAlpha.copy(entry.texture, to: frame, opacity: opacity, renderer: renderer)
        }
        guard !entry.hasBeenDrawn else { return .drawn }
        entries[page]?.hasBeenDrawn = true
        return .drawnFirstTime
    }

    /// Draws the stand-in for `page` if the renderer refused its bitmap a texture: its content
    /// is as drawn as it will be, and scripts waiting for it learn so.
    private func drawRefused(_ page: Int, in frame: SDL_FRect, opacity: UInt8) -> DrawOutcome {
        guard let hasBeenDrawn = refused[page] else { return .missing }
        let color = Self.refusedPanelColor
        var frame = frame
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, SDLTextureAlpha.scale(color.alpha, by: opacity))
        SDL_RenderFillRectF(renderer, &frame)
        guard !hasBeenDrawn else { return .drawn }
        refused[page] = true
        return .drawnFirstTime
    }

    /// Whether `page`'s bitmap was refused a texture (it shows the stand-in panel).
    func isRefused(_ page: Int) -> Bool { refused[page] != nil }

    /// The pixel format of `page`'s texture, or nil when it has none.
    func textureFormat(of page: Int) -> UInt32? {
        guard let texture = entries[page]?.texture else { return nil }
        var format: UInt32 = 0
        SDL_QueryTexture(texture, &format, nil, nil, nil)
        return format
    }

    /// Whether `page` has a texture to draw (its content, not its placeholder).
    func hasTexture(_ page: Int) -> Bool { entries[page] != nil }

    /// The pages that have a texture (for the debug overlay).
    var pages: Set<Int> { Set(entries.keys) }
}
