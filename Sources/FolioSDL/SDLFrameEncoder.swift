import CSDL2
import Foundation

/// Encodes frames read back from the renderer as PNG files on a thread of its own, so that the
/// main thread only copies pixels; it holds at most `byteLimit` of frames waiting, and a frame
/// that would go past it waits for the encoder. Any thread.
final class SDLFrameEncoder: @unchecked Sendable {
    // @unchecked: the counters and `failure` are only touched with `condition` locked.
    private let condition = NSCondition()
    private let queue = DispatchQueue(label: "folio.frame-encoder", qos: .utility)
    private let byteLimit: Int
    private var pendingBytes = 0
    private var writtenCount = 0
    private var failureReason: String?

    /// An encoder that lets `byteLimit` bytes of frames wait (one frame always may).
    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// The frames written so far. Any thread.
    var framesWritten: Int {
        condition.lock()
        defer { condition.unlock() }
        return writtenCount
    }

    /// Why a frame could not be written, if one could not. Any thread.
    var failure: String? {
        condition.lock()
        defer { condition.unlock() }
        return failureReason
    }

    /// Records that frames cannot be written, for `reason`. Any thread.
    func fail(_ reason: String) {
        condition.lock()
        if failureReason == nil { failureReason = reason }
        condition.unlock()
    }

    /// Writes `pixels` (24-bit RGB rows of `pitch` bytes, `width` by `height`) to `path`, on
    /// the encoder's thread; first waits while the frames already waiting hold too much. After
    /// a failure frames are dropped. Any thread.
    func encode(_ pixels: [UInt8], width: Int32, height: Int32, pitch: Int32, to path: String) {
        condition.lock()
        while pendingBytes > 0, pendingBytes + pixels.count > byteLimit, failureReason == nil { condition.wait() }
        guard failureReason == nil else {
            condition.unlock()
            return
        }
        pendingBytes += pixels.count
        condition.unlock()
        queue.async { [self] in
            var frame = pixels
            let error: String? = frame.withUnsafeMutableBytes { buffer in
                let format = SDL_PIXELFORMAT_RGB24.rawValue
                guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(buffer.baseAddress, width, height, 24, pitch, format) else {
                    return "cannot make a \(width)x\(height) surface for \(path): \(String(cString: SDL_GetError()))"
                }
                defer { SDL_FreeSurface(surface) }
                return IMG_SavePNG(surface, path) == 0 ? nil : "cannot write \(path): \(String(cString: SDL_GetError()))"
            }
            condition.lock()
            pendingBytes -= pixels.count
            if let error {
                if failureReason == nil { failureReason = error }
            } else {
                writtenCount += 1
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Waits until every frame handed over is written (or dropped after a failure). Any thread.
    func waitUntilDone() {
        condition.lock()
        while pendingBytes > 0 { condition.wait() }
        condition.unlock()
    }
}
