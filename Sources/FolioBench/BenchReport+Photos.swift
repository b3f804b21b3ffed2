/// The photos session's tables and targets: folio-photos on the generated library of 10,000
/// photos of 12 MP, against the grid demo and its own floor, and the targets that beat the
/// Linux photo browsers measured on this kind of machine (a full first screen within 1.0 s cold
/// and 0.5 s warm, 60 thumbnails a second at 128 px on two cores, under 190 MB while browsing).
extension BenchReport {
    /// The fling sessions, as the table names them: a label, the pipeline and the figures' prefix.
    private static let photosFlings = [("5k px/s", "async", "photos.fling.async"), ("5k px/s", "sync", "photos.fling.sync"),
                                       ("5k px/s", "floor", "photos.fling.floor"), ("2k px/s", "async", "photos.fling2000.async"),
                                       ("whole library", "async", "photos.library.async")]

    /// 190 MB, the reference browsers' peak, in KiB.
    static let photoBrowserPeakKiB = 190_000_000.0 / 1024

    /// The fling's p99 against its floor's, when the floor is one: on a library longer than the
    /// prewarm's reach its range follows the fling, holding more cells than the async run, and
    /// a frame's work grows with the cells held; a floor whose median frame is slower than the
    /// async run's measures that, not drawing alone, and the target is then not measured.
    var photosFloorTarget: Target {
        let isFloor = median("photos.fling.floor.p50") <= median("photos.fling.async.p50")
        return Target(name: "photos fling 5,000 px/s: async p99 / floor p99" + (isFloor ? "" : " (the floor's p50 is above async's: no floor)"),
                      value: isFloor ? median("photos.fling.floorRatio") : .nan, limit: 1.25, unit: "×")
    }

    var photosTable: [String] {
        var lines: [String] = []
        lines.append("Folio Photos on \(BenchSuite.photoLibraryName) (10,000 photos of 12 MP, 400 unique), flow by month")
        lines.append("Opening: ms from process start, or from the first frame (ready); thumbnails made per second")
        lines.append(row(["open", "", "ready", "1st screen", "→ screen", "→ scan end", "scan s", "made", "per wkr-s", "per s", "RSS MiB"]))
        lines.append(row(["cold", "async", format(median("photos.cold.readyMs"), digits: 0),
                          format(median("photos.cold.launchToFirstScreenMs"), digits: 0), format(median("photos.cold.firstScreenMs"), digits: 0),
                          format(median("photos.cold.scanDoneMs"), digits: 0), format(median("photos.cold.scanSeconds"), digits: 1),
                          format(median("photos.cold.made"), digits: 0), format(median("photos.cold.madePerWorkerSecond"), digits: 1),
                          format(median("photos.cold.madePerSecond"), digits: 1), mib(median("photos.cold.rssKiB"))]))
        lines.append(row(["warm", "async", format(median("photos.warm.ms"), digits: 0), format(median("photos.warm.fullScreenMs"), digits: 0),
                          "-", "-", "-", format(median("photos.warm.made"), digits: 0), "-", "-", mib(median("photos.warm.rssKiB"))]))
        lines.append(row(["grid demo", "async", format(median("photos.demo.ms"), digits: 0), "-", "-", "-", "-", "-", "-", "-",
                          mib(median("photos.demo.rssKiB"))]))
        lines.append("")
        lines.append("Flinging the library, thumbnails present: main-thread work per frame (ms), frames over budget, placeholder frames, node block requested → content ready (ms); the floor has every cell within \(BenchSuite.photosFloorScreenfuls) screenfuls made and uploaded before its first frame")
        lines.append(frameHeadings)
        for (label, mode, base) in Self.photosFlings {
            lines.append(frameRow(label, mode, base, latency: mode != "floor"))
        }
        lines.append(row(["thumbnails made", "", "async", format(median("photos.fling.async.made"), digits: 0),
                          "sync", format(median("photos.fling.sync.made"), digits: 0),
                          "floor", format(median("photos.fling.floor.made"), digits: 0),
                          "library", format(median("photos.library.made"), digits: 0)]))
        lines.append(row(["after library", "async", "RSS MiB", mib(median("photos.library.rssKiB")), "peak", mib(median("photos.library.async.peakRSSKiB"))]))
        lines.append("")
        return lines
    }

    var photosTargets: [Target] {
        [Target(name: "photos cold: launch → full first screen", value: median("photos.cold.launchToFirstScreenMs"), limit: 1000, unit: " ms", digits: 0),
         Target(name: "photos cold: ready → full first screen", value: median("photos.cold.firstScreenMs"), limit: nil, unit: " ms", digits: 0),
         // 60 a second on two cores: 30 a second of each worker's time.
         Target(name: "photos cold: thumbnails made per worker-second", value: median("photos.cold.madePerWorkerSecond"), limit: 30,
                isUpperBound: false, unit: "/s", digits: 1),
         Target(name: "photos warm: launch → first content / grid demo's", value: median("photos.warm.startUpRatio"), limit: 1.5, unit: "×"),
         Target(name: "photos warm: launch → full first screen", value: median("photos.warm.fullScreenMs"), limit: 500, unit: " ms", digits: 0),
         photosFloorTarget,
         Target(name: "photos fling 5,000 px/s: sync p99 / async p99", value: median("photos.fling.syncRatio"), limit: nil, unit: "×"),
         Target(name: "photos fling 2,000 px/s: placeholder frames", value: median("photos.fling2000.async.placeholderFrames"), limit: 0,
                unit: "", digits: 0),
         Target(name: "photos RSS at rest after the scan / grid demo's at rest", value: median("photos.cold.restRatio"), limit: 1.5, unit: "×"),
         Target(name: "photos peak RSS flinging through all 10,000", value: median("photos.library.async.peakRSSKiB") / 1024,
                limit: Self.photoBrowserPeakKiB / 1024, unit: " MiB", digits: 1)]
    }
}
