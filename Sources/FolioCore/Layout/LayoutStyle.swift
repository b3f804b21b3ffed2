/// How a layout element asks to be sized and placed by its parent (Texture's `ASLayoutElementStyle`,
/// in the spirit of CSS flexbox). A plain value: usable on any thread.
///
/// Sizes are requests: a parent's ``SizeRange`` always wins over them (see
/// ``LayoutElement/layoutRespectingStyle(in:parentSize:environment:)``). The flex and spacing
/// properties are read only by a ``StackLayoutSpec`` parent.
public struct LayoutStyle: Hashable, Sendable {
    /// The preferred width. `.auto` leaves it to the content.
    public var width: LayoutDimension
    /// The preferred height. `.auto` leaves it to the content.
    public var height: LayoutDimension
    /// The smallest width; overrides `maxWidth` and `width` (as in CSS).
    public var minWidth: LayoutDimension
    /// The smallest height; overrides `maxHeight` and `height`.
    public var minHeight: LayoutDimension
    /// The largest width; overrides `width`.
    public var maxWidth: LayoutDimension
    /// The largest height; overrides `height`.
    public var maxHeight: LayoutDimension
    /// The share of a stack's spare main-axis room this element takes, relative to its siblings'.
    /// Zero (the default) takes none. Negative or non-finite values count as zero.
    public var flexGrow: Double
    /// How much this element gives up when a stack overflows, weighted by its basis size.
    /// Zero (the default) keeps its size. Negative or non-finite values count as zero.
    public var flexShrink: Double
    /// The main-axis size a stack measures this element at before flexing; `.auto` measures the
    /// content. A fraction is of the stack's main size when that is exact.
    public var flexBasis: LayoutDimension
    /// This element's cross-axis alignment in a stack, replacing the stack's `alignItems`; `nil`
    /// (the default) follows the stack.
    public var alignSelf: StackAlignment?
    /// Extra main-axis room before this element in a stack, in logical pixels.
    public var spacingBefore: Double
    /// Extra main-axis room after this element in a stack, in logical pixels.
    public var spacingAfter: Double

    /// Creates a style; every property defaults to "no preference".
    public init(
        width: LayoutDimension = .auto,
        height: LayoutDimension = .auto,
        minWidth: LayoutDimension = .auto,
        minHeight: LayoutDimension = .auto,
        maxWidth: LayoutDimension = .auto,
        maxHeight: LayoutDimension = .auto,
        flexGrow: Double = 0,
        flexShrink: Double = 0,
        flexBasis: LayoutDimension = .auto,
        alignSelf: StackAlignment? = nil,
        spacingBefore: Double = 0,
        spacingAfter: Double = 0
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.flexGrow = flexGrow
        self.flexShrink = flexShrink
        self.flexBasis = flexBasis
        self.alignSelf = alignSelf
        self.spacingBefore = spacingBefore
        self.spacingAfter = spacingAfter
    }

    /// `width` and `height` together, when both are in points.
    ///
    /// Reading gives `nil` unless both are `.points`. Setting a size makes both `.points`;
    /// setting `nil` makes both `.auto`.
    public var preferredSize: Size? {
        get {
            guard case .points(let width) = width, case .points(let height) = height else { return nil }
            return Size(width: width, height: height)
        }
        set {
            width = newValue.map { .points($0.width) } ?? .auto
            height = newValue.map { .points($0.height) } ?? .auto
        }
    }
}
