/// What measuring needs besides a size range: facts about the output that every element in one
/// layout pass shares. A plain value: usable on any thread.
///
/// Every layout call receives it and passes it on unchanged to its children, so adding a property
/// here reaches every element without changing a signature.
public struct LayoutEnvironment: Sendable {
    /// Physical pixels per logical pixel (1 on a standard display, 2 on a high-density one).
    public var displayScale: Double

    /// Creates an environment; the defaults suit a standard-density display.
    public init(displayScale: Double = 1) {
        self.displayScale = displayScale
    }
}
