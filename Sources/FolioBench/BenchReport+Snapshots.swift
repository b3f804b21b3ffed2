/// The snapshots session's table. It has no targets: the figures show how a diff and its batch
/// grow with the items and the changes.
extension BenchReport {
    var snapshotsTable: [String] {
        var lines: [String] = []
        lines.append("Diffable snapshots in one section, a fraction changed (a third each deleted, moved, inserted), in-process: the diff on a background thread, and the batch applied (performBatch, animated) on the main thread to a 1280x800 grid; ms, median of the rounds")
        lines.append(row(["items", "changed", "diff", "main apply", "changes"]))
        for items in BenchSuite.snapshotSizes {
            for fraction in BenchSuite.snapshotFractions {
                let name = BenchSuite.snapshotName(items: items, fraction: fraction)
                lines.append(row(["\(items)", "\(Int((fraction * 100).rounded()))%", format(median("\(name).diff.ms")),
                                  format(median("\(name).apply.ms")), format(median("\(name).changes"), digits: 0)]))
            }
        }
        lines.append("")
        return lines
    }
}
