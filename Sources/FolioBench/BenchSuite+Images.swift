import Foundation

/// The images sessions: the feeds session with its photos and avatars fetched from a loopback
/// server at each latency, each with an empty disk cache, beside the same session on files in
/// the same round; and memory after the memory sessions fetching them.
extension BenchSuite {
    /// One way of fetching the feeds' photos: how long the loopback server holds back each
    /// answer (milliseconds: a server on the machine, and one far away), and whether each post's
    /// photo has a URL of its own (`--photo-url-per-post`: a feed whose every photo is another,
    /// nothing shared between posts) or each library photo one for every post showing it.
    struct ImageServing: Hashable {
        let latency: Int
        let urlPerPost: Bool

        /// The figures' infix: `0ms`, `150ms`, `150ms.perPost`.
        var name: String { "\(latency)ms" + (urlPerPost ? ".perPost" : "") }
        /// The table's label.
        var label: String { "\(latency) ms" + (urlPerPost ? " per post" : "") }
        /// The demo's arguments for fetching from `baseURL` this way.
        func arguments(baseURL: String) -> [String] {
            ["--image-base-url", baseURL] + (urlPerPost ? ["--photo-url-per-post"] : [])
        }
    }

    /// The ways the feeds session fetches its photos.
    static let imageSessionServings = [ImageServing(latency: 0, urlPerPost: false), ImageServing(latency: 150, urlPerPost: false),
                                       ImageServing(latency: 150, urlPerPost: true)]
    /// The ways the memory sessions fetch theirs: at 0 ms, so that the sessions fetch all they
    /// can in their time.
    static let imageMemoryServings = [ImageServing(latency: 0, urlPerPost: false), ImageServing(latency: 0, urlPerPost: true)]

    mutating func imageSessions() throws {
        // On files in the same round, so that the ratio compares runs under the same load.
        let (files, _) = try feedsSessionRun(feedsSessionArguments + ["--render", "async"], as: "images.session.files")
        recordFrames(files, as: "images.session.files")
        for serving in Self.imageSessionServings {
            let server = try BenchImageServer(directory: assets + "/photos", latencyMilliseconds: serving.latency)
            defer { server.stop() }
            let name = "images.session.\(serving.name)"
            let (stats, _) = try Self.withEmptyCache { cache in
                try feedsSessionRun(feedsSessionArguments + ["--render", "async"] + serving.arguments(baseURL: server.baseURL),
                                    environment: ["XDG_CACHE_HOME": cache], as: name)
            }
            recordFrames(stats, as: name)
            try recordFetching(stats, as: name)
        }
        let server = try BenchImageServer(directory: assets + "/photos", latencyMilliseconds: 0)
        defer { server.stop() }
        for serving in Self.imageMemoryServings {
            for size in Self.feedsMemorySizes {
                let stats = try Self.withEmptyCache { cache in
                    try measure(["feeds", "--pages", "\(size.pages)", "--items", "\(size.items)", "--batch", "30", "--latency", "0",
                                 "--render", "async", "--script", "session"] + serving.arguments(baseURL: server.baseURL),
                                environment: ["XDG_CACHE_HOME": cache])
                }
                let name = BenchReport.imageMemoryKey(serving, size)
                add("\(name).rssKiB", Double(stats.stats.rssKiB ?? 0))
                add("\(name).peakRSSKiB", Double(stats.stats.peakRSSKiB ?? 0))
                add("\(name).p99", stats.stats.frameWorkMs.p99)
                try recordFetching(stats, as: name)
            }
        }
    }

    /// What the run's fetcher did; throws when it fetched nothing (the demo showed files).
    private mutating func recordFetching(_ stats: DemoStatistics, as name: String) throws {
        guard let images = stats.images, images.transfersStarted > 0 else {
            throw BenchError("\(name): the demo fetched no images from the loopback server")
        }
        add("\(name).transfers", Double(images.transfersStarted))
        add("\(name).requests", Double(images.requestsSent))
        add("\(name).joined", Double(images.joined))
        add("\(name).cancelled", Double(images.cancelled))
        add("\(name).retried", Double(images.retried))
        add("\(name).failed", Double(images.failed))
        add("\(name).finished", Double(images.finished))
        add("\(name).bytes", Double(images.bytesReceived))
        add("\(name).diskCacheHits", Double(images.diskCacheHits))
        add("\(name).peakRunning", Double(images.peakRunningTransfers))
    }

    /// Calls `body` with a new, empty folder for `XDG_CACHE_HOME`, removed after: each run
    /// fetches over the network, never from an earlier run's disk cache.
    static func withEmptyCache<Result>(_ body: (String) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-cache-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw BenchError("cannot make a cache folder at \(folder.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder.path)
    }
}
