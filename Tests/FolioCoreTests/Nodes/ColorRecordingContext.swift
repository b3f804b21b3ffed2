import FolioCore

/// A raster context that records drawing calls with the colour of text as well, which the fake
/// backend's context leaves out; used by one thread at a time.
final class ColorRecordingContext: RasterContext {
    enum Call: Hashable {
        case fill(Rect, Color)
        case roundedRect(Rect, Double, Color)
        case text([String], Color, Rect)
        case image(Int, Int, Rect)
        case stroke(Rect, radius: Double, width: Double, Color)
        case shadow(Shadow, Rect, cornerRadius: Double)
        case beginLayer(opacity: Double)
        case endLayer
    }

    let size: Size
    let scale: Double
    private(set) var calls: [Call] = []

    init(size: Size, scale: Double = 1) {
        self.size = size
        self.scale = scale
    }

    func fill(_ rect: Rect, color: Color) { calls.append(.fill(rect, color)) }
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { calls.append(.roundedRect(rect, radius, color)) }
    func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) {
        calls.append(.text(layout.lines, attributes.color, rect))
    }
    func drawImage(_ image: any DecodedImage, in rect: Rect, contentMode: ContentMode, cornerRadius: Double) {
        calls.append(.image(image.pixelWidth, image.pixelHeight, rect))
    }
    func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, color: Color) {
        calls.append(.stroke(rect, radius: radius, width: width, color))
    }
    func drawShadow(_ shadow: Shadow, of rect: Rect, cornerRadius: Double) { calls.append(.shadow(shadow, rect, cornerRadius: cornerRadius)) }
    func beginLayer(opacity: Double) { calls.append(.beginLayer(opacity: opacity)) }
    func endLayer() { calls.append(.endLayer) }
}
