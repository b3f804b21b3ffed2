/// Guards and searches shared by the collection layouts, so that a bad number from an app (a
/// `NaN` spacing, a negative inset, an infinite rect) can neither trap nor spread through frames.
/// Pure functions: usable on any thread.
enum CollectionLayoutMath {
    /// The most items a grid line (or masonry columns) may hold: a bound that keeps index
    /// arithmetic far from overflow however small an item or wide a container is.
    static let maximumItemsPerLine = 1 << 24

    /// `value` as a length: zero when it is negative, `NaN` or infinite.
    static func length(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    /// `insets` with every edge made a length (see `length(_:)`). Collections do not take
    /// negative insets: they would put content before the content's origin.
    static func insets(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: length(insets.top), left: length(insets.left),
            bottom: length(insets.bottom), right: length(insets.right)
        )
    }

    /// Whether a container of `size` can show anything: both sides finite and above zero.
    static func isUsable(_ size: Size) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    }

    /// Whether `rect` can intersect a frame at all (`Rect.intersects` needs an area above zero,
    /// and a `NaN` edge compares false with everything).
    static func isQueryable(_ rect: Rect) -> Bool {
        rect.width > 0 && rect.height > 0 && !rect.minX.isNaN && !rect.minY.isNaN
            && !rect.maxX.isNaN && !rect.maxY.isNaN
    }

    /// `value` rounded down to an integer within `range`; `NaN` gives the range's lower bound, and
    /// values beyond either end (infinities included) give that end, so conversion never traps.
    static func clampedIndex(_ value: Double, in range: ClosedRange<Int>) -> Int {
        guard !value.isNaN, value > Double(range.lowerBound) else { return range.lowerBound }
        guard value < Double(range.upperBound) else { return range.upperBound }
        return Swift.min(Swift.max(Int(value.rounded(.down)), range.lowerBound), range.upperBound)
    }

    /// The first index in `0..<count` where `isAfter` holds, for an `isAfter` that is false and
    /// then true (`count` when it never holds). O(log count).
    static func partitionPoint(count: Int, _ isAfter: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = low + (high - low) / 2
            if isAfter(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
