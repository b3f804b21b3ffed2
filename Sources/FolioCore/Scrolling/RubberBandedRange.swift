/// The positions 0...`upperBound` of a scroller, with a rubber band past either end: inside the
/// range a raw (input-driven) position shows as it is; past an end the overscroll, in pixels,
/// is rubber-banded against the viewport's length (`RubberBand`). Positions are in the
/// scroller's unit: pixels for free scrolling (`unitLength` 1), pages for the pager
/// (`unitLength` its pitch). A plain value: usable on any thread.
struct RubberBandedRange: Hashable, Sendable {
    /// The last position at rest (the first is 0), in the scroller's unit.
    var upperBound: Double
    /// Logical pixels per unit of position.
    var unitLength: Double
    /// The viewport's length along the axis, in logical pixels: the band's limit.
    var dimension: Double
    /// The band's resistance (`RubberBand`'s c).
    var coefficient: Double

    /// The displayed position for a raw one.
    func displayed(raw: Double) -> Double {
        if raw < 0 { return band(raw * unitLength) / unitLength }
        if raw > upperBound { return upperBound + band((raw - upperBound) * unitLength) / unitLength }
        return raw
    }

    /// The raw position that displays as `shown`: the inverse of `displayed(raw:)`, so that
    /// content caught in an overscroll does not jump.
    func raw(displayed shown: Double) -> Double {
        if shown < 0 { return unband(shown * unitLength) / unitLength }
        if shown > upperBound { return upperBound + unband((shown - upperBound) * unitLength) / unitLength }
        return shown
    }

    /// How fast the displayed position moves per unit of raw position at `raw` (below 1 in an
    /// overscroll): turns an input's velocity into the content's.
    func slope(atRaw raw: Double) -> Double {
        let overscroll = raw < 0 ? raw : max(0, raw - upperBound)
        guard overscroll != 0 else { return 1 }
        return RubberBand.slope(atOverscroll: overscroll * unitLength, dimension: dimension, coefficient: coefficient)
    }

    private func band(_ overscroll: Double) -> Double {
        RubberBand.offset(forOverscroll: overscroll, dimension: dimension, coefficient: coefficient)
    }

    private func unband(_ offset: Double) -> Double {
        RubberBand.overscroll(forOffset: offset, dimension: dimension, coefficient: coefficient)
    }
}
