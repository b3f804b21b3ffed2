/// Conversions between positions in pages (`Double`) and page indexes (`Int`) that cannot trap,
/// and the bound that keeps page arithmetic from overflowing. Pure functions: usable on any
/// thread.
///
/// A pager holds at most 2⁵² pages (`PagingScrollModel.maximumPageCount`), so every meaningful page index
/// and page difference lies well within ±2⁶². Indexes are saturated at ±2⁶² on the way in (from
/// a `Double`, or from any `Int` a caller passes), so that adding a page count, a step or a
/// range's buffer to one can never overflow `Int`; and an `Int(_:)` of a huge or non-finite
/// `Double`, which traps, is never attempted.
enum PageIndex {
    /// The magnitude indexes are saturated at: 2⁶², a thousand times any page that exists.
    static let limit = 1 << 62

    /// `value` rounded by `rule` to a whole page, saturated at ±`limit`; 0 for NaN.
    static func whole(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        guard !value.isNaN else { return 0 }
        let bound = Double(limit)
        return Int(min(max(value.rounded(rule), -bound), bound))
    }

    /// `page` saturated at ±`limit`: any `Int` a caller passes becomes one that arithmetic with
    /// page counts cannot overflow.
    static func clamped(_ page: Int) -> Int {
        min(max(page, -limit), limit)
    }

    /// `page` wrapped into 0..<`count` (for `count` > 0), for any `page`.
    static func wrapped(_ page: Int, count: Int) -> Int {
        let remainder = page % count
        return remainder < 0 ? remainder + count : remainder
    }
}
