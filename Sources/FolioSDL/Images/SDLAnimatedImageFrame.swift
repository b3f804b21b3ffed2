/// One frame of an animation from `SDLAnimatedImageDecoder`: the whole canvas as it stands after
/// the frame, at the decoder's output size, and how long to show it. A plain value: any thread.
public struct SDLAnimatedImageFrame: Sendable {
    /// The frame's place in the animation, from 0.
    public let index: Int
    /// The composited canvas, ARGB8888, `SDLAnimatedImageDecoder.pixelWidth` by `pixelHeight`.
    public let image: SDLSurfaceBitmap
    /// How long to show the frame, in seconds: the file's delay, or 0.1 when the file gives
    /// 10 ms or less (as browsers do, since such files count on it).
    public let delay: Double
}
