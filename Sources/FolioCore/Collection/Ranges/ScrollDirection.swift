/// Which way the pager is moving, which decides where the ranges lead. A plain value: usable on
/// any thread.
public enum ScrollDirection: Hashable, Sendable, CaseIterable {
    /// Towards higher page indexes.
    case forward
    /// Towards lower page indexes.
    case backward
    /// Not moving. Ranges then lead forward, the way a reader usually goes next.
    case none

    /// The direction of a move from `oldPosition` to `newPosition`, both in pages (unwrapped
    /// when circular); `.none` when they are equal or either is not finite.
    public init(from oldPosition: Double, to newPosition: Double) {
        guard oldPosition.isFinite, newPosition.isFinite, oldPosition != newPosition else {
            self = .none
            return
        }
        self = newPosition > oldPosition ? .forward : .backward
    }
}
