import FolioCore

/// A raster context that keeps the text layouts drawn into it, fragments and all; used by one
/// thread at a time.
final class TextLayoutRecordingContext: RasterContext {
    let size: Size
    let scale: Double
    private(set) var layouts: [(layout: TextLayout, rect: Rect)] = []

    init(size: Size, scale: Double = 1) {
        self.size = size
        self.scale = scale
    }

    func fill(_ rect: Rect, color: Color) {}
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {}
    func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) { layouts.append((layout, rect)) }
    func drawImage(_ image: any DecodedImage, in rect: Rect, contentMode: ContentMode, cornerRadius: Double) {}
}
