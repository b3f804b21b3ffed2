/// Something that can be measured and placed: a node, or a layout spec that arranges other
/// elements (Texture's `ASLayoutElement`).
///
/// Layout runs on background workers, so conformers are `Sendable` and `layout(in:environment:)`
/// must be safe to call from any thread, several at once. Layout specs are immutable values; nodes
/// (classes) guard their own state.
public protocol LayoutElement: Sendable {
    /// How this element asks its parent to size and place it.
    var style: LayoutStyle { get }

    /// Measures this element and, for a container, places its children.
    ///
    /// Parents call ``layoutRespectingStyle(in:parentSize:environment:)`` instead, which applies
    /// `style` first. Called on any thread.
    ///
    /// - Parameters:
    ///   - range: The sizes allowed. The result's `size` should lie within it.
    ///   - environment: Shared facts about the output, passed on to children unchanged.
    /// - Returns: The element's size and its children's layouts, positioned relative to it.
    func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout
}

// MARK: - Applying the style

extension LayoutElement {
    /// Lays this element out in `range` narrowed by its style (Texture's
    /// `layoutThatFits:parentSize:`). Called on any thread.
    ///
    /// The style's preferred, minimum and maximum sizes are resolved against `parentSize` and
    /// intersected with `range`; where they disagree, `range` wins. The result's size is then
    /// clamped into the narrowed range, so a misbehaving element cannot hand its parent a size
    /// that is out of range, negative or not finite.
    ///
    /// - Parameters:
    ///   - range: The sizes the parent allows.
    ///   - parentSize: The parent's size, for fractional dimensions; infinite in an axis where the
    ///     parent's size depends on its content.
    ///   - environment: Shared facts about the output, passed on unchanged.
    public func layoutRespectingStyle(
        in range: SizeRange, parentSize: Size, environment: LayoutEnvironment
    ) -> Layout {
        let narrowed = range.intersection(style.resolvedSizeRange(parentSize: parentSize))
        return layout(in: narrowed, environment: environment).clamped(to: narrowed)
    }
}
