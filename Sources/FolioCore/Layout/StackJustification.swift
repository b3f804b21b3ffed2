/// How a stack places its children along the main axis when they leave room over (Texture's
/// `ASStackLayoutJustifyContent`, CSS `justify-content`). A plain value: usable on any thread.
///
/// When the children overflow the stack instead, `spaceBetween` behaves as `start` and
/// `spaceAround` as `center`, as in CSS.
public enum StackJustification: Hashable, Sendable {
    /// Packed at the start; the room left over is at the end.
    case start
    /// Packed in the middle; the room left over is split between both ends.
    case center
    /// Packed at the end; the room left over is at the start.
    case end
    /// The first child at the start, the last at the end, the room split evenly between them.
    case spaceBetween
    /// The room split evenly around each child: half a share at each end, a whole one between.
    case spaceAround
}
