/// The median, tail percentiles and maximum of a set of samples, in the samples' unit.
/// Percentiles use the nearest-rank method, so each one is a sample that really occurred.
/// A plain value: usable on any thread.
public struct SampleSummary: Hashable, Sendable {
    /// How many samples there were.
    public let count: Int
    /// The median.
    public let p50: Double
    /// The 95th percentile.
    public let p95: Double
    /// The 99th percentile.
    public let p99: Double
    /// The largest sample.
    public let max: Double

    /// Summarises `samples` (any order); all figures are 0 when there are none.
    public init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        p50 = Self.percentile(50, of: sorted)
        p95 = Self.percentile(95, of: sorted)
        p99 = Self.percentile(99, of: sorted)
        max = sorted.last ?? 0
    }

    /// The nearest-rank `percent` percentile of ascending `sorted` samples (0 when empty).
    public static func percentile(_ percent: Double, of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(sorted.count, Swift.max(1, rank)) - 1]
    }
}
