/// A pointer gesture shared by a pager and the collection on the page under it: both hear the
/// press, and its first movement past the slop decides who owns the rest of it. A plain value:
/// usable on any thread.
struct NestedPointerGesture: Sendable {
    /// The pointer that pressed; others are ignored until it is released.
    let pointer: PointerID
    /// Where it went down, window coordinates.
    let origin: Point
    /// The page whose collection heard the press; nil when it landed on none.
    var page: Int?
    /// Who owns the gesture; nil until it moves past the slop.
    var owner: NestedGestureOwner?
}
