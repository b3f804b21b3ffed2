import FolioCommandLine
import FolioCore
import Foundation

/// What `folio-demo text-cost` measured, printed as one line, `{"textCost":{…}}` (times in
/// milliseconds, sizes in logical pixels); the benchmark decodes it. A plain value: usable on
/// any thread.
struct TextCostReport: Codable, Equatable, Sendable {
    /// The middle and the tail of one case's timings, nearest-rank (each a time that occurred).
    struct Timing: Codable, Equatable, Sendable {
        let p50: Double
        let p90: Double
        let min: Double
        let max: Double

        /// The summary of `samples` (any order); all 0 when there are none.
        init(_ samples: [Double]) {
            let sorted = samples.sorted()
            p50 = SampleSummary.percentile(50, of: sorted)
            p90 = SampleSummary.percentile(90, of: sorted)
            min = sorted.first ?? 0
            max = sorted.last ?? 0
        }
    }

    /// One paragraph at one scale.
    struct Entry: Codable, Equatable, Sendable {
        let paragraph: TextCostParagraph
        let scale: Double
        /// The paragraph's characters (grapheme clusters) and its words between white space.
        let characters: Int
        let words: Int
        /// What the last timed layout made: its lines and size. Every repetition makes the same.
        let lines: Int
        let width: Double
        let height: Double
        /// `TextLayout` alone.
        let layoutMs: Timing
        /// `TextLayout`, a bitmap of its size, and `drawText` into it.
        let layoutAndDrawMs: Timing

        init(_ item: TextCostMeasurement.Case, samples: [TextCostMeasurement.Sample]) {
            paragraph = item.paragraph
            scale = item.scale
            characters = item.paragraph.text.count
            words = item.paragraph.wordCount
            let layout = samples.last?.layout
            lines = layout?.lines.count ?? 0
            width = layout?.size.width ?? 0
            height = layout?.size.height ?? 0
            layoutMs = Timing(samples.map(\.layoutMs))
            layoutAndDrawMs = Timing(samples.map(\.layoutAndDrawMs))
        }
    }

    /// Timed repetitions of each entry, after `warmUpPasses` untimed passes over them all.
    let repetitions: Int
    let warmUpPasses: Int
    /// The text's size and the widest line, logical pixels.
    let fontSize: Double
    let maxWidth: Double
    let paragraphs: [Entry]

    /// The line printed: `{"textCost":{…}}`, keys sorted.
    var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Numbers, strings and arrays of them: encoding cannot fail.
        let data = (try? encoder.encode(["textCost": self])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes the line to standard output and waits for it to be written (at most
    /// `CommandLineTool.finishTimeout`). Any thread.
    func print() {
        _ = OutputChannel.standardOutput.finish(with: [line], timeout: CommandLineTool.finishTimeout)
    }
}
