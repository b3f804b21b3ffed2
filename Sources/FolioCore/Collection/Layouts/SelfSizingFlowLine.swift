/// One line of a self-sizing flow's section: its first item (counted within the section), where
/// it starts along the scroll axis (from the section's start) and its length along it (its
/// longest item's). A plain value: usable on any thread.
struct SelfSizingFlowLine: Hashable, Sendable {
    var first: Int
    var offset: Double
    var length: Double
}
