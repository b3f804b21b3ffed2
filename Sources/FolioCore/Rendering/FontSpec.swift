/// A concrete font: a family, weight and slant at a size in physical pixels. The family is a
/// fontconfig family or pattern ("DejaVu Sans", "serif", "monospace", "Noto Serif"); characters
/// its face lacks come from the best installed face that has them. A plain value: usable on any
/// thread.
public struct FontSpec: Hashable, Sendable {
    /// The family asked for.
    public var family: String
    /// Regular or bold.
    public var weight: FontWeight
    /// Whether the italic (or oblique) face is asked for.
    public var isItalic: Bool
    /// Size in physical pixels (logical size × display scale, rounded).
    public var pixelSize: Int

    /// A font of `family`, `weight` and slant at `pixelSize` physical pixels; an empty family is
    /// the default one.
    public init(family: String = FontSpec.defaultFamily, weight: FontWeight, isItalic: Bool = false, pixelSize: Int) {
        self.family = family.isEmpty ? Self.defaultFamily : family
        self.weight = weight
        self.isItalic = isItalic
        self.pixelSize = max(1, pixelSize)
    }

    /// The family text is set in unless a style says otherwise: the bundled DejaVu Sans.
    public static let defaultFamily = "DejaVu Sans"

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
