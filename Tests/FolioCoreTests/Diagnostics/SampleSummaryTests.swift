import FolioCore
import Testing

@Suite("Sample summary")
struct SampleSummaryTests {
    @Test("Nearest-rank percentiles pick samples that occurred", arguments: [
        (percent: 50.0, expected: 5.0),
        (percent: 95.0, expected: 10.0),
        (percent: 10.0, expected: 1.0),
        (percent: 11.0, expected: 2.0),
        (percent: 0.0, expected: 1.0),
        (percent: 100.0, expected: 10.0),
    ])
    func percentiles(percent: Double, expected: Double) {
        let sorted = (1...10).map(Double.init)
        #expect(SampleSummary.percentile(percent, of: sorted) == expected)
    }

    @Test("The order of the samples does not matter, and a tail shows in p99 but not p50")
    func unordered() {
        let samples = Array(repeating: 2.0, count: 97) + [40, 3, 50]
        let summary = SampleSummary(samples.shuffled())
        #expect(summary.p50 == 2 && summary.p95 == 2 && summary.p99 == 40 && summary.max == 50)
    }

    @Test("No samples give zeros")
    func empty() {
        let summary = SampleSummary([])
        #expect(summary.count == 0 && summary.p50 == 0 && summary.p99 == 0 && summary.max == 0)
    }
}
