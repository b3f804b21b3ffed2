import Foundation

/// How a collection scrolls by itself while an item is dragged near its leading or trailing
/// edge: within `edgeBand` of an edge (along the scroll axis) it scrolls towards it, faster the
/// deeper the pointer is in the band, up to `maximumSpeed` at the edge and beyond, and never
/// past either end of the content. Any thread.
enum InteractiveMoveAutoScroll {
    /// How deep the bands at each edge are, logical pixels (a quarter of a short viewport).
    static let edgeBand = 72.0
    /// The speed at the edge, logical pixels a second: a screenful in about half a second.
    static let maximumSpeed = 1_400.0
    /// The longest step one frame may take, seconds: a frame late after a pause does not jump.
    static let longestStep = 0.05

    /// The band's depth in a viewport `viewportExtent` long.
    static func band(in viewportExtent: Double) -> Double {
        min(edgeBand, viewportExtent / 4)
    }

    /// The scrolling speed, logical pixels a second (negative: towards the start), for a pointer
    /// `coordinate` along the axis from the viewport's leading edge, with the content at
    /// `offset` of `maximumOffset`: 0 outside the bands and at the end the band points to.
    static func speed(at coordinate: Double, viewportExtent: Double, offset: Double, maximumOffset: Double) -> Double {
        guard coordinate.isFinite, viewportExtent > 0 else { return 0 }
        let band = band(in: viewportExtent)
        guard band > 0 else { return 0 }
        let leading = (band - coordinate) / band
        let trailing = (coordinate - (viewportExtent - band)) / band
        if leading > 0, offset > 0 {
            return -maximumSpeed * ramp(leading)
        }
        if trailing > 0, offset < maximumOffset {
            return maximumSpeed * ramp(trailing)
        }
        return 0
    }

    /// The offset after scrolling at `speed` for `seconds` (at most `longestStep`) from `offset`,
    /// kept within 0...`maximumOffset`.
    static func offset(from offset: Double, speed: Double, over seconds: Double, maximumOffset: Double) -> Double {
        let step = min(max(0, seconds), longestStep)
        return min(max(0, offset + speed * step), max(0, maximumOffset))
    }

    /// A depth into the band (0...1, past the edge counting as 1) as a share of the top speed:
    /// slow at the band's inner edge, so that a pointer merely passing by hardly scrolls.
    private static func ramp(_ depth: Double) -> Double {
        let clamped = min(max(depth, 0), 1)
        return clamped * clamped
    }
}
