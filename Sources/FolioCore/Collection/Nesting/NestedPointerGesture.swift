/// A pointer gesture shared by a collection and the collection nested in the item under it: both
/// hear the press, and its first movement past the slop decides who owns the rest of it. A plain value:
/// usable on any thread.
struct NestedPointerGesture: Sendable {
    /// The pointer that pressed; others are ignored until it is released.
    let pointer: PointerID
    /// Where it went down, window coordinates.
    let origin: Point
    /// The item whose nested collection heard the press; nil when it landed on none.
    var item: Int?
    /// Who owns the gesture; nil until it moves past the slop.
    var owner: NestedGestureOwner?
}
