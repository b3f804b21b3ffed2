/// The pages that entered and left one range between two updates. A plain value: usable on any
/// thread.
public struct RangeTransition: Hashable, Sendable {
    /// Pages in the range now that were not before.
    public let entered: Set<Int>
    /// Pages in the range before that are not now.
    public let left: Set<Int>

    /// Creates the transition from `old` to `new`.
    public init(from old: Set<Int>, to new: Set<Int>) {
        entered = new.subtracting(old)
        left = old.subtracting(new)
    }

    /// Creates a transition from its two sets (a page should not be in both).
    public init(entered: Set<Int>, left: Set<Int>) {
        self.entered = entered
        self.left = left
    }

    /// No page entered or left.
    public var isEmpty: Bool { entered.isEmpty && left.isEmpty }
}
