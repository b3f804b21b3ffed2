/// Decodes an animated image's frames one after another, composited and scaled to the size it
/// was opened for (the platform implements it: FolioSDL over giflib and libwebp). Frames come in
/// order and, after the last, from the first again. Used by one thread at a time (an
/// `ImageAnimation` decodes its frames on one worker after another, never two at once).
public protocol ImageFrameDecoder: AnyObject {
    /// How many frames the animation has (at least 2: a single frame is a still image).
    var frameCount: Int { get }
    /// How many times the animation plays, or 0 for ever (GIF's NETSCAPE loop count, WebP's).
    var loopCount: Int { get }

    /// The next frame and how long it shows, as the file says (an `ImageAnimation` applies
    /// browsers' minimum to very short delays). Checks `cancellation` and throws a cancellation
    /// once it is cancelled. Called on a worker.
    func nextFrame(cancellation: CancellationToken?) throws(ImageDecodingError) -> ImageFrame
}

/// One decoded frame of an animation and how long it shows, in seconds. A plain value: usable
/// on any thread.
public struct ImageFrame: Sendable {
    /// The frame, the whole canvas composited.
    public var image: any DecodedImage
    /// How long the file says it shows, in seconds.
    public var duration: Double

    /// A frame of `image` shown for `duration` seconds. Any thread.
    public init(image: any DecodedImage, duration: Double) {
        self.image = image
        self.duration = duration
    }
}
