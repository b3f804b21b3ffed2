import Foundation

/// The photos session: folio-photos on a generated library of 10,000 photos of 12 MP (400 unique,
/// about 8 GB, made once under the checkout's .build/), each run with its own thumbnail and index
/// cache: an empty one for the cold open, a kept one (made once, then reused) for the rest.
extension BenchSuite {
    /// The library's folder under the checkout's `.build/photo-libraries/`, and the arguments
    /// that make it (`scripts/make-photo-library.py`).
    static let photoLibraryName = "full-10000-400"
    static let photoLibraryArguments = ["--count", "10000", "--unique", "400", "--size", "full"]
    /// How far the photos floor's prewarm reaches, in screenfuls: past the deepest the fling
    /// script goes (about 17,000 px), as the grid's floor.
    static let photosFloorScreenfuls = 32
    /// The longest a photos run may take, in seconds: a cold scan of 10,000 photos, or the first
    /// prewarm making every thumbnail in the floor's reach.
    static let photosTimeout = 600.0
    /// The photos in the library, and the grid demo's items for the start-up and memory compared
    /// with folio-photos'.
    static let photoLibraryCount = 10_000
    static let photosDemoItems = photoLibraryCount
    /// The most passes of the floor's session that fill the kept cache.
    static let photosPreparingRuns = 2

    /// The checkout: the folder holding `assets/`.
    var checkout: String { (assets as NSString).deletingLastPathComponent }
    /// The generated library.
    var photoLibrary: String { checkout + "/.build/photo-libraries/" + Self.photoLibraryName }
    /// The kept cache (`XDG_CACHE_HOME`: the index and the thumbnails) of the warm runs.
    var keptPhotosCache: String { photoLibrary + "-cache" }

    mutating func photosSessions() throws {
        try makePhotoLibraryIfMissing()
        try preparePhotosCache()
        let warm = try photosWarmOpen()
        try photosColdOpen(firstScreen: warm.firstScreen)
        try photosDemoStartUp(photosMs: warm.ms)
        try photosFlings()
        try photosThroughLibrary()
    }

    /// Runs the library script once when the library is not there (about 8 GB; it keeps one
    /// made with the same arguments).
    mutating func makePhotoLibraryIfMissing() throws {
        guard !FileManager.default.fileExists(atPath: photoLibrary + "/manifest.tsv") else { return }
        let script = checkout + "/scripts/make-photo-library.py"
        log("  making the photo library (10,000 photos of 12 MP, about 8 GB, once): \(script) \(Self.photoLibraryArguments.joined(separator: " ")) \(photoLibrary)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script] + Self.photoLibraryArguments + [photoLibrary]
        do {
            try process.run()
        } catch {
            throw BenchError("cannot run /usr/bin/python3 \(script): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: photoLibrary + "/manifest.tsv") else {
            throw BenchError("\(script) could not make \(photoLibrary) (status \(process.terminationStatus))")
        }
    }

    /// Fills the kept cache once per benchmark, untimed: the index, and the thumbnail of every
    /// photo the floor's fling reaches (its range runs `photosFloorScreenfuls` ahead of the
    /// screen all the way down, past what its prewarm made), so that no timed run decodes a
    /// photo. The floor's session is played twice, or once when it makes no thumbnail: a first
    /// benchmark on a machine makes about 2,000; later ones a few dozen more, as the fling's
    /// depth varies a little from run to run.
    private mutating func preparePhotosCache() throws {
        guard !photosCachePrepared else { return }
        try FileManager.default.createDirectory(atPath: keptPhotosCache, withIntermediateDirectories: true)
        for attempt in 1...Self.photosPreparingRuns {
            let stats = try photosRun(["--render", "async", "--prewarm", "\(Self.photosFloorScreenfuls)", "--script", "fling"],
                                      cache: keptPhotosCache).statistics()
            let made = stats.thumbnails?.made ?? 0
            log("  kept cache, pass \(attempt): \(made) thumbnails made, \(stats.thumbnails?.reused ?? 0) reused, \(stats.photos ?? 0) photos")
            if made == 0, stats.photos == Self.photoLibraryCount { break }
        }
        photosCachePrepared = true
    }

    /// The warm open: the index and thumbnails present; launch → first frame with content, the
    /// photos one screen holds, and memory at rest after the scan's check.
    private mutating func photosWarmOpen() throws -> (ms: Double, firstScreen: Int) {
        let run = try photosRun(["--render", "async", "--script", "idle", "--events"], cache: keptPhotosCache)
        let stats = try run.statistics()
        let events = PhotosSessionEvents(lines: run.lines)
        guard let seconds = run.secondsToFirstContent, !events.contentSeconds.isEmpty else {
            throw BenchError("folio-photos' warm open never showed a thumbnail")
        }
        add("photos.warm.ms", seconds * 1000)
        add("photos.warm.firstScreen", Double(events.contentSeconds.count))
        add("photos.warm.fullScreenMs", (events.contentSeconds.last ?? .nan) * 1000)
        add("photos.warm.rssKiB", Double(stats.stats.rssKiB ?? 0))
        add("photos.warm.peakRSSKiB", Double(stats.stats.peakRSSKiB ?? 0))
        add("photos.warm.made", Double(stats.thumbnails?.made ?? 0))
        return (seconds * 1000, events.contentSeconds.count)
    }

    /// The cold open: an empty cache (no index, no thumbnails); ready → a full first screen
    /// (`firstScreen` photos drawn with their thumbnails, as many as the warm open showed) and
    /// → the scan's end; the thumbnails made meanwhile; memory at rest a second after the scan.
    private mutating func photosColdOpen(firstScreen: Int) throws {
        let run = try Self.withEmptyCache { cache in
            try photosRun(["--render", "async", "--script", "idle", "--events"], cache: cache)
        }
        let stats = try run.statistics()
        let events = PhotosSessionEvents(lines: run.lines)
        guard let ready = events.readySeconds, let scanDone = events.scanDoneSeconds else {
            throw BenchError("folio-photos' cold open did not show its window and finish its scan")
        }
        add("photos.cold.readyMs", ready * 1000)
        add("photos.cold.firstScreenMs", ((events.secondsToContent(ofPhotos: firstScreen) ?? .nan) - ready) * 1000)
        add("photos.cold.launchToFirstScreenMs", (events.secondsToContent(ofPhotos: firstScreen) ?? .nan) * 1000)
        add("photos.cold.scanDoneMs", (scanDone - ready) * 1000)
        add("photos.cold.scanSeconds", stats.scanSeconds ?? .nan)
        add("photos.cold.photos", Double(events.photosAtScanDone ?? stats.photos ?? 0))
        add("photos.cold.rssKiB", Double(stats.stats.rssKiB ?? 0))
        add("photos.cold.peakRSSKiB", Double(stats.stats.peakRSSKiB ?? 0))
        if let thumbnails = stats.thumbnails {
            add("photos.cold.made", Double(thumbnails.made))
            add("photos.cold.failed", Double(thumbnails.failed))
            add("photos.cold.makingSeconds", thumbnails.makingSeconds)
            add("photos.cold.madePerWorkerSecond", thumbnails.makingSeconds > 0 ? Double(thumbnails.made) / thumbnails.makingSeconds : 0)
            // Wall-clock throughput over the whole run, both workers and the scan sharing the cores.
            let lastSeconds = run.lines.last?.seconds ?? 0
            add("photos.cold.madePerSecond", lastSeconds > 0 ? Double(thumbnails.made) / lastSeconds : 0)
        }
    }

    /// The grid demo's start-up (spawn to the first content event) and memory at rest at
    /// `photosDemoItems` items, in the same round, and the ratios of folio-photos' to them.
    private mutating func photosDemoStartUp(photosMs: Double) throws {
        let arguments = ["grid", "--items", "\(Self.photosDemoItems)", "--layout", "flow", "--render", "async", "--script", "idle", "--events"]
        let run = try launch(arguments)
        let stats = try run.statistics()
        guard let seconds = run.secondsToFirstContent else {
            throw BenchError("folio-demo \(arguments.joined(separator: " ")) never showed content")
        }
        add("photos.demo.ms", seconds * 1000)
        add("photos.demo.rssKiB", Double(stats.stats.rssKiB ?? 0))
        add("photos.warm.startUpRatio", photosMs / (seconds * 1000))
        let coldRSS = figures["photos.cold.rssKiB"]?.last ?? .nan
        add("photos.cold.restRatio", coldRSS / Double(stats.stats.rssKiB ?? 0))
    }

    /// Flinging the library with its thumbnails present: async, sync, the floor, and async at
    /// 2,000 px/s; the ratios within the round.
    private mutating func photosFlings() throws {
        for mode in Mode.allCases {
            let stats = try photosRun(["--render", mode.rawValue, "--script", "fling"], cache: keptPhotosCache).statistics()
            recordFrames(stats, as: "photos.fling.\(mode.rawValue)")
            add("photos.fling.\(mode.rawValue).made", Double(stats.thumbnails?.made ?? 0))
        }
        let floor = try photosRun(["--render", "async", "--prewarm", "\(Self.photosFloorScreenfuls)", "--script", "fling"],
                                  cache: keptPhotosCache).statistics()
        guard let prewarm = floor.prewarm, prewarm.complete else {
            throw BenchError("the photos floor's prewarm did not finish")
        }
        recordFrames(floor, as: "photos.fling.floor")
        add("photos.fling.floor.made", Double(floor.thumbnails?.made ?? 0))
        let asyncP99 = figures["photos.fling.async.p99"]?.last ?? .nan
        add("photos.fling.floorRatio", asyncP99 / floor.stats.frameWorkMs.p99)
        add("photos.fling.syncRatio", (figures["photos.fling.sync.p99"]?.last ?? .nan) / asyncP99)
        let slow = try photosRun(["--render", "async", "--script", "fling2000"], cache: keptPhotosCache).statistics()
        recordFrames(slow, as: "photos.fling2000.async")
    }

    /// Flinging from the top of the library to its bottom: the frames, and memory after every
    /// photo has passed by.
    private mutating func photosThroughLibrary() throws {
        let run = try photosRun(["--render", "async", "--script", "library", "--events"], cache: keptPhotosCache)
        let stats = try run.statistics()
        let events = PhotosSessionEvents(lines: run.lines)
        let photos = stats.photos ?? 0
        guard photos > 0, events.deepestSettledItem >= photos - 1 else {
            throw BenchError("folio-photos' library script came to rest at photo \(events.deepestSettledItem) of \(photos), not the last")
        }
        recordFrames(stats, as: "photos.library.async")
        add("photos.library.rssKiB", Double(stats.stats.rssKiB ?? 0))
        add("photos.library.made", Double(stats.thumbnails?.made ?? 0))
    }

    /// Runs folio-photos on the library with `arguments`, `cache` as its `XDG_CACHE_HOME`, at the
    /// benchmark's size and printing its statistics.
    private mutating func photosRun(_ arguments: [String], cache: String) throws -> DemoRun {
        try launch(arguments, adding: [photoLibrary, "--size", Self.size, "--stats"], environment: ["XDG_CACHE_HOME": cache],
                   timeout: Self.photosTimeout, program: photosBinary) { run in
            (try? run.statistics()) != nil
        }
    }
}
