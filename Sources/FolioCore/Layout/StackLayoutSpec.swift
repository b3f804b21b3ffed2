/// Lays its children out in a row or a column, flexbox style (Texture's `ASStackLayoutSpec`). An
/// immutable value: usable on any thread.
///
/// Layout takes two passes, as in Texture. The *unpositioned* pass decides every child's size:
/// each child is measured with the main axis free (or at its `flexBasis`) and the cross axis
/// limited to the stack's; then, if the children overflow the stack's maximum main size, those with
/// `flexShrink` give up the overflow in proportion to `flexShrink` × their measured size; if they
/// leave room and some have `flexGrow`, those share it in proportion to `flexGrow`, and are
/// measured again at their new sizes. The stack's cross size is its tallest (or widest) child,
/// clamped to the range, and `.stretch` children are measured again at that size. The
/// *positioned* pass then places the children along the main axis by `justifyContent`, with
/// `spacing` between them and each child's `spacingBefore` and `spacingAfter`, and across it by
/// `alignSelf` or else `alignItems`. The stack's size is the children's extent, clamped to the
/// range.
///
/// Growing fills the range's maximum main size when that is finite, as a CSS flex container of
/// definite size does, and otherwise only up to the range's minimum. (Texture grows only up to the
/// minimum.)
///
/// A worked example: a horizontal stack in exactly 200×50 with `spacing: 10` and
/// `alignItems: .center`, holding children whose content is 20×10 (`flexGrow: 1`), 30×20
/// (`flexGrow: 2`) and 10×30.
///
/// 1. Unpositioned: the children measure 20, 30 and 10 wide; with two gaps of 10 they use 80 of
///    the 200. The 120 left over is shared 1 : 2, so the first child is measured again at exactly
///    60 wide and the second at exactly 110. The stack is 50 high, as the range demands.
/// 2. Positioned: x = 0, 60 + 10 = 70, and 70 + 110 + 10 = 190; centred in the 50-high stack,
///    y = 20, 15 and 10.
///
///         0        60 70             180 190 200
///         [ first  ]  [    second      ]  [3]
///
/// When the children still overflow after shrinking, they extend past the stack's end (or both
/// ends, for `.center`); the stack itself never leaves its range.
public struct StackLayoutSpec: LayoutElement {
    /// How this spec asks its own parent to size and place it.
    public var style = LayoutStyle()
    /// The main axis: a row (`.horizontal`) or a column (`.vertical`).
    public var direction: StackDirection
    /// The room between neighbouring children, in logical pixels. Not finite counts as zero.
    public var spacing: Double
    /// How the children share main-axis room left over.
    public var justifyContent: StackJustification
    /// How children are placed across the stack, unless their `alignSelf` says otherwise.
    public var alignItems: StackAlignment
    /// The elements stacked, first at the main-axis start.
    public var children: [any LayoutElement]

    /// Creates a stack.
    ///
    /// - Parameters:
    ///   - direction: The main axis.
    ///   - spacing: The room between neighbours, in logical pixels.
    ///   - justifyContent: Placement along the main axis.
    ///   - alignItems: Placement across it; `.stretch` (the default, as in CSS) fills it.
    ///   - children: The elements, in order.
    public init(
        direction: StackDirection,
        spacing: Double = 0,
        justifyContent: StackJustification = .start,
        alignItems: StackAlignment = .stretch,
        children: [any LayoutElement]
    ) {
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.children = children
    }

    /// Sizes the children (unpositioned pass), then places them (positioned pass). Called on any
    /// thread.
    public func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        let unpositioned = StackUnpositionedLayout(stack: self, range: range, environment: environment)
        let positioned = StackPositionedLayout(unpositioned, stack: self, range: range)
        return Layout(element: self, size: positioned.size, sublayouts: positioned.sublayouts)
    }
}
