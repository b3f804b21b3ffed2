import CWebP
import FolioCore

/// WebP files made with libwebp's encoder and muxer for the decoder's tests: lossy and lossless,
/// with alpha, with an EXIF chunk, animated with frames placed on a canvas.
enum WebPTestFiles {
    /// A `width`×`height` WebP of `color`'s pixels, lossless or lossy at quality 90.
    static func encode(width: Int, height: Int, lossless: Bool = true, color: (Int, Int) -> Color) -> [UInt8] {
        var bgra = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = color(x, y)
                let index = (y * width + x) * 4
                bgra[index] = pixel.blue
                bgra[index + 1] = pixel.green
                bgra[index + 2] = pixel.red
                bgra[index + 3] = pixel.alpha
            }
        }
        var output: UnsafeMutablePointer<UInt8>?
        let size = bgra.withUnsafeBufferPointer { pixels in
            lossless
                ? WebPEncodeLosslessBGRA(pixels.baseAddress, Int32(width), Int32(height), Int32(width * 4), &output)
                : WebPEncodeBGRA(pixels.baseAddress, Int32(width), Int32(height), Int32(width * 4), 90, &output)
        }
        precondition(size > 0, "libwebp could not encode a \(width)×\(height) image")
        defer { WebPFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// A `width`×`height` WebP in four quadrants (red, green / blue, yellow).
    static func quadrants(width: Int, height: Int, lossless: Bool = true) -> [UInt8] {
        encode(width: width, height: height, lossless: lossless) { x, y in
            let T = RasterTestSupport.self
            return y < height / 2 ? (x < width / 2 ? T.red : T.green) : (x < width / 2 ? T.blue : T.yellow)
        }
    }

    /// `webp` rewritten as an extended (VP8X) file with an EXIF chunk holding `exif`.
    static func withEXIF(_ webp: [UInt8], exif: [UInt8]) -> [UInt8] {
        webp.withUnsafeBufferPointer { image in
            exif.withUnsafeBufferPointer { block in
                var data = WebPData(bytes: image.baseAddress, size: image.count)
                let mux = WebPMuxCreate(&data, 1)!
                defer { WebPMuxDelete(mux) }
                var chunk = WebPData(bytes: block.baseAddress, size: block.count)
                precondition(WebPMuxSetChunk(mux, "EXIF", &chunk, 1) == WEBP_MUX_OK)
                return assemble(mux)
            }
        }
    }

    /// A frame of an animation: an encoded WebP placed at (`x`, `y`) (even numbers) for
    /// `duration` milliseconds.
    struct Frame {
        var image: [UInt8]
        var x = 0
        var y = 0
        var duration = 100
    }

    /// An animated WebP of `frames` on a `width`×`height` canvas, looping `loopCount` times (0
    /// for ever).
    static func animation(width: Int, height: Int, frames: [Frame], loopCount: Int = 0) -> [UInt8] {
        let mux = WebPMuxNew()!
        defer { WebPMuxDelete(mux) }
        precondition(WebPMuxSetCanvasSize(mux, Int32(width), Int32(height)) == WEBP_MUX_OK)
        precondition(WebPMuxSetAnimationParams(mux, [WebPMuxAnimParams(bgcolor: 0, loop_count: Int32(loopCount))]) == WEBP_MUX_OK)
        for frame in frames {
            frame.image.withUnsafeBufferPointer { image in
                var info = WebPMuxFrameInfo()
                info.bitstream = WebPData(bytes: image.baseAddress, size: image.count)
                info.x_offset = Int32(frame.x)
                info.y_offset = Int32(frame.y)
                info.duration = Int32(frame.duration)
                info.id = WEBP_CHUNK_ANMF
                info.dispose_method = WEBP_MUX_DISPOSE_NONE
                info.blend_method = WEBP_MUX_NO_BLEND
                precondition(WebPMuxPushFrame(mux, &info, 1) == WEBP_MUX_OK)
            }
        }
        return assemble(mux)
    }

    private static func assemble(_ mux: OpaquePointer) -> [UInt8] {
        var output = WebPData()
        precondition(WebPMuxAssemble(mux, &output) == WEBP_MUX_OK)
        defer { WebPDataClear(&output) }
        return Array(UnsafeBufferPointer(start: output.bytes, count: output.size))
    }
}
