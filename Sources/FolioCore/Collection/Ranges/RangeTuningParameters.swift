/// How far one range reaches beyond the visible pages, in screenfuls (for a pager, one screenful
/// is one page), as in Texture's `ASRangeTuningParameters`. A plain value: usable on any thread.
///
/// "Leading" is the side the content is scrolling towards; "trailing" is the side it comes from.
/// A fractional screenful counts as a whole page (0.5 → 1 page), so a range never ends mid-page.
/// Negative or NaN values count as 0; infinity reaches every page.
public struct RangeTuningParameters: Hashable, Sendable {
    /// Screenfuls beyond the visible pages in the direction of scrolling.
    public var leadingBufferScreenfuls: Double
    /// Screenfuls beyond the visible pages against the direction of scrolling.
    public var trailingBufferScreenfuls: Double

    /// Creates parameters reaching `leadingBufferScreenfuls` ahead and
    /// `trailingBufferScreenfuls` behind.
    public init(leadingBufferScreenfuls: Double, trailingBufferScreenfuls: Double) {
        self.leadingBufferScreenfuls = leadingBufferScreenfuls
        self.trailingBufferScreenfuls = trailingBufferScreenfuls
    }

    /// No buffer: the range is exactly the visible pages (Texture's
    /// `ASRangeTuningParametersZero`).
    public static let zero = RangeTuningParameters(leadingBufferScreenfuls: 0, trailingBufferScreenfuls: 0)
}
