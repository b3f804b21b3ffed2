/// What one drawn frame showed of the root: for the statistics and the content events. A plain
/// value: usable on any thread.
struct FrameContent: Sendable {
    /// Whether any visible item showed its placeholder instead of its content.
    var showedPlaceholder = false
    /// Items drawn from a texture made this frame: shown with their content, some for the first
    /// time.
    var itemsWithNewContent: [Int] = []
}
