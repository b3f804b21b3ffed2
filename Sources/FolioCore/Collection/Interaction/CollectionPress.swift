/// A pointer pressed on a collection's item, until it is released, moves past the slop or the
/// content scrolls: what decides between highlighting, selecting and scrolling. A plain value:
/// usable on any thread.
struct CollectionPress: Hashable, Sendable {
    /// The pointer that pressed.
    var pointer: PointerID
    /// Where it pressed, in the collection's coordinates.
    var point: Point
    /// When it pressed, seconds on the host's clock.
    var time: Double
    /// The item under the press (flat index), if any.
    var item: Int?
    /// Whether the press caught moving content: such a press only stops it.
    var caughtMotion: Bool
}
