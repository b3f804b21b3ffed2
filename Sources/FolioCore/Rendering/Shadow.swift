/// A drop shadow: the node's rounded frame, moved by `offset`, blurred by `radius` and drawn
/// beneath the node in `color` at `opacity`, as Texture's `shadowColor`, `shadowOffset`,
/// `shadowRadius` and `shadowOpacity` (with the shadow path of the node's bounds). A plain value:
/// usable on any thread.
///
/// The shadow is drawn into the cell's own bitmap, so only the part inside the cell shows: a
/// node with a shadow should sit at least `radius` plus its offset inside the cell's edges.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour; its alpha is multiplied by `opacity`.
    public var color: Color
    /// How far the shadow is moved from the node's frame, in logical pixels (positive `height`
    /// is down).
    public var offset: Size
    /// How soft the shadow's edge is, in logical pixels: the blur is a Gaussian whose standard
    /// deviation is half of it (as a CSS box-shadow's blur radius), so the shadow fades out about
    /// `radius` beyond the shape and is gone within one and a half.
    /// Negative or non-finite values count as 0; a renderer may draw very soft shadows less
    /// soft (FolioSDL's blur stops at 256 physical pixels of radius).
    public var radius: Double {
        didSet { radius = Self.sanitized(radius: radius) }
    }
    /// How opaque the shadow is, 0 (invisible) to 1; other values are clamped into that range.
    public var opacity: Double {
        didSet { opacity = Self.sanitized(opacity: opacity) }
    }

    /// A shadow; the defaults are a soft black shadow 3 pixels down, at a third of full opacity.
    /// Negative or non-finite radii count as 0, and `opacity` is clamped into 0...1.
    public init(color: Color = Color(red: 0, green: 0, blue: 0), offset: Size = Size(width: 0, height: 3), radius: Double = 3,
                opacity: Double = 1.0 / 3) {
        self.color = color
        self.offset = offset
        self.radius = Self.sanitized(radius: radius)
        self.opacity = Self.sanitized(opacity: opacity)
    }

    private static func sanitized(radius: Double) -> Double { radius.isFinite ? max(0, radius) : 0 }
    private static func sanitized(opacity: Double) -> Double { opacity.isNaN ? 0 : min(1, max(0, opacity)) }

    /// The shadow's colour with `opacity` folded into its alpha.
    public var effectiveColor: Color {
        color.withAlpha(UInt8((Double(color.alpha) * opacity).rounded()))
    }

    /// How far beyond the node's frame the shadow reaches on each side, in logical pixels
    /// (negative where the offset pulls it inside): the room a cell leaves around the node.
    public var extent: EdgeInsets {
        let reach = radius * 1.5
        return EdgeInsets(top: reach - offset.height, left: reach - offset.width,
                          bottom: reach + offset.height, right: reach + offset.width)
    }
}
