import Foundation

/// What `folio-demo text-cost` prints: `{"textCost":{…}}` (times in milliseconds, sizes in
/// logical pixels; see the demo's `TextCostReport`).
struct TextCostStatistics: Decodable {
    struct Timing: Decodable {
        let p50: Double
        let p90: Double
        let min: Double
        let max: Double
    }

    struct Entry: Decodable {
        let paragraph: String
        let scale: Double
        let characters: Int
        let words: Int
        let lines: Int
        let width: Double
        let height: Double
        let layoutMs: Timing
        let layoutAndDrawMs: Timing
    }

    let repetitions: Int
    let warmUpPasses: Int
    let fontSize: Double
    let maxWidth: Double
    let paragraphs: [Entry]

    private struct Line: Decodable {
        let textCost: TextCostStatistics
    }

    /// The figures `run` printed, decoded.
    init(run: DemoRun) throws {
        let decoder = JSONDecoder()
        guard let line = run.lines.reversed().lazy.compactMap({ try? decoder.decode(Line.self, from: Data($0.text.utf8)) }).first else {
            throw BenchError("folio-demo \(run.arguments.joined(separator: " ")) printed no text-cost figures (status \(run.status)): \(run.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        self = line.textCost
    }

    /// The entry for `paragraph` at `scale`, if measured.
    func entry(_ paragraph: String, scale: Int) -> Entry? {
        paragraphs.first { $0.paragraph == paragraph && $0.scale == Double(scale) }
    }
}
