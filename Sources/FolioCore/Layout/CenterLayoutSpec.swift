/// Centres its child in the space it is given (Texture's `ASCenterLayoutSpec`). An immutable value:
/// usable on any thread.
///
/// The child is measured with a minimum of zero and the spec's maximum. The spec then takes the
/// range's maximum in each axis where that is finite, and the child's size where it is not;
/// `sizing` can shrink it to the child's size instead. The child is centred in the axes
/// `centering` names and placed at the start of the others.
///
/// For example, a 40×20 child in a range up to 200×100 with `.xy` and `.default` sits at (80, 40)
/// in a 200×100 spec; with `.minimumX` the spec is 40×100 and the child sits at (0, 40).
public struct CenterLayoutSpec: LayoutElement {
    /// How this spec asks its own parent to size and place it.
    public var style = LayoutStyle()
    /// The axes the child is centred in.
    public var centering: Centering
    /// The axes in which the spec shrinks to the child's size.
    public var sizing: Sizing
    /// The centred element.
    public var child: any LayoutElement

    /// Creates a spec that centres `child`.
    public init(centering: Centering = .xy, sizing: Sizing = .default, child: any LayoutElement) {
        self.centering = centering
        self.sizing = sizing
        self.child = child
    }

    /// Measures the child, sizes the spec, then centres the child in it. Called on any thread.
    public func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        let childRange = SizeRange(max: range.max)
        let childLayout = child.layoutRespectingStyle(in: childRange, parentSize: range.max, environment: environment)
        let childSize = childLayout.size
        let filled = range.clamp(Size(
            width: range.max.width.isFinite ? range.max.width : childSize.width,
            height: range.max.height.isFinite ? range.max.height : childSize.height
        ))
        let size = range.clamp(Size(
            width: sizing.shrinksWidth ? min(filled.width, childSize.width) : filled.width,
            height: sizing.shrinksHeight ? min(filled.height, childSize.height) : filled.height
        ))
        let position = Point(
            x: centering.centersX ? (size.width - childSize.width) / 2 : 0,
            y: centering.centersY ? (size.height - childSize.height) / 2 : 0
        )
        return Layout(element: self, size: size, sublayouts: [Sublayout(position: position, layout: childLayout)])
    }
}
