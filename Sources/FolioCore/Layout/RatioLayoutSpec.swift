/// Lays its child out at a fixed aspect ratio (Texture's `ASRatioLayoutSpec`): a photo that keeps
/// its shape at any width. An immutable value: usable on any thread.
///
/// `ratio` is height ÷ width. The spec takes the largest size of that ratio that fits the range and
/// lays the child out at exactly that size. For example, a ratio of 0.5 in a range up to 400×100
/// gives 200×100 (the height limits), and up to 400×infinity gives 400×200 (the width limits).
///
/// When the range's minimum forbids the exact ratio, the allowed size nearest to it is used. When
/// the range has no finite maximum in either axis, or `ratio` is not a finite number above zero,
/// the child is laid out in the spec's own range, unchanged.
public struct RatioLayoutSpec: LayoutElement {
    /// How this spec asks its own parent to size and place it.
    public var style = LayoutStyle()
    /// Height divided by width: 0.75 is a 4:3 landscape frame, 1.5 a 2:3 portrait one.
    public var ratio: Double
    /// The element laid out at the ratio.
    public var child: any LayoutElement

    /// Creates a spec that keeps `child` at `ratio` (height ÷ width).
    public init(ratio: Double, child: any LayoutElement) {
        self.ratio = ratio
        self.child = child
    }

    /// Picks the size, then lays the child out at exactly it. Called on any thread.
    public func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        let childLayout: Layout
        if let size = bestSize(in: range) {
            childLayout = child.layoutRespectingStyle(in: .exactly(size), parentSize: size, environment: environment)
        } else {
            childLayout = child.layoutRespectingStyle(in: range, parentSize: range.max, environment: environment)
        }
        return Layout(element: self, size: childLayout.size, sublayouts: [
            Sublayout(position: .zero, layout: childLayout),
        ])
    }

    /// The size filling the finite maximum width or the finite maximum height at `ratio`,
    /// whichever, once clamped to the range, stays nearer the ratio; the width wins a tie.
    private func bestSize(in range: SizeRange) -> Size? {
        guard ratio.isFinite, ratio > 0 else { return nil }
        var candidates: [Size] = []
        if range.max.width.isFinite {
            candidates.append(range.clamp(Size(width: range.max.width, height: range.max.width * ratio)))
        }
        if range.max.height.isFinite {
            candidates.append(range.clamp(Size(width: range.max.height / ratio, height: range.max.height)))
        }
        return candidates.min { deviation(of: $0) < deviation(of: $1) }
    }

    private func deviation(of size: Size) -> Double {
        guard size.width > 0 else { return size.height > 0 ? .infinity : 0 }
        return abs(size.height / size.width - ratio)
    }
}
