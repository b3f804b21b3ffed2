import Foundation

/// The text session: what laying out, and laying out and drawing, a paragraph costs on a
/// background thread, for a Latin, a CJK and a mixed Arabic/English paragraph at scale 1 and 2.
/// The demo measures it in-process (`folio-demo text-cost`), through Folio's public text API
/// alone, so the figures compare across text engines.
extension BenchSuite {
    /// The paragraphs, by the demo's names, with the table's.
    static let textParagraphs = [(name: "latin", label: "Latin"), (name: "cjk", label: "CJK"), (name: "arabic", label: "Arabic/English")]
    /// The scales each is measured at.
    static let textScales = [1, 2]
    /// Far more than a run takes (a few seconds), for a loaded machine or a slow engine.
    static let textTimeout = 120.0

    /// The figures' prefix for `paragraph` at `scale`.
    static func textName(paragraph: String, scale: Int) -> String {
        "text.\(paragraph).\(scale)x"
    }

    mutating func textCost() throws {
        var arguments = ["text-cost"]
        if let textRepetitions { arguments += ["--repetitions", "\(textRepetitions)"] }
        let run = try launch(arguments, adding: ["--assets", assets], timeout: Self.textTimeout) { run in
            (try? TextCostStatistics(run: run)) != nil
        }
        let cost = try TextCostStatistics(run: run)
        add("text.repetitions", Double(cost.repetitions))
        for paragraph in Self.textParagraphs {
            for scale in Self.textScales {
                guard let entry = cost.entry(paragraph.name, scale: scale) else {
                    throw BenchError("folio-demo text-cost measured no \(paragraph.name) paragraph at scale \(scale)")
                }
                let name = Self.textName(paragraph: paragraph.name, scale: scale)
                add("\(name).layout.p50", entry.layoutMs.p50)
                add("\(name).layout.p90", entry.layoutMs.p90)
                add("\(name).layoutDraw.p50", entry.layoutAndDrawMs.p50)
                add("\(name).layoutDraw.p90", entry.layoutAndDrawMs.p90)
                add("\(name).lines", Double(entry.lines))
                add("\(name).width", entry.width)
                add("\(name).height", entry.height)
                add("\(name).characters", Double(entry.characters))
                add("\(name).words", Double(entry.words))
            }
        }
    }
}
