/// The second pass of a ``StackLayoutSpec``: the stack's size and every child's position, from the
/// sizes of the first pass (Texture's `ASStackPositionedLayout`). Built and read on whichever
/// thread lays the stack out.
struct StackPositionedLayout {
    /// The stack's size, within the range.
    let size: Size
    /// The children's layouts and positions, in stack order.
    let sublayouts: [Sublayout]

    /// Places the children of `unpositioned` along and across the stack.
    init(_ unpositioned: StackUnpositionedLayout, stack: StackLayoutSpec, range: SizeRange) {
        let direction = stack.direction
        let size = range.clamp(direction.size(main: unpositioned.mainExtent, cross: unpositioned.crossSize))
        let room = direction.main(size) - unpositioned.mainExtent
        let (start, extraGap) = Self.distribute(room, among: unpositioned.items.count, by: stack.justifyContent)
        let gap = LayoutMath.finiteOrZero(stack.spacing) + extraGap
        var main = start
        var sublayouts: [Sublayout] = []
        for item in unpositioned.items {
            main += LayoutMath.finiteOrZero(item.child.style.spacingBefore)
            let cross = Self.crossOffset(
                of: direction.cross(item.layout.size), in: direction.cross(size), alignment: item.alignment
            )
            // Only absurd lengths (sums past the largest Double) could make these non-finite.
            let position = direction.point(main: LayoutMath.finiteOrZero(main), cross: LayoutMath.finiteOrZero(cross))
            sublayouts.append(Sublayout(position: position, layout: item.layout))
            main += direction.main(item.layout.size) + LayoutMath.finiteOrZero(item.child.style.spacingAfter) + gap
        }
        self.size = size
        self.sublayouts = sublayouts
    }

    /// Where the first child starts and what each gap gains, sharing `room` (negative when the
    /// children overflow) among `count` children.
    static func distribute(
        _ room: Double, among count: Int, by justification: StackJustification
    ) -> (start: Double, extraGap: Double) {
        switch justification {
        case .start:
            return (0, 0)
        case .center:
            return (room / 2, 0)
        case .end:
            return (room, 0)
        case .spaceBetween:
            guard room > 0, count > 1 else { return (0, 0) }
            return (0, room / Double(count - 1))
        case .spaceAround:
            guard room > 0, count > 0 else { return (room / 2, 0) }
            let share = room / Double(count)
            return (share / 2, share)
        }
    }

    /// The cross-axis offset of a child `length` long in a stack `crossSize` across.
    static func crossOffset(of length: Double, in crossSize: Double, alignment: StackAlignment) -> Double {
        switch alignment {
        case .start, .stretch:
            return 0
        case .center:
            return (crossSize - length) / 2
        case .end:
            return crossSize - length
        }
    }
}
