import CFolioImage
import CSDL2
import FolioCore
import Foundation

/// Decodes an animated GIF or WebP frame after frame: each frame composited on the canvas as the
/// format says (GIF's disposal methods; WebP through libwebp's WebPAnimDecoder), turned upright
/// by the file's EXIF orientation, and handed out reduced to just cover the size it is shown at,
/// with its delay. Opening checks what a still decode checks (the header decides the format, its
/// claims are held to `limits` before any pixel memory is taken, a cut file is refused) and
/// refuses an animation whose frames together would take more than `limits.maxPixelCount` pixels
/// to decode. Only the current canvas is held (at the file's size, with a second one for GIF
/// frames that restore what was under them and for libwebp), never the frames; a GIF is read from
/// its file frame by frame, a WebP held whole. A still GIF or WebP is an animation of one frame.
/// Used by one thread at a time (a worker): not Sendable.
public final class SDLAnimatedImageDecoder {
    /// How many frames the animation has.
    public let frameCount: Int
    /// How many times the animation plays: 0 for ever. A GIF without a loop block plays once; a
    /// GIF's loop count N plays N + 1 times (it counts the repeats), as browsers play it.
    public let loopCount: Int
    /// The size of every frame's image: the canvas, upright, just covering the size asked for.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The index of the frame `nextFrame` decodes next.
    public private(set) var nextFrameIndex = 0

    /// The name errors give: the path, or the name given for memory.
    private let name: String
    private let limits: ImageDecodingLimits
    private let orientation: Int
    /// The size to reduce towards, or nil to keep the canvas's size.
    private let cover: (width: Int, height: Int)?
    /// Kept open (GIF frames are read from it as they are decoded) until the decoder goes.
    private let file: ImageFileReader?
    /// A copy of the bytes given, for as long as the decoder lives.
    private let memory: UnsafeMutableRawBufferPointer?
    private let animation: OpaquePointer

    /// Opens the GIF or WebP file at `path`, its frames to be reduced to just cover
    /// `maxPixelSize` when given. Throws what a still decode of the file would refuse, and
    /// animations over the limits. Called on a worker.
    public convenience init(path: String, maxPixelSize: Size?, limits: ImageDecodingLimits = .standard) throws(ImageDecodingError) {
        let file = try ImageFileReader.open(atPath: path, limits: limits, isCancelled: { false }).get()
        guard file.byteCount > 0 else { throw ImageDecodingError(path: path, reason: "file is empty") }
        try self.init(input: .file(file), bytes: file, name: path, maxPixelSize: maxPixelSize, limits: limits, file: file, memory: nil)
    }

    /// Opens the GIF or WebP in `data` (copied: the decoder keeps its own), as
    /// `init(path:maxPixelSize:limits:)` opens a file; `name` stands for the path in errors.
    /// Called on a worker.
    public convenience init(data: Data, name: String, maxPixelSize: Size?, limits: ImageDecodingLimits = .standard) throws(ImageDecodingError) {
        guard !data.isEmpty else { throw ImageDecodingError(path: name, reason: "image data is empty") }
        if let refusal = limits.refusal(fileByteCount: data.count) { throw ImageDecodingError(path: name, reason: refusal) }
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: memory)
        do {
            try self.init(input: .memory(UnsafeRawBufferPointer(memory)), bytes: UnsafeRawBufferPointer(memory), name: name,
                          maxPixelSize: maxPixelSize, limits: limits, file: nil, memory: memory)
        } catch {
            memory.deallocate()
            throw error
        }
    }

    private init(
        input: ImageStreamDecoder.Input, bytes: some ImageBytes, name: String, maxPixelSize: Size?, limits: ImageDecodingLimits,
        file: ImageFileReader?, memory: UnsafeMutableRawBufferPointer?
    ) throws(ImageDecodingError) {
        func refuse(_ reason: String) -> ImageDecodingError { ImageDecodingError(path: name, reason: reason) }
        let truncated = file == nil ? "image data is truncated" : "file is truncated"
        guard let format = ImageHeader.format(of: bytes), format == .gif || format == .webp else { throw refuse("not a WebP or GIF image") }
        let header = ImageHeader.read(bytes)
        let summary = format == .gif ? GIFSummary.walk(bytes) : nil
        let complete = format == .gif ? summary != nil : SDLImageDecoder.webpIsComplete(bytes)
        if file?.failure != nil { throw refuse("file cannot be read") }
        guard let header else { throw refuse(complete ? "image header is damaged" : truncated) }
        if let reason = header.refusal(by: limits) { throw refuse(reason) }
        guard complete else { throw refuse(truncated) }

        let sink = ImageDecodeSink(isCancelled: { false })
        var request = ImageStreamDecoder.request(input, orientation: header.orientation, cover: nil, limits: limits, sink: sink)
        var info = folio_animation_info()
        var result = folio_image_result()
        let opened = withExtendedLifetime(sink) {
            format == .gif ? folio_animation_open_gif(&request, &info, &result) : folio_animation_open_webp(&request, &info, &result)
        }
        guard let opened else { throw refuse(Self.reason(result, limits: limits)) }
        let frames = format == .gif ? summary?.frameCount ?? 0 : Int(info.frame_count)
        let canvas = (width: Int(info.canvas_width), height: Int(info.canvas_height))
        // Every frame is decoded at the canvas's size: their pixels together are bounded as one
        // image's are.
        let (total, overflow) = (canvas.width * canvas.height).multipliedReportingOverflow(by: frames)
        guard frames > 0, !overflow, total <= limits.maxPixelCount else {
            folio_animation_close(opened)
            throw refuse(frames == 0 ? "animation has no frame"
                : "animation is too large: \(frames) frames of \(canvas.width)×\(canvas.height) px, over \(limits.maxPixelCount) pixels")
        }
        let swaps = ExifOrientation.swapsSides(header.orientation)
        let upright = swaps ? (width: canvas.height, height: canvas.width) : canvas
        let target = SDLImageDecoder.outputSize(
            width: upright.width, height: upright.height, covering: maxPixelSize, maxPixelCount: limits.maxBufferedPixelCount)
        self.name = name
        self.limits = limits
        self.orientation = header.orientation
        self.cover = target.width == upright.width && target.height == upright.height ? nil : target
        self.file = file
        self.memory = memory
        self.animation = opened
        frameCount = frames
        pixelWidth = target.width
        pixelHeight = target.height
        if format == .gif {
            loopCount = summary?.loopCount.map { $0 == 0 ? 0 : $0 + 1 } ?? 1
        } else {
            loopCount = Int(info.loop_count)
        }
    }

    deinit {
        folio_animation_close(animation)
        memory?.deallocate()
    }

    /// Decodes the next frame, or returns nil after the last one (`rewind` starts again). Stops
    /// between rows once `cancellation` is cancelled. Called on a worker.
    public func nextFrame(cancellation: CancellationToken? = nil) throws(ImageDecodingError) -> SDLAnimatedImageFrame? {
        guard nextFrameIndex < frameCount else { return nil }
        let sink = ImageDecodeSink(isCancelled: { cancellation?.isCancelled ?? false })
        var request = makeRequest(sink)
        var delay: UInt32 = 0
        let result = withExtendedLifetime(sink) { folio_animation_next(animation, &request, &delay) }
        guard result.status == FOLIO_IMAGE_DECODED, let reduced = sink.surface else {
            if let surface = sink.surface { SDL_FreeSurface(surface) }
            if result.status == FOLIO_IMAGE_END_OF_ANIMATION {
                // Fewer frames than the walk counted: the file changed under the decoder.
                nextFrameIndex = frameCount
                return nil
            }
            if result.status == FOLIO_IMAGE_CANCELLED { throw .cancelled(path: name) }
            throw ImageDecodingError(path: name, reason: Self.reason(result, limits: limits))
        }
        var surface = reduced
        if let cover, Int(reduced.pointee.w) != cover.width || Int(reduced.pointee.h) != cover.height {
            // The reduction went by whole steps and left it under twice the size: one bilinear pass.
            let scaled = RasterScaler.scaled(reduced, region: RasterSurface.bounds(of: reduced), width: cover.width, height: cover.height)
            SDL_FreeSurface(reduced)
            guard let scaled else { throw ImageDecodingError(path: name, reason: "out of memory") }
            surface = scaled
        }
        let index = nextFrameIndex
        nextFrameIndex += 1
        return SDLAnimatedImageFrame(index: index, image: SDLSurfaceBitmap(adopting: surface), delay: Self.delay(milliseconds: Int(delay)))
    }

    /// Goes back to before the first frame. Called on a worker.
    public func rewind() throws(ImageDecodingError) {
        let sink = ImageDecodeSink(isCancelled: { false })
        var request = makeRequest(sink)
        let result = withExtendedLifetime(sink) { folio_animation_rewind(animation, &request) }
        guard result.status == FOLIO_IMAGE_DECODED else { throw ImageDecodingError(path: name, reason: Self.reason(result, limits: limits)) }
        nextFrameIndex = 0
    }

    /// How long to show a frame whose file gives `milliseconds`: 10 ms or less is taken as
    /// 100 ms, as browsers take it.
    static func delay(milliseconds: Int) -> Double {
        milliseconds <= 10 ? 0.1 : Double(milliseconds) / 1000
    }

    private func makeRequest(_ sink: ImageDecodeSink) -> folio_image_request {
        let input: ImageStreamDecoder.Input = if let file { .file(file) } else { .memory(UnsafeRawBufferPointer(memory!)) }
        return ImageStreamDecoder.request(input, orientation: orientation, cover: cover, limits: limits, sink: sink)
    }

    /// The reason for a failed open or frame, in the still decoder's words.
    private static func reason(_ result: folio_image_result, limits: ImageDecodingLimits) -> String {
        if result.status == FOLIO_IMAGE_FILE_TOO_LARGE { return limits.refusal(fileByteCount: .max) ?? "file is too large" }
        return SDLImageDecoder.shortened(ImageStreamDecoder.message(of: result))
    }
}
