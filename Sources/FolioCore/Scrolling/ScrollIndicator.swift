/// Where a scroll indicator's thumb sits on its track and how visible it is, as fractions, so
/// that the owner may draw the track wherever and however long it likes. A plain value: usable
/// on any thread.
public struct ScrollIndicator: Hashable, Sendable {
    /// Where the thumb starts, as a fraction of the track's length from its start (top or left),
    /// in 0...1 − `thumbLength`.
    public var thumbStart: Double
    /// The thumb's length as a fraction of the track's length, in 0...1.
    public var thumbLength: Double
    /// 1 is fully visible, 0 invisible.
    public var opacity: Double

    /// Creates an indicator.
    public init(thumbStart: Double, thumbLength: Double, opacity: Double) {
        self.thumbStart = thumbStart
        self.thumbLength = thumbLength
        self.opacity = opacity
    }
}
