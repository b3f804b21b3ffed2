/// A concrete font: the bundled typeface's weight at a size in physical pixels.
/// A plain value: usable on any thread.
public struct FontSpec: Hashable, Sendable {
    /// Regular or bold.
    public var weight: FontWeight
    /// Size in physical pixels (logical size × display scale, rounded).
    public var pixelSize: Int

    /// A font of `weight` at `pixelSize` physical pixels.
    public init(weight: FontWeight, pixelSize: Int) {
        self.weight = weight
        self.pixelSize = max(1, pixelSize)
    }

    /// The largest font, in physical pixels: sizes come from data (a run's style may come from a
    /// server), and a font opened at a huge size costs its glyph cache as much.
    public static let maximumPixelSize = 1_024

    /// `size` logical pixels at `scale` as a whole number of physical pixels, 1 to
    /// `maximumPixelSize`; a size or scale that is not a finite number gives the smallest.
    /// A plain function: usable on any thread.
    public static func pixelSize(_ size: Double, scale: Double) -> Int {
        let pixels = (size * scale).rounded()
        guard pixels.isFinite else { return 1 }
        return Int(min(max(pixels, 1), Double(maximumPixelSize)))
    }
}
