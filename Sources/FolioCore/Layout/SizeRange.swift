/// The sizes a layout element may take: at least `min`, at most `max`, in logical pixels (Texture's
/// `ASSizeRange`). A plain value: usable on any thread.
///
/// `max` may be infinite in either axis ("as large as the content wants"); `min` is always finite.
/// The initialiser repairs what it is given rather than trapping, because ranges are computed from
/// user styles on background workers: a `NaN`, negative or infinite minimum becomes 0, a `NaN`
/// maximum becomes infinite, a negative maximum becomes 0, and a maximum below the minimum is
/// raised to it (the minimum wins, as in CSS).
public struct SizeRange: Hashable, Sendable {
    /// The smallest allowed size; finite and never negative.
    public let min: Size
    /// The largest allowed size; never below `min`, possibly infinite.
    public let max: Size

    /// Creates a range from `min` to `max`, repaired as the type describes.
    public init(min: Size, max: Size) {
        let minWidth = Self.repairedMinimum(min.width)
        let minHeight = Self.repairedMinimum(min.height)
        self.min = Size(width: minWidth, height: minHeight)
        self.max = Size(
            width: Self.repairedMaximum(max.width, atLeast: minWidth),
            height: Self.repairedMaximum(max.height, atLeast: minHeight)
        )
    }

    /// Creates a range from zero to `max`.
    public init(max: Size) {
        self.init(min: .zero, max: max)
    }

    /// The range that allows exactly `size` and nothing else.
    public static func exactly(_ size: Size) -> SizeRange {
        SizeRange(min: size, max: size)
    }

    /// The range from zero to infinity in both axes: any size is allowed.
    public static let unconstrained = SizeRange(max: Size(width: .infinity, height: .infinity))

    /// Whether `min` equals `max` in both axes, so only one size is allowed.
    public var isExact: Bool { min == max }

    /// The size within the range nearest to `size`, axis by axis.
    ///
    /// A length the range cannot hold as a finite number (`NaN`, or infinite while `max` is
    /// infinite) becomes the minimum, so the result is always finite and never negative.
    public func clamp(_ size: Size) -> Size {
        Size(
            width: Self.clamp(size.width, min.width, max.width),
            height: Self.clamp(size.height, min.height, max.height)
        )
    }

    /// The sizes allowed by both ranges.
    ///
    /// Where the two do not overlap in an axis, this range wins: the result is the length of this
    /// range nearest to `other` (Texture's `ASSizeRangeIntersect`). A parent's range therefore
    /// beats a child's preferred size.
    public func intersection(_ other: SizeRange) -> SizeRange {
        let width = Self.intersect(min.width, max.width, other.min.width, other.max.width)
        let height = Self.intersect(min.height, max.height, other.min.height, other.max.height)
        return SizeRange(
            min: Size(width: width.lower, height: height.lower),
            max: Size(width: width.upper, height: height.upper)
        )
    }

    // MARK: - Per-axis arithmetic

    private static func repairedMinimum(_ value: Double) -> Double {
        value.isFinite ? Swift.max(0, value) : 0
    }

    private static func repairedMaximum(_ value: Double, atLeast minimum: Double) -> Double {
        value.isNaN ? .infinity : Swift.max(minimum, value)
    }

    private static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        guard !value.isNaN else { return lower }
        let clamped = Swift.min(Swift.max(value, lower), upper)
        return clamped.isFinite ? clamped : lower
    }

    private static func intersect(
        _ lower: Double, _ upper: Double, _ otherLower: Double, _ otherUpper: Double
    ) -> (lower: Double, upper: Double) {
        if otherLower > upper { return (upper, upper) }
        if otherUpper < lower { return (lower, lower) }
        return (Swift.max(lower, otherLower), Swift.min(upper, otherUpper))
    }
}
