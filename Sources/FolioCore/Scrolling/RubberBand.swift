/// The resistance felt when dragging past the first or last page: the content moves less and
/// less the further the finger goes, and never a whole viewport, so an end is never mistaken
/// for more content. Pure functions: usable on any thread.
///
/// b = (1 − 1/(x·c/d + 1))·d for an overscroll of x ≥ 0, where d is the viewport's size along
/// the scroll axis and c the coefficient (0.55: at d = 800, x = 100 / 240 / 800 px shows as
/// 51 / 113 / 284 px); negative overscroll mirrors positive.
public enum RubberBand {
    /// The distance the content actually moves for a finger overscroll of `overscroll`.
    ///
    /// - Parameters:
    ///   - overscroll: How far past the end the finger has gone; any unit, sign kept.
    ///   - dimension: The viewport's size along the scroll axis, in the same unit; 0 or less
    ///     gives 0 (nothing can be shown).
    ///   - coefficient: The resistance c; larger gives less resistance at first.
    public static func offset(forOverscroll overscroll: Double, dimension: Double, coefficient: Double) -> Double {
        guard dimension > 0, coefficient > 0, overscroll.isFinite else { return 0 }
        let x = abs(overscroll)
        let b = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overscroll < 0 ? -b : b
    }

    /// The finger overscroll that shows as `offset`: the inverse of
    /// `offset(forOverscroll:dimension:coefficient:)`, so that content caught in an overscroll
    /// stays where it is. Offsets at or beyond the band's limit `dimension` map to a finite
    /// overscroll just short of it.
    public static func overscroll(forOffset offset: Double, dimension: Double, coefficient: Double) -> Double {
        guard dimension > 0, coefficient > 0, offset.isFinite else { return 0 }
        // The band approaches but never reaches `dimension`; keep the division finite.
        let fraction = min(abs(offset) / dimension, 0.999)
        let x = fraction / (1 - fraction) * dimension / coefficient
        return offset < 0 ? -x : x
    }

    /// How much the shown offset moves per unit of finger overscroll at `overscroll`: the
    /// coefficient at the end, falling towards 0 further out. Turns a finger's velocity into the
    /// content's.
    public static func slope(atOverscroll overscroll: Double, dimension: Double, coefficient: Double) -> Double {
        guard dimension > 0, coefficient > 0, overscroll.isFinite else { return 0 }
        let u = abs(overscroll) * coefficient / dimension + 1
        return coefficient / (u * u)
    }
}
