/// The text session's table. It has no targets: its figures are compared between text engines.
extension BenchReport {
    var textTable: [String] {
        var lines: [String] = []
        let counts = BenchSuite.textParagraphs.map { paragraph in
            let name = BenchSuite.textName(paragraph: paragraph.name, scale: 1)
            let words = median("\(name).words")
            return words > 1
                ? "\(paragraph.label) \(format(words, digits: 0)) words"
                : "\(paragraph.label) \(format(median("\(name).characters"), digits: 0)) characters"
        }
        lines.append("Text on a background thread of the demo (\(counts.joined(separator: ", "))), at 15 px in lines of at most 360 px: laid out (lay), and laid out then drawn into a new bitmap of its size (all), ms, p50 and p90 of \(format(median("text.repetitions"), digits: 0)) repetitions after a warm-up; the lines and logical size it came to")
        lines.append(row(["paragraph", "scale", "lay p50", "lay p90", "all p50", "all p90", "lines", "size"]))
        for paragraph in BenchSuite.textParagraphs {
            for scale in BenchSuite.textScales {
                let base = BenchSuite.textName(paragraph: paragraph.name, scale: scale)
                let size = "\(format(median("\(base).width"), digits: 0))x\(format(median("\(base).height"), digits: 0))"
                lines.append(row([paragraph.label, "\(scale)x",
                                  format(median("\(base).layout.p50")), format(median("\(base).layout.p90")),
                                  format(median("\(base).layoutDraw.p50")), format(median("\(base).layoutDraw.p90")),
                                  format(median("\(base).lines"), digits: 0), size]))
            }
        }
        lines.append("")
        return lines
    }
}
