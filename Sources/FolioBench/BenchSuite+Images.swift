import Foundation

/// The images sessions: the feeds session with its photos and avatars fetched from a loopback
/// server at each latency, each with an empty disk cache, beside the same session on files in
/// the same round; and memory after the memory sessions fetching them.
extension BenchSuite {
    /// How long the loopback server holds back each answer, milliseconds: a server on the
    /// machine, and one far away.
    static let imageServerLatencies = [0, 150]

    mutating func imageSessions() throws {
        // On files in the same round, so that the ratio compares runs under the same load.
        let (files, _) = try feedsSessionRun(feedsSessionArguments + ["--render", "async"], as: "images.session.files")
        recordFrames(files, as: "images.session.files")
        for latency in Self.imageServerLatencies {
            let server = try BenchImageServer(directory: assets + "/photos", latencyMilliseconds: latency)
            defer { server.stop() }
            let name = "images.session.\(latency)ms"
            let (stats, _) = try Self.withEmptyCache { cache in
                try feedsSessionRun(feedsSessionArguments + ["--render", "async", "--image-base-url", server.baseURL],
                                    environment: ["XDG_CACHE_HOME": cache], as: name)
            }
            recordFrames(stats, as: name)
            try recordFetching(stats, as: name)
        }
        let server = try BenchImageServer(directory: assets + "/photos", latencyMilliseconds: 0)
        defer { server.stop() }
        for size in Self.feedsMemorySizes {
            let stats = try Self.withEmptyCache { cache in
                try measure(["feeds", "--pages", "\(size.pages)", "--items", "\(size.items)", "--batch", "30", "--latency", "0",
                             "--render", "async", "--script", "session", "--image-base-url", server.baseURL],
                            environment: ["XDG_CACHE_HOME": cache])
            }
            let name = "images.memory.\(size.pages)x\(size.items)"
            add("\(name).rssKiB", Double(stats.stats.rssKiB ?? 0))
            add("\(name).peakRSSKiB", Double(stats.stats.peakRSSKiB ?? 0))
            add("\(name).p99", stats.stats.frameWorkMs.p99)
            try recordFetching(stats, as: name)
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
    private static func withEmptyCache<Result>(_ body: (String) throws -> Result) throws -> Result {
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
