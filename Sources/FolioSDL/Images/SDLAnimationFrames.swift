import FolioCore

/// An `SDLAnimatedImageDecoder` as the frames an `ImageAnimation` plays: after the last frame,
/// the first again. Used by one thread at a time.
final class SDLAnimationFrames: ImageFrameDecoder {
    private let decoder: SDLAnimatedImageDecoder

    init(_ decoder: SDLAnimatedImageDecoder) {
        self.decoder = decoder
    }

    var frameCount: Int { decoder.frameCount }
    var loopCount: Int { decoder.loopCount }

    func nextFrame(cancellation: CancellationToken?) throws(ImageDecodingError) -> ImageFrame {
        if let frame = try decoder.nextFrame(cancellation: cancellation) {
            return ImageFrame(image: frame.image, duration: frame.delay)
        }
        try decoder.rewind()
        guard let first = try decoder.nextFrame(cancellation: cancellation) else {
            throw .cancelled(path: "animation")
        }
        return ImageFrame(image: first.image, duration: first.delay)
    }
}
