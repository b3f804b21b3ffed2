/// The axis a scroller moves along. A plain value: usable on any thread.
public enum ScrollAxis: Hashable, Sendable {
    /// Content moves up and down; offsets are y.
    case vertical
    /// Content moves left and right; offsets are x.
    case horizontal
}
