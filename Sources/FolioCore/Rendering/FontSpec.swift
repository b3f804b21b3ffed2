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
}
