/// Lays an element over its child, sized exactly to it (Texture's `ASOverlayLayoutSpec`): a badge
/// layer, a gradient over a photo. An immutable value: usable on any thread.
///
/// The child is measured in the spec's range and decides the spec's size; the overlay is then laid
/// out in exactly that size, at the same origin, and draws after (over) the child.
public struct OverlayLayoutSpec: LayoutElement {
    /// How this spec asks its own parent to size and place it.
    public var style = LayoutStyle()
    /// The element that decides the size.
    public var child: any LayoutElement
    /// The element drawn over the child, at the child's size.
    public var overlay: any LayoutElement

    /// Creates a spec that draws `overlay` over `child`.
    public init(child: any LayoutElement, overlay: any LayoutElement) {
        self.child = child
        self.overlay = overlay
    }

    /// Measures the child, then the overlay at exactly the child's size. Called on any thread.
    public func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        let childLayout = child.layoutRespectingStyle(in: range, parentSize: range.max, environment: environment)
        let overlayLayout = overlay.layoutRespectingStyle(
            in: .exactly(childLayout.size), parentSize: childLayout.size, environment: environment
        )
        return Layout(element: self, size: childLayout.size, sublayouts: [
            Sublayout(position: .zero, layout: childLayout),
            Sublayout(position: .zero, layout: overlayLayout),
        ])
    }
}
