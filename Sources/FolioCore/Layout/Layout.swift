/// The measured size of one element and the positions of its children: the result of a layout
/// pass (Texture's `ASLayout`). An immutable value: usable on any thread.
public struct Layout: Sendable {
    /// The element that was laid out.
    public let element: any LayoutElement
    /// Its size in logical pixels.
    public let size: Size
    /// Its children's layouts, each positioned relative to this element's top-left corner, in
    /// drawing order (later ones draw over earlier ones).
    public let sublayouts: [Sublayout]

    /// Creates a layout; a leaf has no sublayouts.
    public init(element: any LayoutElement, size: Size, sublayouts: [Sublayout] = []) {
        self.element = element
        self.size = size
        self.sublayouts = sublayouts
    }

    /// Every element in the tree with its frame in one coordinate space: depth-first, each parent
    /// before its children, children in drawing order.
    ///
    /// - Parameter origin: Where this layout's top-left corner lies in that space.
    public func flattened(origin: Point = .zero) -> [PositionedElement] {
        var elements: [PositionedElement] = []
        appendFlattened(origin: origin, to: &elements)
        return elements
    }

    private func appendFlattened(origin: Point, to elements: inout [PositionedElement]) {
        elements.append(PositionedElement(element: element, frame: Rect(origin: origin, size: size)))
        for sublayout in sublayouts {
            let childOrigin = Point(x: origin.x + sublayout.position.x, y: origin.y + sublayout.position.y)
            sublayout.layout.appendFlattened(origin: childOrigin, to: &elements)
        }
    }

    /// This layout with its size clamped into `range`; its sublayouts are unchanged.
    func clamped(to range: SizeRange) -> Layout {
        let clampedSize = range.clamp(size)
        return clampedSize == size ? self : Layout(element: element, size: clampedSize, sublayouts: sublayouts)
    }
}
