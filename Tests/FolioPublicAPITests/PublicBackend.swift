import Foundation
import FolioCore

/// A rendering backend built from the public protocols alone: text of fixed-width glyphs, no
/// images, and bitmaps that record what was drawn into them.
enum PublicBackend {
    static func make() -> RenderingBackend {
        RenderingBackend(textMeasurer: FixedWidthText(), imageDecoder: NoImages(), rasterizer: RecordingRasterizer())
    }
}

/// Every glyph half the font size wide, lines 1.2 sizes high, one line per paragraph, links where
/// their characters are: an engine an app could write on the public `TextLayout` alone.
struct FixedWidthText: TextMeasurer {
    func layout(_ request: TextLayoutRequest, cancellation: CancellationToken?) -> TextLayout {
        let size = Double(request.attributes.font(scale: request.scale).pixelSize)
        var lines: [TextLine] = []
        var text = "", spans: [TextLinkSpan] = []
        func endLine() {
            lines.append(TextLine(text: text, width: Double(text.count) * size / 2, top: Double(lines.count) * size * 1.2,
                                  height: size * 1.2, baseline: size, linkSpans: spans, paragraph: lines.count))
            text = ""
            spans = []
        }
        for (run, link) in zip(request.text.runs, request.text.linkIndices) {
            for character in run.text {
                if character == "\n" {
                    endLine()
                    continue
                }
                if let link { spans.append(TextLinkSpan(link: link, x: Double(text.count) * size / 2, width: size / 2)) }
                text.append(character)
            }
        }
        endLine()
        return TextLayout(request: request, lines: lines, isTruncated: false)
    }
}

/// Refuses every image, as a decoder for a missing file would.
struct NoImages: ImageDecoder {
    /// Bytes in memory are decoded as the file named `name` would be.
    func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
        try decodeImage(atPath: name, maxPixelSize: maxPixelSize, cancellation: cancellation)
    }

    func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
        throw ImageDecodingError(path: path, reason: "no images in this backend")
    }
}

/// Contexts that count their fills, finished into bitmaps of their pixel size.
struct RecordingRasterizer: Rasterizer {
    func makeContext(size: Size, scale: Double) -> (any RasterContext)? {
        size.isEmpty ? nil : RecordingContext(size: size, scale: scale)
    }

    func finish(_ context: any RasterContext) -> any ItemBitmap {
        let fills = (context as? RecordingContext)?.fills.withLock { $0 } ?? 0
        return RecordedBitmap(pixelWidth: Int(context.size.width * context.scale), pixelHeight: Int(context.size.height * context.scale), fills: fills)
    }
}

final class RecordingContext: RasterContext {
    let size: Size
    let scale: Double
    let fills = Locked(0)

    init(size: Size, scale: Double) {
        self.size = size
        self.scale = scale
    }

    func fill(_ rect: Rect, color: Color) { fills.withLock { $0 += 1 } }
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { fills.withLock { $0 += 1 } }
    func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) {}
    func drawImage(_ image: any DecodedImage, in rect: Rect, contentMode: ContentMode, cornerRadius: Double) {}
}

final class RecordedBitmap: ItemBitmap {
    let pixelWidth: Int
    let pixelHeight: Int
    let fills: Int
    var byteCount: Int { pixelWidth * pixelHeight * 4 }

    init(pixelWidth: Int, pixelHeight: Int, fills: Int) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.fills = fills
    }
}

/// Runs work at once, on the calling thread: a scheduler an app could write.
struct InlineScheduler: WorkScheduler {
    func submit(_ item: WorkItem) {
        if !item.token.isCancelled { item.body() }
    }

    func setFocus(_ position: Double, pageCount: Int, isCircular: Bool) {}
}
