import FolioCore
import Foundation
import TestSupport

/// An animation of `frameCount` frames of the given durations (cycling), counting the frames it
/// decodes. Decoded one at a time, as `ImageFrameDecoder` requires. Any thread.
final class CountingFrameDecoder: ImageFrameDecoder, @unchecked Sendable {
    // @unchecked: `decoded` is behind its lock; the rest is immutable.
    let frameCount: Int
    let loopCount: Int
    let durations: [Double]
    private let decoded = Locked(0)

    init(frameCount: Int, loopCount: Int = 0, durations: [Double]) {
        self.frameCount = frameCount
        self.loopCount = loopCount
        self.durations = durations
    }

    /// Frames decoded so far.
    var decodedCount: Int { decoded.withLock { $0 } }

    func nextFrame(cancellation: CancellationToken?) throws(ImageDecodingError) -> ImageFrame {
        if cancellation?.isCancelled == true { throw .cancelled(path: "animation") }
        let index = decoded.withLock { count in
            defer { count += 1 }
            return count % frameCount
        }
        // The frame's index is its width, so that a test can tell frames apart.
        return ImageFrame(image: FakeDecodedImage(width: index + 1, height: 1), duration: durations[index % durations.count])
    }

    /// Renders a frame as a bitmap whose width is the frame's index + 1.
    static let render: @Sendable (any DecodedImage) -> (any ItemBitmap)? = { image in
        let context = FakeRasterizer().makeContext(size: Size(width: Double(image.pixelWidth), height: 1), scale: 1)!
        return FakeRasterizer().finish(context)
    }

    /// Waits (up to 10 s) until `condition` holds.
    static func wait(until condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 10)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }
}
