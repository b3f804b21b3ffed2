import CSDL2
import FolioCore

/// A `Canvas` over an SDL renderer. Takes logical coordinates and draws in physical pixels, so
/// shapes and text are sharp at any display scale. Main thread only.
@MainActor
public final class SDLCanvas: Canvas {
    private let renderer: OpaquePointer
    private let text: SDLTextCache
    /// Physical pixels per logical pixel, refreshed by the host each frame.
    var scale: Double = 1
    public private(set) var bounds: Rect = .zero

    init(window: SDLWindow, fonts: SDLFontLibrary) {
        renderer = window.renderer
        text = SDLTextCache(renderer: window.renderer, fonts: fonts)
    }

    /// Sets the logical bounds and scale for the frame about to be drawn.
    func beginFrame(bounds: Rect, scale: Double) {
        self.bounds = bounds
        self.scale = scale
    }

    /// Clears the whole output to `color`.
    func clear(_ color: Color) {
        setColor(color)
        SDL_RenderClear(renderer)
    }

    public func fill(_ rect: Rect, color: Color) {
        guard color.alpha > 0 else { return }
        setColor(color)
        var pixels = pixelRect(rect)
        SDL_RenderFillRectF(renderer, &pixels)
    }

    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        guard color.alpha > 0 else { return }
        let r = min(radius, rect.width / 2, rect.height / 2) * scale
        guard r >= 1 else { return fill(rect, color: color) }
        setColor(color)
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

    public func measureText(_ text: String, style: TextStyle, maxWidth: Double?) -> Size {
        guard let entry = self.text.entry(for: key(text, style, maxWidth)) else { return .zero }
        return Size(width: Double(entry.width) / scale, height: Double(entry.height) / scale)
    }

    public func drawText(_ text: String, style: TextStyle, in rect: Rect) {
        guard let entry = self.text.entry(for: key(text, style, rect.width)) else { return }
        let box = pixelRect(rect)
        let width = Float(entry.width), height = Float(entry.height)
        let x: Float = switch style.alignment {
        case .leading: box.x
        case .center: box.x + (box.w - width) / 2
        case .trailing: box.x + box.w - width
        }
        var destination = SDL_FRect(x: x.rounded(), y: box.y.rounded(), w: width, h: height)
        SDL_RenderCopyF(renderer, entry.texture, nil, &destination)
    }

    private func key(_ text: String, _ style: TextStyle, _ maxWidth: Double?) -> SDLTextCache.Key {
        SDLTextCache.Key(
            text: text,
            weight: style.weight,
            pixelSize: Int32((style.size * scale).rounded()),
            color: style.color,
            alignment: style.alignment,
            wrapWidth: maxWidth.map { Int32(max(1, ($0 * scale).rounded(.down))) } ?? 0
        )
    }

    private func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    }

    private func pixelRect(_ rect: Rect) -> SDL_FRect {
        SDL_FRect(x: Float(rect.minX * scale), y: Float(rect.minY * scale),
                  w: Float(rect.width * scale), h: Float(rect.height * scale))
    }
}
