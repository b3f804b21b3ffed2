/// The physical constants of a damped spring. A plain value: usable on any thread.
public struct SpringParameters: Hashable, Sendable {
    /// 1 is critically damped (the fastest approach with no oscillation); above 1 is overdamped.
    public var dampingRatio: Double
    /// Mass in arbitrary units; only the ratio to `stiffness` matters.
    public var mass: Double
    /// Stiffness in the same arbitrary units as `mass`.
    public var stiffness: Double

    /// Creates spring constants; ω₀ = √(stiffness/mass) and the damping ratio fix the motion.
    public init(dampingRatio: Double, mass: Double, stiffness: Double) {
        self.dampingRatio = dampingRatio
        self.mass = mass
        self.stiffness = stiffness
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// libadwaita's carousel spring: critically damped, mass 0.5, stiffness 500
    /// (a one-page move from rest settles in about 290 ms).
    public static let paging = SpringParameters(dampingRatio: 1, mass: 0.5, stiffness: 500)
}
