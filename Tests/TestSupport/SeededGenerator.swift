/// A small, fast random number generator (SplitMix64) whose whole sequence follows from its
/// seed, so that a failing randomised test can be replayed. A plain value: usable on any thread.
public struct SeededGenerator: RandomNumberGenerator, Hashable, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed named by the environment variable `name` (decimal), or a fresh random one:
    /// randomised tests print their seed and can be replayed with `name=<seed>`.
    public static func seed(fromEnvironment name: String, environment: [String: String]) -> UInt64 {
        if let text = environment[name], let seed = UInt64(text) { return seed }
        return UInt64.random(in: 0...UInt64.max)
    }
}
