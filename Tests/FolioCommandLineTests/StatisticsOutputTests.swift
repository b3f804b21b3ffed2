import FolioCommandLine
import Testing

/// A `--stats` line: one JSON object, keys sorted, nothing escaped needlessly, absent figures
/// left out; the prewarm's figures as the benchmark reads them.
@Suite("Statistics output")
struct StatisticsOutputTests {
    private struct Sample: Encodable {
        let workers: Int
        let render: String
        let prewarm: PrewarmFigures?
        let path: String
    }

    @Test("The line has sorted keys, unescaped slashes, and no absent prewarm")
    func line() {
        let text = StatisticsOutput.line(Sample(workers: 2, render: "async", prewarm: nil, path: "a/b"))
        #expect(text == #"{"path":"a/b","render":"async","workers":2}"#)
    }

    @Test("A prewarm is its pages, seconds and whether it finished; none without a result")
    func prewarm() {
        let figures = PrewarmFigures((pages: 12, seconds: 0.5, complete: true))
        #expect(figures == PrewarmFigures(pages: 12, seconds: 0.5, complete: true))
        #expect(PrewarmFigures(nil) == nil)
        let text = StatisticsOutput.line(Sample(workers: 0, render: "sync", prewarm: figures, path: ""))
        #expect(text == #"{"path":"","prewarm":{"complete":true,"pages":12,"seconds":0.5},"render":"sync","workers":0}"#)
    }
}
