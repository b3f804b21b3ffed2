/// An element with its frame in a shared coordinate space, as ``Layout/flattened(origin:)`` lists
/// them. An immutable value: usable on any thread.
public struct PositionedElement: Sendable {
    /// The element.
    public let element: any LayoutElement
    /// Its frame, in logical pixels.
    public let frame: Rect

    /// Pairs `element` with `frame`.
    public init(element: any LayoutElement, frame: Rect) {
        self.element = element
        self.frame = frame
    }
}
