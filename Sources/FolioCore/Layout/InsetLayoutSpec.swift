/// Lays its child out inside padding (Texture's `ASInsetLayoutSpec`). An immutable value: usable on
/// any thread.
///
/// The child gets the spec's range minus the insets; the spec is the child's size plus the insets,
/// clamped to the range. For example, with insets of 10 on every side in exactly 300×200, the child
/// is laid out in exactly 280×180 and placed at (10, 10). Negative insets push the child outwards;
/// an inset that is not finite counts as zero.
public struct InsetLayoutSpec: LayoutElement {
    /// How this spec asks its own parent to size and place it.
    public var style = LayoutStyle()
    /// The padding around the child, in logical pixels.
    public var insets: EdgeInsets
    /// The padded element.
    public var child: any LayoutElement

    /// Creates a spec that pads `child` by `insets`.
    public init(insets: EdgeInsets, child: any LayoutElement) {
        self.insets = insets
        self.child = child
    }

    /// Measures the child in the range less the insets, then places it at the top-left inset.
    /// Called on any thread.
    public func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        let insets = LayoutMath.finiteInsets(insets)
        let inner = SizeRange(
            min: Size(width: range.min.width - insets.horizontal, height: range.min.height - insets.vertical),
            max: Size(width: range.max.width - insets.horizontal, height: range.max.height - insets.vertical)
        )
        let childLayout = child.layoutRespectingStyle(in: inner, parentSize: inner.max, environment: environment)
        let size = range.clamp(Size(
            width: childLayout.size.width + insets.horizontal,
            height: childLayout.size.height + insets.vertical
        ))
        let position = Point(x: insets.left, y: insets.top)
        return Layout(element: self, size: size, sublayouts: [Sublayout(position: position, layout: childLayout)])
    }
}
