// MARK: - Resolving the requested sizes

extension LayoutStyle {
    /// The sizes this style allows, with fractions resolved against `parentSize`.
    ///
    /// Unset minimums are zero and unset maximums infinite. Per axis, as in CSS, the minimum
    /// overrides the maximum, which overrides the preferred size: a preferred size above the
    /// maximum gives exactly the maximum, one below the minimum exactly the minimum.
    /// Pure: usable on any thread.
    ///
    /// - Parameter parentSize: The parent's size; infinite in an axis where it is not yet known,
    ///   which makes fractions in that axis auto.
    public func resolvedSizeRange(parentSize: Size) -> SizeRange {
        let horizontal = Self.constrain(
            minimum: minWidth.resolve(against: parentSize.width) ?? 0,
            preferred: width.resolve(against: parentSize.width),
            maximum: maxWidth.resolve(against: parentSize.width) ?? .infinity
        )
        let vertical = Self.constrain(
            minimum: minHeight.resolve(against: parentSize.height) ?? 0,
            preferred: height.resolve(against: parentSize.height),
            maximum: maxHeight.resolve(against: parentSize.height) ?? .infinity
        )
        return SizeRange(
            min: Size(width: horizontal.lower, height: vertical.lower),
            max: Size(width: horizontal.upper, height: vertical.upper)
        )
    }

    private static func constrain(
        minimum: Double, preferred: Double?, maximum: Double
    ) -> (lower: Double, upper: Double) {
        if maximum <= minimum { return (minimum, minimum) }
        guard let preferred else { return (minimum, maximum) }
        if preferred > maximum { return (maximum, maximum) }
        if preferred < minimum { return (minimum, minimum) }
        return (preferred, preferred)
    }
}
