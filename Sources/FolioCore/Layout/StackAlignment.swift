/// How a stack places a child along the cross axis (Texture's `ASStackLayoutAlignItems`, CSS
/// `align-items` and `align-self`). A plain value: usable on any thread.
public enum StackAlignment: Hashable, Sendable {
    /// At the cross-axis start (top of a horizontal stack, left of a vertical one).
    case start
    /// Centred across the stack.
    case center
    /// At the cross-axis end.
    case end
    /// Stretched to the stack's cross size, within the child's own minimum and maximum. A child
    /// whose style gives an exact cross-axis size keeps it.
    case stretch
}
