/// What one drawn frame showed of the root: for the statistics and the content events. A plain
/// value: usable on any thread.
struct FrameContent: Sendable {
    /// Whether any visible item showed its placeholder instead of its content.
    var showedPlaceholder = false
    /// Items drawn from their texture for the first time: their content is on screen, for the
    /// first time or back after its texture was let go.
    var itemsWithNewContent: [Int] = []
}
