/// The batch-update sessions' tables and ratios.
extension BenchReport {
    var updatesTable: [String] {
        var lines: [String] = []
        let first = BenchSuite.updateGridSizes[0]
        let async = BenchSuite.updateGridName(items: first.items, sectionSize: first.sectionSize, floor: false)
        let floor = BenchSuite.updateGridName(items: first.items, sectionSize: first.sectionSize, floor: true)
        lines.append("Grid editing, \(first.items) items in sections of \(first.sectionSize), flow: select, Delete ×5 (0.3 s apart), a fling, select, I ×5, S ×3, a fling back (13 animated batch updates); main-thread work per frame (ms) while update animations run against the session's other frames (scrolling or at rest), and the whole session; the floor has every item within \(BenchSuite.updateFloorScreenfuls) screenfuls made and uploaded first")
        lines.append(frameHeadings)
        for (label, base) in [("edits", async), ("edits floor", floor)] {
            lines.append(subsetRow("\(label)", "animating", "\(base).animated"))
            lines.append(subsetRow("\(label)", "other", "\(base).other"))
            lines.append(frameRow(label, "all", base, latency: label == "edits"))
        }
        lines.append("")
        lines.append("Applying one batch in the grid's editing session (async): the performBatchUpdates call (ms; median of the session's 13, and its longest; each kind's median) and the work of the frame that applied it (the key's handling, the demo's model edit and drawing included)")
        lines.append(row(["items", "per sect.", "apply p50", "apply max", "delete", "insert", "shuffle", "frame p50", "frame max"]))
        for size in BenchSuite.updateGridSizes {
            let base = BenchSuite.updateGridName(items: size.items, sectionSize: size.sectionSize, floor: false)
            lines.append(row(["\(size.items)", "\(size.sectionSize)",
                              format(median("\(base).apply.p50"), digits: 3), format(median("\(base).apply.max"), digits: 3),
                              format(median("\(base).apply.delete.p50"), digits: 3), format(median("\(base).apply.insert.p50"), digits: 3),
                              format(median("\(base).apply.shuffle.p50"), digits: 3),
                              format(median("\(base).applyFrame.p50")), format(median("\(base).applyFrame.max"))]))
        }
        lines.append("")
        lines.append("Photos editing, \(BenchSuite.updatePhotosPages) pages (async): 12 flicks at 3 pages/s, then Delete ×8 (each page cross-fades into the next over the window) and I ×4; main-thread work per frame (ms) during the cross-fades against the other frames (the swipes, and rests)")
        lines.append(frameHeadings)
        lines.append(subsetRow("photos edits", "fading", "updates.photos.animated"))
        lines.append(subsetRow("photos edits", "other", "updates.photos.other"))
        lines.append(frameRow("photos edits", "all", "updates.photos", latency: true))
        lines.append(row(["apply p50", format(median("updates.photos.apply.p50"), digits: 3), "delete", format(median("updates.photos.apply.delete.p50"), digits: 3),
                          "insert", format(median("updates.photos.apply.insert.p50"), digits: 3)]))
        lines.append("")
        return lines
    }

    /// A row of frame figures for a part of a session (`base`'s medians): it has no placeholder
    /// or latency figures of its own; its frame count stands in the placeholder column.
    private func subsetRow(_ session: String, _ part: String, _ base: String) -> String {
        let frames = format(median("\(base).frames"), digits: 0)
        return row([session, part,
             format(median("\(base).p50")), format(median("\(base).p95")), format(median("\(base).p99")), format(median("\(base).max")),
             format(median("\(base).over8"), digits: 0), format(median("\(base).over16"), digits: 0),
             frames + " frames", "-", "-", "-"])
    }

    var updateTargets: [Target] {
        let first = BenchSuite.updateGridSizes[0]
        let async = BenchSuite.updateGridName(items: first.items, sectionSize: first.sectionSize, floor: false)
        let floor = BenchSuite.updateGridName(items: first.items, sectionSize: first.sectionSize, floor: true)
        var targets = [
            Target(name: "grid edits (async): animating p99 / other frames' p99",
                   value: median("\(async).animated.p99") / median("\(async).other.p99"), limit: nil, unit: "×"),
            Target(name: "grid edits: async animating p99 / floor animating p99",
                   value: median("\(async).animated.p99") / median("\(floor).animated.p99"), limit: nil, unit: "×"),
            Target(name: "grid edits (floor): animating p99 / other frames' p99",
                   value: median("\(floor).animated.p99") / median("\(floor).other.p99"), limit: nil, unit: "×"),
            Target(name: "grid edits (async): placeholder frames", value: median("\(async).placeholderFrames"), limit: nil, unit: " frames", digits: 0),
        ]
        for sectionSize in Set(BenchSuite.updateGridSizes.map(\.sectionSize)).sorted(by: >) {
            let sizes = BenchSuite.updateGridSizes.filter { $0.sectionSize == sectionSize }.map(\.items)
            guard let fewest = sizes.min(), let most = sizes.max(), fewest < most else { continue }
            let small = BenchSuite.updateGridName(items: fewest, sectionSize: sectionSize, floor: false)
            let large = BenchSuite.updateGridName(items: most, sectionSize: sectionSize, floor: false)
            // The round's ratios (the figure), else the ratio of the medians.
            let ratio = median(BenchSuite.updateApplyRatioName(sectionSize: sectionSize))
            targets.append(Target(name: "grid batch apply p50, \(most) / \(fewest) items in sections of \(sectionSize)",
                                  value: ratio.isNaN ? median("\(large).apply.p50") / median("\(small).apply.p50") : ratio,
                                  limit: sectionSize == 1 ? BenchSuite.updateApplyRatioLimit : nil, unit: "×"))
        }
        targets.append(Target(name: "photos: cross-fade p99 / other frames' p99 (swipes)",
                              value: median("updates.photos.animated.p99") / median("updates.photos.other.p99"), limit: nil, unit: "×"))
        return targets
    }
}
