import FolioCore
import Foundation

/// A rendering backend for measuring collections in-process where nothing is drawn: work handed
/// to `BlankBackend.Scheduler` never runs, so no cell is made, measured or drawn, and what is
/// timed is the main thread's own part. Its text lays out nothing, it decodes no image, and its
/// bitmaps are empty. Used from the benchmark's one thread.
enum BlankBackend {
    static func make() -> RenderingBackend {
        RenderingBackend(textMeasurer: Text(), imageDecoder: Images(), rasterizer: Raster())
    }

    /// Takes work and drops it. Any thread.
    struct Scheduler: WorkScheduler {
        func submit(_ item: WorkItem) {}
        func setFocus(_ position: Double, pageCount: Int, isCircular: Bool) {}
    }

    /// Lays every text out as no line. Any thread.
    struct Text: TextMeasurer {
        func layout(_ request: TextLayoutRequest, cancellation: CancellationToken?) -> TextLayout {
            TextLayout(request: request, lines: [], isTruncated: false)
        }
    }

    /// Refuses every image. Any thread.
    struct Images: ImageDecoder {
        func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            throw ImageDecodingError(path: name, reason: "the benchmark decodes no images")
        }

        func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            throw ImageDecodingError(path: path, reason: "the benchmark decodes no images")
        }
    }

    /// Makes no context; a bitmap it is asked to finish is empty. Any thread.
    struct Raster: Rasterizer {
        func makeContext(size: Size, scale: Double) -> (any RasterContext)? { nil }
        func finish(_ context: any RasterContext) -> any ItemBitmap { Bitmap() }
    }

    /// A bitmap of no pixels. Any thread.
    final class Bitmap: ItemBitmap {
        var pixelWidth: Int { 0 }
        var pixelHeight: Int { 0 }
        var byteCount: Int { 0 }
    }
}
