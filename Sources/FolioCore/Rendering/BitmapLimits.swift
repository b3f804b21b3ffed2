/// The largest bitmap a platform can make and show as one texture: a longest side and a byte
/// count. A cell whose layout is larger at the display scale is drawn at the largest smaller
/// scale that fits (`scale(toFit:at:)`) and shown stretched to its frame, softer but never
/// blank. A plain value: usable on any thread.
public struct BitmapLimits: Hashable, Sendable {
    /// The longest side a bitmap may have, in physical pixels (at least 1).
    public let maximumSide: Int
    /// The most bytes a bitmap's pixels may take, at 4 bytes a pixel (at least 4).
    public let maximumByteCount: Int

    /// Limits of `maximumSide` pixels on a side and `maximumByteCount` bytes; values below one
    /// pixel count as one pixel. Any thread.
    public init(maximumSide: Int, maximumByteCount: Int) {
        self.maximumSide = max(1, maximumSide)
        self.maximumByteCount = max(Self.bytesPerPixel, maximumByteCount)
    }

    /// No limit: what a rasterizer that does not say has.
    public static let unlimited = BitmapLimits(maximumSide: .max, maximumByteCount: .max)

    /// The bytes one pixel takes.
    public static let bytesPerPixel = 4

    /// The scale to draw a bitmap of `size` logical pixels at, wanted at `scale`: `scale` itself
    /// when the bitmap fits the limits there, else the largest smaller scale at which it does
    /// (its pixel sides rounded, as a rasterizer rounds them). Nil when no scale fits: `size` or
    /// `scale` is empty or not finite, or a side would shrink under one pixel before the other
    /// fits (a cell thousands of times longer than it is wide). Any thread.
    public func scale(toFit size: Size, at scale: Double) -> Double? {
        guard scale.isFinite, scale > 0, size.width.isFinite, size.height.isFinite, !size.isEmpty else { return nil }
        let (width, height) = (size.width, size.height)
        // A side of w·s pixels rounds to at most w·s + ½: the area bound is solved with that
        // margin, (w·s + ½)(h·s + ½) ≤ the pixels allowed, a quadratic in s.
        let pixels = Double(maximumByteCount / Self.bytesPerPixel)
        let (a, b, c) = (width * height, (width + height) / 2, 0.25 - pixels)
        let areaScale = (-b + (b * b - 4 * a * c).squareRoot()) / (2 * a)
        var fitted = min(scale, Double(maximumSide) / max(width, height), areaScale)
        // Floating-point error may still leave it a hair over: a few steps down settle it.
        for _ in 0..<8 where !fits(size, at: fitted) { fitted *= 0.999 }
        guard fitted > 0, fits(size, at: fitted) else { return nil }
        return fitted
    }

    /// Whether a bitmap of `size` at `scale` has sides of at least one pixel within the limits.
    private func fits(_ size: Size, at scale: Double) -> Bool {
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        guard width >= 1, height >= 1, width <= Double(maximumSide), height <= Double(maximumSide) else { return false }
        return width * height * Double(Self.bytesPerPixel) <= Double(maximumByteCount)
    }
}
