/// The first pass of a ``StackLayoutSpec``: every child's size, not yet its position (Texture's
/// `ASStackUnpositionedLayout`). Built and read on whichever thread lays the stack out.
struct StackUnpositionedLayout {
    /// One child, its effective cross-axis alignment, and its layout so far.
    struct Item {
        let child: any LayoutElement
        let alignment: StackAlignment
        var layout: Layout
    }

    /// The children's layouts, in stack order.
    let items: [Item]
    /// The children's main-axis lengths plus all spacing.
    let mainExtent: Double
    /// The stack's cross-axis length, within the range.
    let crossSize: Double

    /// Measures, flexes and stretches the children of `stack` for `range`.
    init(stack: StackLayoutSpec, range: SizeRange, environment: LayoutEnvironment) {
        let measurer = StackChildMeasurer(stack: stack, range: range, environment: environment)
        var items = measurer.measureIntrinsically()
        measurer.flex(&items)
        let tallest = items.map { stack.direction.cross($0.layout.size) }.max() ?? 0
        let crossSize = min(max(tallest, measurer.crossMin), measurer.crossMax)
        measurer.stretch(&items, to: crossSize)
        self.items = items
        self.mainExtent = measurer.mainExtent(of: items)
        self.crossSize = crossSize
    }
}

/// Measures a stack's children under the stack's range; the steps of the unpositioned pass.
private struct StackChildMeasurer {
    let direction: StackDirection
    let stack: StackLayoutSpec
    let range: SizeRange
    let environment: LayoutEnvironment
    /// The stack's size where the range fixes it, infinite where the content decides (so that
    /// fractions are not resolved against a size that depends on them, as in CSS).
    let parentSize: Size

    init(stack: StackLayoutSpec, range: SizeRange, environment: LayoutEnvironment) {
        self.direction = stack.direction
        self.stack = stack
        self.range = range
        self.environment = environment
        self.parentSize = Size(
            width: range.min.width == range.max.width ? range.max.width : .infinity,
            height: range.min.height == range.max.height ? range.max.height : .infinity
        )
    }

    var mainMin: Double { direction.main(range.min) }
    var mainMax: Double { direction.main(range.max) }
    var crossMin: Double { direction.cross(range.min) }
    var crossMax: Double { direction.cross(range.max) }

    // MARK: - Steps

    /// Every child measured at its `flexBasis`, or with the main axis free.
    func measureIntrinsically() -> [StackUnpositionedLayout.Item] {
        stack.children.map { child in
            let alignment = child.style.alignSelf ?? stack.alignItems
            let basis = child.style.flexBasis.resolve(against: direction.main(parentSize))
            let layout = measure(child, alignment: alignment, mainMin: basis ?? 0, mainMax: basis ?? .infinity)
            return StackUnpositionedLayout.Item(child: child, alignment: alignment, layout: layout)
        }
    }

    /// Shrinks the children when they overflow the range, or grows them into the room left.
    func flex(_ items: inout [StackUnpositionedLayout.Item]) {
        let extent = mainExtent(of: items)
        if extent > mainMax {
            let weights = items.map { LayoutMath.flexFactor($0.child.style.flexShrink) * main(of: $0) }
            resize(&items, by: mainMax - extent, weights: weights)
        } else {
            let weights = items.map { LayoutMath.flexFactor($0.child.style.flexGrow) }
            let hasGrowth = weights.contains { $0 > 0 }
            let target = hasGrowth && mainMax.isFinite ? mainMax : mainMin
            if extent < target { resize(&items, by: target - extent, weights: weights) }
        }
    }

    /// Measures `.stretch` children again at `crossSize` (within their own style's limits).
    func stretch(_ items: inout [StackUnpositionedLayout.Item], to crossSize: Double) {
        for index in items.indices where items[index].alignment == .stretch {
            let child = items[index].child
            let target = min(clampedToStyle(crossSize, of: child), crossMax)
            let current = direction.cross(items[index].layout.size)
            guard target > current + Self.tolerance else { continue }
            let main = main(of: items[index])
            let childRange = SizeRange.exactly(direction.size(main: main, cross: target))
            items[index].layout = child.layoutRespectingStyle(
                in: childRange, parentSize: parentSize, environment: environment
            )
        }
    }

    /// The children's main-axis lengths plus the stack's spacing and each child's own.
    func mainExtent(of items: [StackUnpositionedLayout.Item]) -> Double {
        let gaps = LayoutMath.finiteOrZero(stack.spacing) * Double(max(0, items.count - 1))
        return items.reduce(gaps) { sum, item in
            sum + main(of: item)
                + LayoutMath.finiteOrZero(item.child.style.spacingBefore)
                + LayoutMath.finiteOrZero(item.child.style.spacingAfter)
        }
    }

    // MARK: - Helpers

    /// Lengths below this count as equal, so rounding noise does not cost a second measurement.
    private static let tolerance = 0.001

    private func main(of item: StackUnpositionedLayout.Item) -> Double {
        direction.main(item.layout.size)
    }

    /// Adds `delta` to the main-axis lengths in proportion to `weights`, measuring the children
    /// whose share is not zero again at exactly their new length.
    private func resize(_ items: inout [StackUnpositionedLayout.Item], by delta: Double, weights: [Double]) {
        let total = weights.reduce(0, +)
        guard total > 0, total.isFinite else { return }
        for index in items.indices where weights[index] > 0 {
            let length = max(0, main(of: items[index]) + delta * weights[index] / total)
            let item = items[index]
            items[index].layout = measure(item.child, alignment: item.alignment, mainMin: length, mainMax: length)
        }
    }

    /// Lays `child` out with the main axis in `mainMin...mainMax` and the cross axis limited to
    /// the stack's; a `.stretch` child is held at least at the stack's minimum cross size.
    private func measure(
        _ child: any LayoutElement, alignment: StackAlignment, mainMin: Double, mainMax: Double
    ) -> Layout {
        let lowestCross = alignment == .stretch ? min(clampedToStyle(crossMin, of: child), crossMax) : 0
        let childRange = SizeRange(
            min: direction.size(main: mainMin, cross: lowestCross),
            max: direction.size(main: mainMax, cross: crossMax)
        )
        return child.layoutRespectingStyle(in: childRange, parentSize: parentSize, environment: environment)
    }

    /// `length` kept within the cross-axis limits of `child`'s own style, so stretching honours an
    /// explicit size, minimum or maximum.
    private func clampedToStyle(_ length: Double, of child: any LayoutElement) -> Double {
        let limits = child.style.resolvedSizeRange(parentSize: parentSize)
        return min(max(length, direction.cross(limits.min)), direction.cross(limits.max))
    }
}
