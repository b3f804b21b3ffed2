/// When an item's node block was asked for, and what of its content the host has yet to be told
/// of: the start of the benchmark's latencies (to the first content, and to content that
/// arrives later). A plain value: usable on any thread.
struct ItemContentTiming: Equatable {
    /// When the block was asked for, on the collection's clock.
    let nodeRequested: Double
    /// Whether the host took the time when the item's content was first ready to draw.
    var hasReportedContent = false
    /// Whether a bitmap showing content that arrived later (a downloaded image, in place of its
    /// placeholder) was applied and the host has not taken the time for it yet.
    var hasArrivalToReport = false
}
