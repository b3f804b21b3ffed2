import FolioCore
import Foundation
import Testing
import TestSupport

/// The fetcher against a real HTTP server on loopback (`ImageTestServer.py`): transfers are
/// shared, cancelled, bounded and ordered; failures are retried or not, redirects followed or
/// refused, bodies held to the limits and the time-outs; downloads are kept on disk across
/// fetchers.
@Suite("URLSession image fetcher", .timeLimit(.minutes(2)))
struct URLSessionImageFetcherTests {
    /// A configuration quick enough for tests: short waits before retries.
    private func configuration(_ change: (inout URLSessionImageFetcher.Configuration) -> Void = { _ in }) -> URLSessionImageFetcher.Configuration {
        var configuration = URLSessionImageFetcher.Configuration(retryDelay: .milliseconds(20), maxRetryDelay: .milliseconds(200))
        change(&configuration)
        return configuration
    }

    private func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-fetch-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func temporaryFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".tmp-") }
    }

    @Test("Fetches of one URL share one transfer and each gets the bytes")
    func fetchesOfOneURLShareOneTransfer() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration())
        let url = server.url("/bytes/shared?size=5000&delay=0.3")
        let fetches = (0..<5).map { _ in RecordedFetch(fetcher, url) }
        for fetch in fetches {
            #expect(fetch.bytes() == ImageTestServer.payload("shared", size: 5000))
            if case .finished(.memory) = fetch.state {} else { Issue.record("no disk cache: bytes in memory, got \(fetch.state)") }
            #expect(fetch.callbackCount >= 1, "the end is reported")
        }
        #expect(server.stats()?.requests["/bytes/shared"] == 1)
        let statistics = fetcher.statistics
        #expect(statistics.transfersStarted == 1 && statistics.joined == 4 && statistics.finished == 1, "\(statistics)")
        #expect(statistics.bytesReceived == 5000)
    }

    @Test("A transfer goes on while one fetch wants it, and is stopped when every fetch is cancelled")
    func aTransferIsStoppedWhenEveryFetchIsCancelled() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration())
        let url = server.url("/drip/cancelled?interval=0.02")
        let first = RecordedFetch(fetcher, url), second = RecordedFetch(fetcher, url)
        #expect(eventually { server.stats()?.active == 1 })
        first.fetch.cancel()
        #expect(fetcher.statistics.cancelled == 0)
        second.fetch.cancel()
        second.fetch.cancel()
        #expect(eventually { server.stats()?.closedEarly["/drip/cancelled"] == 1 }, "the server sees the connection closed")
        #expect(eventually { fetcher.statistics.runningTransfers == 0 })
        #expect(fetcher.statistics.cancelled == 1)
        if case .loading = first.state {} else { Issue.record("a cancelled fetch stays as it was, got \(first.state)") }

        let again = RecordedFetch(fetcher, url)
        #expect(eventually { server.stats()?.requests["/drip/cancelled"] == 2 }, "a later fetch starts again")
        again.fetch.cancel()
    }

    @Test("No more transfers run at once than the configuration allows; the rest wait")
    func noMoreTransfersRunAtOnceThanAllowed() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration { $0.maxConcurrentTransfers = 3 })
        let fetches = (0..<8).map { RecordedFetch(fetcher, server.url("/gate/capped-\($0)")) }
        #expect(eventually { server.stats()?.active == 3 })
        #expect(fetcher.statistics.waitingTransfers == 5 && fetcher.statistics.runningTransfers == 3)
        server.openGates()
        for (index, fetch) in fetches.enumerated() {
            #expect(fetch.bytes() == ImageTestServer.payload("capped-\(index)"))
        }
        #expect(server.stats()?.maxActive == 3)
        #expect(fetcher.statistics.peakRunningTransfers == 3)
    }

    @Test("Waiting transfers start the most urgent first, then the oldest; a more urgent fetch raises a waiting transfer")
    func waitingTransfersStartByPriority() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration { $0.maxConcurrentTransfers = 1 })
        let first = RecordedFetch(fetcher, server.url("/gate/first"))
        #expect(eventually { server.stats()?.active == 1 })
        let waiting = [
            RecordedFetch(fetcher, server.url("/bytes/a"), priority: .preload),
            RecordedFetch(fetcher, server.url("/bytes/b"), priority: .visible),
            RecordedFetch(fetcher, server.url("/bytes/c"), priority: .display),
            RecordedFetch(fetcher, server.url("/bytes/d"), priority: .preload),
            RecordedFetch(fetcher, server.url("/bytes/e"), priority: .preload),
            RecordedFetch(fetcher, server.url("/bytes/d"), priority: .visible),
        ]
        #expect(fetcher.statistics.waitingTransfers == 5)
        server.openGates()
        #expect(first.end() != nil)
        for fetch in waiting { #expect(fetch.bytes() != nil) }
        #expect(server.stats()?.order == ["/gate/first", "/bytes/b", "/bytes/d", "/bytes/c", "/bytes/a", "/bytes/e"])
    }

    @Test("A transient failure is tried again after a wait, and succeeds")
    func aTransientFailureIsTriedAgain() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration())
        let fetch = RecordedFetch(fetcher, server.url("/flaky/busy?failures=2&code=503"))
        #expect(fetch.bytes() == ImageTestServer.payload("busy"))
        #expect(server.stats()?.requests["/flaky/busy"] == 3)
        let statistics = fetcher.statistics
        #expect(statistics.retried == 2 && statistics.requestsSent == 3 && statistics.transfersStarted == 1, "\(statistics)")
    }

    @Test("Retries stop at the configured count, and the last status is the reason")
    func retriesStopAtTheConfiguredCount() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration())
        let lines = LogCapture.lines {
            let fetch = RecordedFetch(fetcher, server.url("/flaky/down?failures=10&code=503"))
            #expect(fetch.failure() == "HTTP 503")
        }
        #expect(server.stats()?.requests["/flaky/down"] == 3, "one request and two retries")
        #expect(fetcher.statistics.retried == 2 && fetcher.statistics.failed == 1)
        #expect(lines.filter { $0.contains("/flaky/down") }.count == 1, "one line per failure: \(lines)")
    }

    @Test("A client error such as 404 is not tried again")
    func aClientErrorIsNotTriedAgain() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration())
        let fetch = RecordedFetch(fetcher, server.url("/status/404/missing"))
        #expect(fetch.failure() == "HTTP 404")
        #expect(server.stats()?.requests["/status/404/missing"] == 1)
        #expect(fetcher.statistics.retried == 0)
    }

    @Test("A refused connection is tried again, then fails saying so")
    func aRefusedConnectionFails() throws {
        let fetcher = URLSessionImageFetcher(configuration: configuration { $0.maxRetries = 1 })
        // Port 1 (tcpmux) is not served on loopback here.
        let fetch = RecordedFetch(fetcher, URL(string: "http://127.0.0.1:1/image.png")!)
        #expect(fetch.failure() == "connection refused")
        #expect(fetcher.statistics.retried == 1)
    }

    @Test("A URL that is not HTTP fails at once, without a callback")
    func aURLThatIsNotHTTPFailsAtOnce() {
        let fetcher = URLSessionImageFetcher(configuration: configuration())
        let fetch = RecordedFetch(fetcher, URL(string: "ftp://example.com/a.png")!)
        guard case .failed(let reason) = fetch.state else {
            Issue.record("failed on return, got \(fetch.state)")
            return
        }
        #expect(reason == "unsupported URL")
        #expect(fetcher.statistics.requestsSent == 0)
    }

    @Test("A chain of redirects within the limit is followed")
    func aChainOfRedirectsIsFollowed() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration())
        let fetch = RecordedFetch(fetcher, server.url("/redirect/chain/5/far"))
        #expect(fetch.bytes() == ImageTestServer.payload("far"))
        #expect(server.stats()?.requests["/redirect/chain/0/far"] == 1)
    }

    @Test("A chain of redirects over the limit, or a loop, fails with too many redirects, and is not retried")
    func aRedirectLoopFails() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration())
        let chain = RecordedFetch(fetcher, server.url("/redirect/chain/6/too-far"))
        let loop = RecordedFetch(fetcher, server.url("/redirect/loop/round"))
        #expect(chain.failure() == "too many redirects")
        #expect(loop.failure() == "too many redirects")
        let stats = try #require(server.stats())
        #expect(stats.requests["/redirect/chain/0/too-far"] == nil)
        #expect(stats.requests["/redirect/loop/round"] == 6, "the request and five redirects, once")
        #expect(fetcher.statistics.retried == 0)
    }

    @Test("A body shorter than its Content-Length fails as cut short and is never cached")
    func aTruncatedBodyFailsAndIsNotCached() throws {
        let server = try #require(ImageTestServer())
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ImageDiskCache(directory: folder)
        let fetcher = URLSessionImageFetcher(configuration: configuration { $0.diskCache = cache })
        let url = server.url("/truncated/short?claim=10000&send=3000")
        let fetch = RecordedFetch(fetcher, url)
        #expect(fetch.failure() == "transfer cut short")
        #expect(server.stats()?.requests["/truncated/short"] == 3, "cut short is transient: tried again")
        #expect(cache.cachedFile(for: url) == nil)
        #expect(cache.totalByteCount == 0)
        #expect(eventually { temporaryFiles(in: folder).isEmpty }, "the partial body is removed")
    }

    @Test("A Content-Length over the limit fails at once, without retries or reading the body")
    func aLyingContentLengthFailsAtOnce() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration {
            $0.limits = ImageDecodingLimits(maxFileByteCount: 1 << 20)
        })
        let fetch = RecordedFetch(fetcher, server.url("/lying/huge?claim=1099511627776&interval=0.05"))
        #expect(fetch.failure() == "file is too large: over 1 MiB")
        #expect(eventually { server.stats()?.closedEarly["/lying/huge"] == 1 })
        #expect(server.stats()?.requests["/lying/huge"] == 1)
        #expect(fetcher.statistics.bytesReceived < 1 << 20)
    }

    @Test("A body without a length that grows past the limit is stopped")
    func anEndlessBodyIsStoppedByTheLimit() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration {
            $0.limits = ImageDecodingLimits(maxFileByteCount: 1 << 20)
        })
        let fetch = RecordedFetch(fetcher, server.url("/endless/flood?chunk=65536&interval=0.005"))
        #expect(fetch.failure() == "file is too large: over 1 MiB")
        #expect(eventually { server.stats()?.closedEarly["/endless/flood"] == 1 })
        #expect(fetcher.statistics.bytesReceived <= 1 << 20)
        #expect(fetcher.statistics.retried == 0)
    }

    @Test("A body that trickles forever is stopped by the transfer time-out")
    func aTricklingBodyIsStoppedByTheTransferTimeout() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration {
            $0.transferTimeout = .seconds(1)
            $0.maxRetries = 0
        })
        let fetch = RecordedFetch(fetcher, server.url("/endless/trickle?chunk=10&interval=0.02"))
        #expect(fetch.failure() == "timed out")
        #expect(eventually { server.stats()?.closedEarly["/endless/trickle"] == 1 })
    }

    @Test("A server that sends nothing is stopped by the stall time-out, and tried again")
    func aSilentServerIsStoppedByTheStallTimeout() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration {
            $0.stallTimeout = .milliseconds(300)
            $0.maxRetries = 1
        })
        let fetch = RecordedFetch(fetcher, server.url("/gate/silent"))
        #expect(fetch.failure() == "timed out")
        #expect(server.stats()?.requests["/gate/silent"] == 2)
        #expect(eventually { server.stats()?.closedEarly["/gate/silent"] == 2 })
    }

    @Test("Progress is reported as bytes arrive, at most once per interval, then the end")
    func progressIsReported() throws {
        let server = try #require(ImageTestServer())
        let fetcher = URLSessionImageFetcher(configuration: configuration { $0.progressByteInterval = 64 << 10 })
        let fetch = RecordedFetch(fetcher, server.url("/bytes/big?size=300000&chunk=20000&interval=0.03"))
        #expect(fetch.bytes() == ImageTestServer.payload("big", size: 300_000))
        #expect(eventually { fetch.statesSeen.last??.isFinished == true }, "the end is reported last")
        let states = fetch.statesSeen
        #expect(states.count >= 2 && states.count <= 4, "progress at 80, 160, 240 kB at most, then the end: \(states)")
        #expect(!states.contains { $0 == nil }, "never called before fetch returned")
        let progress = states.compactMap { state -> (Int, Int?)? in
            if case .loading(let received, let expected)? = state { return (received, expected) }
            return nil
        }
        #expect(!progress.isEmpty)
        #expect(progress.allSatisfy { $0.0 >= 64 << 10 && $0.1 == 300_000 }, "\(progress)")
    }

    @Test("With a disk cache the body streams to a temporary file, removed when the transfer is cancelled")
    func theBodyStreamsToATemporaryFile() throws {
        let server = try #require(ImageTestServer())
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fetcher = URLSessionImageFetcher(configuration: configuration {
            $0.diskCache = ImageDiskCache(directory: folder)
        })
        let fetch = RecordedFetch(fetcher, server.url("/endless/stream?chunk=4096&interval=0.01"))
        #expect(eventually {
            temporaryFiles(in: folder).contains { name in
                let size = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int) ?? 0
                return size > 16 << 10
            }
        }, "the bytes so far are on disk while the transfer runs")
        fetch.fetch.cancel()
        #expect(eventually { temporaryFiles(in: folder).isEmpty })
    }

    @Test("The disk cache survives a new fetcher: the image is served without a request")
    func theDiskCacheSurvivesANewFetcher() throws {
        let server = try #require(ImageTestServer())
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let url = server.url("/bytes/kept?size=20000")
        do {
            let fetcher = URLSessionImageFetcher(configuration: configuration { $0.diskCache = ImageDiskCache(directory: folder) })
            let fetch = RecordedFetch(fetcher, url)
            #expect(fetch.bytes() == ImageTestServer.payload("kept", size: 20000))
            guard case .finished(.file(let path)) = fetch.state else {
                Issue.record("a download with a disk cache ends as its entry, got \(fetch.state)")
                return
            }
            #expect(path.hasPrefix(folder))
        }
        let restarted = URLSessionImageFetcher(configuration: configuration { $0.diskCache = ImageDiskCache(directory: folder) })
        let fetch = RecordedFetch(restarted, url)
        guard case .finished(.file(let path)) = fetch.state else {
            Issue.record("answered at once from the disk cache, got \(fetch.state)")
            return
        }
        #expect(FileManager.default.contents(atPath: path) == ImageTestServer.payload("kept", size: 20000))
        #expect(server.stats()?.requests["/bytes/kept"] == 1)
        #expect(restarted.statistics.diskCacheHits == 1 && restarted.statistics.requestsSent == 0)
        #expect(temporaryFiles(in: folder).isEmpty)
    }

    @Test("A temporary file a killed writer left is never served, and is removed once stale")
    func aTemporaryFileLeftByAKilledWriterIsNeverServed() throws {
        let server = try #require(ImageTestServer())
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let url = server.url("/bytes/interrupted?size=4000")
        let stale = folder + "/.tmp-99999-left"
        #expect(FileManager.default.createFile(atPath: stale, contents: ImageTestServer.payload("interrupted", size: 1000)))
        let hourAgo = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: stale)
        let fresh = folder + "/.tmp-99998-writing"
        #expect(FileManager.default.createFile(atPath: fresh, contents: Data([1, 2, 3])))

        let cache = ImageDiskCache(directory: folder, staleTemporaryFileAge: .seconds(600))
        #expect(!FileManager.default.fileExists(atPath: stale), "stale: removed")
        #expect(FileManager.default.fileExists(atPath: fresh), "maybe being written by another process: kept")
        let fetcher = URLSessionImageFetcher(configuration: configuration { $0.diskCache = cache })
        let fetch = RecordedFetch(fetcher, url)
        #expect(fetch.bytes() == ImageTestServer.payload("interrupted", size: 4000))
        #expect(server.stats()?.requests["/bytes/interrupted"] == 1)
    }

    @Test("A full disk keeps no entry, and the fetch still gets every byte",
          .enabled(if: TemporaryDisk.canMount, "mounting a tmpfs needs root"))
    func aFullDiskKeepsNoEntry() throws {
        let server = try #require(ImageTestServer())
        let disk = try #require(TemporaryDisk(byteCount: 128 << 10))
        let cache = ImageDiskCache(directory: disk.url.path + "/images")
        let fetcher = URLSessionImageFetcher(configuration: configuration { $0.diskCache = cache })
        // Half fits: the bytes written are read back, the rest kept in memory.
        let url = server.url("/bytes/roomy?size=400000")
        let fetch = RecordedFetch(fetcher, url)
        #expect(fetch.bytes() == ImageTestServer.payload("roomy", size: 400_000))
        if case .finished(.memory) = fetch.state {} else { Issue.record("in memory, got \(fetch.state)") }
        #expect(cache.cachedFile(for: url) == nil)
        #expect(temporaryFiles(in: cache.directory).isEmpty)

        disk.fill()
        let none = RecordedFetch(fetcher, server.url("/bytes/crammed?size=50000"))
        #expect(none.bytes() == ImageTestServer.payload("crammed", size: 50000))
        #expect(cache.isEnabled, "a full disk is not a broken cache")
    }

    @Test("A cache folder that is a file turns the cache off, with one line, and fetching goes on")
    func aCacheFolderThatIsAFileTurnsTheCacheOff() throws {
        let server = try #require(ImageTestServer())
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/images"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("not a folder".utf8)))
        var cache: ImageDiskCache?
        let lines = LogCapture.lines { cache = ImageDiskCache(directory: file) }
        #expect(cache?.isEnabled == false)
        #expect(lines.filter { $0.contains(file) }.count == 1, "\(lines)")
        let fetcher = URLSessionImageFetcher(configuration: configuration { $0.diskCache = cache })
        let fetch = RecordedFetch(fetcher, server.url("/bytes/uncached"))
        #expect(fetch.bytes() == ImageTestServer.payload("uncached"))
        if case .finished(.memory) = fetch.state {} else { Issue.record("in memory, got \(fetch.state)") }
    }

    @Test("A fetcher that goes stops its transfers, and their fetches fail")
    func aFetcherThatGoesStopsItsTransfers() throws {
        let server = try #require(ImageTestServer())
        var fetcher: URLSessionImageFetcher? = URLSessionImageFetcher(configuration: configuration())
        let fetch = RecordedFetch(try #require(fetcher), server.url("/drip/orphan?interval=0.02"))
        #expect(eventually { server.stats()?.active == 1 })
        fetcher = nil
        #expect(fetch.failure() == "cancelled")
        #expect(eventually { server.stats()?.closedEarly["/drip/orphan"] == 1 })
    }
}
