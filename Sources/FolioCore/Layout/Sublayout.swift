/// A child's layout and where it sits inside its parent. An immutable value: usable on any thread.
public struct Sublayout: Sendable {
    /// The child's top-left corner, relative to the parent's top-left corner, in logical pixels.
    public let position: Point
    /// The child's layout.
    public let layout: Layout

    /// Places `layout` at `position` inside its parent.
    public init(position: Point, layout: Layout) {
        self.position = position
        self.layout = layout
    }
}
