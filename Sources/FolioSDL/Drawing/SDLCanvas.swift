import CSDL2
import FolioCore

/// A `Canvas` over an SDL renderer. Takes logical coordinates and draws in physical pixels, so
/// shapes and text are sharp at any display scale. Its text is laid out and rendered by the
/// workers' engine (`TextLayout` over `SDLTextMeasurer`, whose line renderer makes the textures)
/// and placed as `SDLRasterContext` places it. Main thread only.
@MainActor
public final class SDLCanvas: Canvas {
    private let renderer: OpaquePointer
    private let text: SDLTextCache
    /// Physical pixels per logical pixel, refreshed by the host each frame.
    public internal(set) var scale: Double = 1
    /// The window's area in logical pixels, refreshed by the host each frame.
    public private(set) var bounds: Rect = .zero
    /// The clip rectangles pushed, physical pixels, each within the one before.
    private var clips: [SDL_Rect] = []
    /// The frame's bounds in physical pixels, within which every clip lies.
    private var baseClip: SDL_Rect?
    /// How opaque whatever is drawn is, 0…255, times its own colour's alpha: the host fades the
    /// placeholder of an item fading in or out with it. Each shape fades on its own, so where a
    /// placeholder stacks shapes the lower one shows through the upper a little, unlike a fade of
    /// the whole; not part of `Canvas`.
    var opacity: UInt8 = 255

    /// A canvas over any renderer, a software one on a surface included. The renderer must
    /// outlive the canvas, which frees its text textures when it goes: `owner`, when given, is
    /// held until then.
    init(renderer: OpaquePointer, textMeasurer: SDLTextMeasurer, owner: AnyObject? = nil) {
        self.renderer = renderer
        text = SDLTextCache(renderer: renderer, measurer: textMeasurer, owner: owner)
    }

    /// Sets the logical bounds and scale for the frame about to be drawn, and clips to the
    /// bounds: drawn into a viewport (a collection embedded in part of an app's window), nothing
    /// may stray onto the app's drawing, whichever renderer SDL picked.
    func beginFrame(bounds: Rect, scale: Double) {
        self.bounds = bounds
        self.scale = scale
        // A clip left pushed by a frame that threw no longer applies.
        clips.removeAll()
        baseClip = nil
        pushClip(bounds)
        baseClip = clips.removeLast()
        applyClip()
    }

    /// Limits everything drawn (shapes, text, textures drawn through the same renderer) to `rect`
    /// (logical pixels, edges rounded to whole physical pixels) within the clip already in place,
    /// until the matching `popClip()`. Not part of `Canvas`: only the host clips, to draw a
    /// collection nested in an item within that item.
    ///
    /// - Returns: Whether any of the clip is left (an empty one hides everything).
    @discardableResult
    func pushClip(_ rect: Rect) -> Bool {
        let left = Self.pixelEdge(rect.minX * scale), right = Self.pixelEdge(rect.maxX * scale)
        let top = Self.pixelEdge(rect.minY * scale), bottom = Self.pixelEdge(rect.maxY * scale)
        var clip = SDL_Rect(x: left, y: top, w: max(0, right - left), h: max(0, bottom - top))
        if let outer = clips.last ?? baseClip {
            let x = max(clip.x, outer.x), y = max(clip.y, outer.y)
            let maxX = min(clip.x + clip.w, outer.x + outer.w), maxY = min(clip.y + clip.h, outer.y + outer.h)
            clip = SDL_Rect(x: x, y: y, w: max(0, maxX - x), h: max(0, maxY - y))
        }
        clips.append(clip)
        applyClip()
        return clip.w > 0 && clip.h > 0
    }

    /// Restores the clip in place before the last `pushClip(_:)`.
    func popClip() {
        guard !clips.isEmpty else { return }
        clips.removeLast()
        applyClip()
    }

    private func applyClip() {
        guard var clip = clips.last ?? baseClip else {
            SDL_RenderSetClipRect(renderer, nil)
            return
        }
        SDL_RenderSetClipRect(renderer, &clip)
    }

    /// A physical coordinate rounded to a pixel edge, kept where sums of two cannot overflow.
    private static func pixelEdge(_ value: Double) -> Int32 {
        let limit = Double(1 << 28)
        guard !value.isNaN else { return 0 }
        return Int32(min(max(value, -limit), limit).rounded())
    }

    /// Clears the whole output to `color`.
    func clear(_ color: Color) {
        setColor(color)
        SDL_RenderClear(renderer)
    }

    /// Paints the frame's bounds with `color`, replacing what was there rather than blending
    /// over it, as `clear(_:)` does for the whole output (which, in SDL, ignores the viewport).
    func paintBounds(_ color: Color) {
        var mode = SDL_BLENDMODE_BLEND
        SDL_GetRenderDrawBlendMode(renderer, &mode)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        setColor(color)
        var pixels = pixelRect(bounds)
        SDL_RenderFillRectF(renderer, &pixels)
        SDL_SetRenderDrawBlendMode(renderer, mode)
    }

    /// Fills `rect` with `color`, blended.
    public func fill(_ rect: Rect, color: Color) {
        let color = faded(color)
        guard color.alpha > 0 else { return }
        setColor(color)
        var pixels = pixelRect(rect)
        SDL_RenderFillRectF(renderer, &pixels)
    }

    /// Fills `rect` with corners of `radius`, one row of the caps per physical pixel.
    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        guard faded(color).alpha > 0 else { return }
        let r = min(radius, rect.width / 2, rect.height / 2) * scale
        guard r >= 1 else { return fill(rect, color: color) }
        setColor(faded(color))
        let outer = pixelRect(rect)
        // The middle band, then one row per physical pixel for each rounded cap.
        var middle = SDL_FRect(x: outer.x, y: outer.y + Float(r), w: outer.w, h: outer.h - Float(2 * r))
        SDL_RenderFillRectF(renderer, &middle)
        let rows = Int(r.rounded(.up))
        var caps: [SDL_FRect] = []
        caps.reserveCapacity(rows * 2)
        for row in 0..<rows {
            let dy = r - (Double(row) + 0.5)
            let inset = Float(r - (r * r - dy * dy).squareRoot())
            let width = outer.w - 2 * inset
            let height = Float(min(1, r - Double(row)))
            caps.append(SDL_FRect(x: outer.x + inset, y: outer.y + Float(row), w: width, h: height))
            caps.append(SDL_FRect(x: outer.x + inset, y: outer.y + outer.h - Float(row) - height, w: width, h: height))
        }
        SDL_RenderFillRectsF(renderer, caps, Int32(caps.count))
    }

    /// Lays `text` out as the workers would, at this canvas's scale.
    public func layoutText(_ text: String, attributes: TextAttributes, maxWidth: Double) -> TextLayout {
        self.text.layout(AttributedText(text), attributes: attributes, maxWidth: maxWidth, scale: scale)
    }

    /// Lays styled `text` out as the workers would, at this canvas's scale.
    public func layoutText(_ text: AttributedText, attributes: TextAttributes, maxWidth: Double) -> TextLayout {
        self.text.layout(text, attributes: attributes, maxWidth: maxWidth, scale: scale)
    }

    /// Draws laid-out text in `rect`: each line drawn once by the workers' engine into a texture
    /// (in its runs' fonts, colours and underlines), placed as the workers place it.
    public func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) {
        let bottom = bounds.maxY * scale
        let ratio = layout.scale > 0 ? scale / layout.scale : 1
        for (index, line) in layout.textLines.enumerated() {
            // Lines below the output are not rendered at all.
            guard layout.lineOrigin(index, width: 0, in: rect, scale: scale, alignment: .leading).y < bottom else { break }
            guard let texture = text.line(index, of: layout, attributes: attributes, scale: scale) else { continue }
            let origin = layout.lineOrigin(index, width: line.width * ratio, in: rect, scale: scale, alignment: attributes.alignment)
            let padding = Double(texture.padding)
            let destination = SDL_FRect(x: Float(origin.x - padding), y: Float(origin.y - padding),
                                        w: Float(texture.width), h: Float(texture.height))
            SDLTextureAlpha.copy(texture.texture, to: destination, opacity: opacity, renderer: renderer)
        }
    }

    /// `color` with its alpha scaled by the canvas's opacity.
    private func faded(_ color: Color) -> Color {
        guard opacity < 255 else { return color }
        var color = color
        color.alpha = SDLTextureAlpha.scale(color.alpha, by: opacity)
        return color
    }

    private func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    }

    private func pixelRect(_ rect: Rect) -> SDL_FRect {
        SDL_FRect(x: Float(rect.minX * scale), y: Float(rect.minY * scale),
                  w: Float(rect.width * scale), h: Float(rect.height * scale))
    }
}
