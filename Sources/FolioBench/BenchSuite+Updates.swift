import Foundation

/// The batch-update sessions: the grid's editing session (deletes, inserts and shuffles, animated,
/// between flings) against its floor, what applying one batch costs at 2,000 and 1,000,000 items
/// in sections of 100 and of 1, and the photos pager's cross-fading deletes.
extension BenchSuite {
    /// The grid sizes an update's cost is compared at: items, and items per section.
    static let updateGridSizes = [(items: 2_000, sectionSize: 100), (items: 1_000_000, sectionSize: 100),
                                  (items: 2_000, sectionSize: 1), (items: 1_000_000, sectionSize: 1)]
    /// How far the editing floor's prewarm reaches, in screenfuls: past where the session's
    /// fling takes the grid (about 1,300 px).
    static let updateFloorScreenfuls = 6
    /// The photos pager's pages for its editing session.
    static let updatePhotosPages = 100

    mutating func updateSessions() throws {
        for size in Self.updateGridSizes {
            try gridEdits(items: size.items, sectionSize: size.sectionSize, floor: false)
        }
        recordApplyRatios()
        try gridEdits(items: Self.updateGridSizes[0].items, sectionSize: Self.updateGridSizes[0].sectionSize, floor: true)
        try photosEdits()
    }

    /// The figures' prefix for the grid's editing session at `items` in sections of `sectionSize`.
    static func updateGridName(items: Int, sectionSize: Int, floor: Bool) -> String {
        "updates.grid.\(items)x\(sectionSize).\(floor ? "floor" : "async")"
    }

    /// The figure for how a batch's apply cost grows with the grid, at `sectionSize` items per
    /// section: the largest grid's apply p50 over the smallest's.
    static func updateApplyRatioName(sectionSize: Int) -> String {
        "updates.applyRatio.sections\(sectionSize)"
    }

    /// The most `updateApplyRatioName(sectionSize: 1)` may be: a batch costs O(changes ·
    /// log sections), so a million one-item sections cost at most twice what two thousand do.
    static let updateApplyRatioLimit = 2.0

    /// Records, for each section size, this round's apply p50 at the most items over the fewest.
    private mutating func recordApplyRatios() {
        for sectionSize in Set(Self.updateGridSizes.map(\.sectionSize)) {
            let sizes = Self.updateGridSizes.filter { $0.sectionSize == sectionSize }.map(\.items)
            guard let fewest = sizes.min(), let most = sizes.max(), fewest < most,
                  let small = figures["\(Self.updateGridName(items: fewest, sectionSize: sectionSize, floor: false)).apply.p50"]?.last,
                  let large = figures["\(Self.updateGridName(items: most, sectionSize: sectionSize, floor: false)).apply.p50"]?.last,
                  small > 0 else { continue }
            add(Self.updateApplyRatioName(sectionSize: sectionSize), large / small)
        }
    }

    private mutating func gridEdits(items: Int, sectionSize: Int, floor: Bool) throws {
        var arguments = ["grid", "--items", "\(items)", "--section-size", "\(sectionSize)", "--render", "async",
                         "--script", "edits", "--events"]
        if floor { arguments += ["--prewarm", "\(Self.updateFloorScreenfuls)"] }
        let run = try launch(arguments)
        try UpdateSessionEvents(lines: run.lines).check(UpdateSessionEvents.gridEdits(from: items), of: arguments.joined(separator: " "))
        let stats = try run.statistics()
        if floor, stats.prewarm?.complete != true {
            throw BenchError("the editing floor's prewarm did not finish")
        }
        try recordUpdates(stats, as: Self.updateGridName(items: items, sectionSize: sectionSize, floor: floor))
    }

    private mutating func photosEdits() throws {
        let arguments = ["photos", "--pages", "\(Self.updatePhotosPages)", "--start", "\(Self.swipeStart)", "--render", "async",
                         "--script", "edits", "--events"]
        let run = try launch(arguments)
        try UpdateSessionEvents(lines: run.lines).check(UpdateSessionEvents.photosEdits(from: Self.updatePhotosPages),
                                                        of: arguments.joined(separator: " "))
        try recordUpdates(try run.statistics(), as: "updates.photos")
    }

    /// Records the session's frames under `name`, its animating and other frames under
    /// `name.animated` and `name.other`, and what applying the batches cost under `name.apply`
    /// (each kind's median under `name.apply.KIND`) and `name.applyFrame`.
    private mutating func recordUpdates(_ stats: DemoStatistics, as name: String) throws {
        guard let updates = stats.updates else { throw BenchError("the \(name) session printed no update statistics") }
        guard updates.complete else { throw BenchError("the \(name) session outran the demo's ring of frame times") }
        recordFrames(stats, as: name)
        for (part, frames) in [("animated", updates.animatedFrames), ("other", updates.otherFrames)] {
            let base = "\(name).\(part)"
            add("\(base).frames", Double(frames.frames))
            add("\(base).p50", frames.workMs.p50)
            add("\(base).p95", frames.workMs.p95)
            add("\(base).p99", frames.workMs.p99)
            add("\(base).max", frames.workMs.max)
            add("\(base).over8", Double(frames.framesOver8ms))
            add("\(base).over16", Double(frames.framesOver16ms))
        }
        add("\(name).apply.p50", updates.applyMs.p50)
        add("\(name).apply.max", updates.applyMs.max)
        add("\(name).applyFrame.p50", updates.applyFrameMs.p50)
        add("\(name).applyFrame.max", updates.applyFrameMs.max)
        for kind in Set(updates.updates.map(\.kind)) {
            let times = updates.updates.filter { $0.kind == kind }.map(\.applyMs).sorted()
            add("\(name).apply.\(kind).p50", times[(times.count - 1) / 2])
        }
    }
}
