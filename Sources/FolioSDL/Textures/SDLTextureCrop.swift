import CSDL2
import Foundation

/// The part of a texture that shows when it is drawn magnified into a frame far larger than a
/// clip (a zoomed page): only the texture's pixels under the clip are copied, so that a renderer
/// never scales the whole texture (SDL's software renderer copies all of it to a temporary
/// surface when a destination crosses the clip). A plain value: usable on any thread.
enum SDLTextureCrop {
    /// The source rectangle (whole texture pixels, widened to cover the clip) of a texture of
    /// `width`×`height` pixels drawn into `frame`, and where that source lands, for the part of
    /// `frame` inside `clip` (all physical pixels); nil when nothing of it is inside. The
    /// destination may reach a little past the clip (by less than a texture pixel), which the
    /// renderer's clip trims.
    static func crop(frame: SDL_FRect, to clip: SDL_FRect, width: Int, height: Int) -> (source: SDL_Rect, destination: SDL_FRect)? {
        guard width > 0, height > 0, frame.w > 0, frame.h > 0 else { return nil }
        let left = max(frame.x, clip.x), top = max(frame.y, clip.y)
        let right = min(frame.x + frame.w, clip.x + clip.w), bottom = min(frame.y + frame.h, clip.y + clip.h)
        guard right > left, bottom > top else { return nil }
        let sx = Double(frame.w) / Double(width), sy = Double(frame.h) / Double(height)
        let x0 = max(0, Int(floor(Double(left - frame.x) / sx))), y0 = max(0, Int(floor(Double(top - frame.y) / sy)))
        let x1 = min(width, Int(ceil(Double(right - frame.x) / sx))), y1 = min(height, Int(ceil(Double(bottom - frame.y) / sy)))
        guard x1 > x0, y1 > y0 else { return nil }
        let source = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        let destination = SDL_FRect(x: frame.x + Float(Double(x0) * sx), y: frame.y + Float(Double(y0) * sy),
                                    w: Float(Double(x1 - x0) * sx), h: Float(Double(y1 - y0) * sy))
        return (source, destination)
    }
}
