/// Guards for the numbers users put in styles and specs, so that one bad value cannot spread `NaN`
/// or infinity through a layout. Pure functions: usable on any thread.
enum LayoutMath {
    /// `value`, or zero when it is `NaN` or infinite.
    static func finiteOrZero(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }

    /// `value` as a flex factor: zero when it is negative, `NaN` or infinite.
    static func flexFactor(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }

    /// `insets` with every edge that is not finite replaced by zero.
    static func finiteInsets(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: finiteOrZero(insets.top),
            left: finiteOrZero(insets.left),
            bottom: finiteOrZero(insets.bottom),
            right: finiteOrZero(insets.right)
        )
    }
}
