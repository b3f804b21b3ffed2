import CSDL2
import FolioCore

/// The textures of the animated images playing on screen (`CollectionNode.liveImages`): one per
/// animation, refilled when its frame changes, and destroyed once a frame no longer shows it.
/// Main thread (SDL's renderer).
@MainActor
final class SDLLiveImageTextures {
    private struct Entry {
        let texture: OpaquePointer
        let width: Int
        let height: Int
        var frameNumber: Int
        var usedInFrame: Int
    }

    private let renderer: OpaquePointer
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Counts frames, to tell the textures drawn in this one.
    private var frame = 0
    /// How many frames of animations were uploaded so far.
    private(set) var uploadCount = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    isolated deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    }

    /// Draws `live`'s current frame at `pixels` (its frame in the window, physical pixels) at
    /// `alpha`, uploading it first if the texture shows an older one.
    func draw(_ live: LiveImage, in pixels: SDL_FRect, alpha: Double) {
        let opacity = SDLTextureAlpha.byte(alpha)
        guard opacity > 0, let bitmap = live.bitmap as? SDLSurfaceBitmap, let texture = texture(for: live, bitmap: bitmap) else { return }
        SDLTextureAlpha.copy(texture, to: pixels, opacity: opacity, renderer: renderer)
    }

    /// The texture of `live`, holding its current frame.
    private func texture(for live: LiveImage, bitmap: SDLSurfaceBitmap) -> OpaquePointer? {
        if var entry = entries[live.id], entry.width == bitmap.pixelWidth, entry.height == bitmap.pixelHeight {
            entry.usedInFrame = frame
            if entry.frameNumber != live.frameNumber {
                guard SDL_UpdateTexture(entry.texture, nil, bitmap.surface.pointee.pixels, bitmap.surface.pointee.pitch) == 0 else { return nil }
                entry.frameNumber = live.frameNumber
                uploadCount += 1
            }
            entries[live.id] = entry
            return entry.texture
        }
        if let old = entries.removeValue(forKey: live.id) { SDL_DestroyTexture(old.texture) }
        guard let texture = SDL_CreateTexture(renderer, RasterSurface.format, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight)) else { return nil }
        guard SDL_UpdateTexture(texture, nil, bitmap.surface.pointee.pixels, bitmap.surface.pointee.pitch) == 0 else {
            SDL_DestroyTexture(texture)
            return nil
        }
        // Frames carry the node's rounded corners as transparency.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        uploadCount += 1
        entries[live.id] = Entry(texture: texture, width: bitmap.pixelWidth, height: bitmap.pixelHeight,
                                 frameNumber: live.frameNumber, usedInFrame: frame)
        return texture
    }

    /// Ends a frame: the textures of animations it did not draw go.
    func endFrame() {
        for (id, entry) in entries where entry.usedInFrame != frame {
            SDL_DestroyTexture(entry.texture)
            entries[id] = nil
        }
        frame += 1
    }

    /// How many animations hold a texture.
    var count: Int { entries.count }
}
