/// Lays an element behind its child, sized exactly to it (Texture's `ASBackgroundLayoutSpec`): a
/// card's fill behind its content. An immutable value: usable on any thread.
///
/// The child is measured in the spec's range and decides the spec's size; the background is then
/// laid out in exactly that size, at the same origin, and draws first (beneath the child).
public struct BackgroundLayoutSpec: LayoutElement {
    /// How this spec asks its own parent to size and place it.
    public var style = LayoutStyle()
    /// The element that decides the size.
    public var child: any LayoutElement
    /// The element drawn behind the child, at the child's size.
    public var background: any LayoutElement

    /// Creates a spec that draws `background` behind `child`.
    public init(child: any LayoutElement, background: any LayoutElement) {
        self.child = child
        self.background = background
    }

    /// Measures the child, then the background at exactly the child's size. Called on any thread.
    public func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        let childLayout = child.layoutRespectingStyle(in: range, parentSize: range.max, environment: environment)
        let backgroundLayout = background.layoutRespectingStyle(
            in: .exactly(childLayout.size), parentSize: childLayout.size, environment: environment
        )
        return Layout(element: self, size: childLayout.size, sublayouts: [
            Sublayout(position: .zero, layout: backgroundLayout),
            Sublayout(position: .zero, layout: childLayout),
        ])
    }
}
