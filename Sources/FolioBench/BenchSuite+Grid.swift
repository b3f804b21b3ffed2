import Foundation

/// The grid demo's sessions: flinging a flow and a masonry with each pipeline and against the
/// floor, placeholders at the slower fling, and start-up and memory against the item count. The
/// flings show the generated library's 12 MP photos (`--photo-library`), a photo of its own in
/// every cell, so that the synchronous baseline decodes as a photo browser must (the twenty
/// bundled photos, shared through the decoded-image cache, left it nothing to decode).
extension BenchSuite {
    /// The items every fling session shows: the deepest the fling script scrolls is about
    /// 17,000 px at 1280x800 (its ten flicks down), and 800 items reach 20,700 px (masonry) to
    /// 22,300 px (flow), so no fling meets the end; few enough that the floor's prewarm can
    /// make every one.
    static let gridFlingItems = 800
    /// How far the grid floor's prewarm reaches, in screenfuls: past the end of all
    /// `gridFlingItems` items, so the floor holds every item and makes none while it runs.
    static let gridFloorScreenfuls = 32
    /// The item counts the grid's start-up and memory are compared at.
    static let gridStartUpItems = [100, 1_000_000]

    mutating func gridSessions() throws {
        try makePhotoLibraryIfMissing()
        for layout in GridLayout.allCases {
            for mode in Mode.allCases { try gridFling(layout: layout, mode: mode) }
            try gridFloor(layout: layout)
            try gridFling2000(layout: layout)
        }
        for items in Self.gridStartUpItems { try gridStartUp(items: items) }
    }

    private mutating func gridFling(layout: GridLayout, mode: Mode) throws {
        let stats = try measure(["grid", "--items", "\(Self.gridFlingItems)", "--layout", layout.rawValue, "--photo-library", photoLibrary,
                                 "--render", mode.rawValue, "--script", "fling"])
        recordFrames(stats, as: "grid.fling.\(layout.rawValue).\(mode.rawValue)")
    }

    /// The floor: the same flings with every item made and uploaded before the first frame and
    /// kept, so that a frame has nothing to make or upload.
    private mutating func gridFloor(layout: GridLayout) throws {
        let stats = try measure(["grid", "--items", "\(Self.gridFlingItems)", "--layout", layout.rawValue, "--photo-library", photoLibrary,
                                 "--render", "async", "--prewarm", "\(Self.gridFloorScreenfuls)", "--script", "fling"])
        guard let prewarm = stats.prewarm, prewarm.complete else {
            throw BenchError("the \(layout.rawValue) grid floor's prewarm did not finish")
        }
        // The prewarm counts section headers too.
        guard prewarm.pages >= Self.gridFlingItems else {
            throw BenchError("the \(layout.rawValue) grid floor's prewarm made \(prewarm.pages) of \(Self.gridFlingItems) items: raise gridFloorScreenfuls so that it reaches the end")
        }
        recordFrames(stats, as: "grid.fling.\(layout.rawValue).floor")
    }

    private mutating func gridFling2000(layout: GridLayout) throws {
        let stats = try measure(["grid", "--items", "\(Self.gridFlingItems)", "--layout", layout.rawValue, "--photo-library", photoLibrary,
                                 "--render", "async", "--script", "fling2000"])
        recordFrames(stats, as: "grid.fling2000.\(layout.rawValue).async")
    }

    /// Start-up as the stress pager's is measured (spawn to the first content event) and memory
    /// at rest, for a flow of `items` items.
    private mutating func gridStartUp(items: Int) throws {
        let arguments = ["grid", "--items", "\(items)", "--layout", "flow", "--render", "async", "--script", "idle", "--events"]
        let run = try launch(arguments)
        let stats = try run.statistics()
        guard let seconds = run.secondsToFirstContent else {
            throw BenchError("folio-demo \(arguments.joined(separator: " ")) never showed content")
        }
        let name = "grid.startup.\(items)"
        add("\(name).ms", seconds * 1000)
        add("\(name).rssKiB", Double(stats.stats.rssKiB ?? 0))
        add("\(name).peakRSSKiB", Double(stats.stats.peakRSSKiB ?? 0))
    }
}
