import Foundation
import Testing

/// The feeds demo with `--image-base-url` against a real HTTP server on loopback: the posts'
/// photos and avatars are fetched from it and show as the files do; a server that answers 404
/// shows each image's placeholder with the reason and reports `image-failed`, and the demo goes
/// on.
@Suite("Feeds remote images", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct FeedsRemoteImageWindowTests {
    static let photos = DemoPaths.assets + "/photos"

    /// The test's environment with a disk cache of its own (removed afterwards), so that what
    /// an earlier run cached is not served instead of fetching.
    static func freshCache() throws -> (environment: [String: String], folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-remote-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = folder.path
        return (environment, folder)
    }

    @Test("Photos fetched from a server show exactly as the files do, each fetched once")
    func fetchedPhotosShowAsFiles() throws {
        let local = try FeedsSession()
        #expect(local.showsContent(timeout: 8))
        let localScreen = try #require(local.stillScreen(timeout: 8))
        local.key("Escape")
        _ = local.waitForEvent(after: 0, timeout: 4) { $0.name == "quit" }

        let server = try ImageServer(folder: Self.photos)
        let cache = try Self.freshCache()
        defer { try? FileManager.default.removeItem(at: cache.folder) }
        let remote = try FeedsSession(["--image-base-url", server.baseURL], environment: cache.environment)
        #expect(server.wait { requests in requests.count >= 3 }, "the first screen's photos and avatars are asked for: \(server.requests)")
        #expect(remote.shows(localScreen, timeout: 10), "the fetched photos look as the files do, once faded in")
        let requests = server.requests
        #expect(requests.allSatisfy { $0.status == 200 && $0.path.hasSuffix(".jpg") }, "\(requests)")
        #expect(Set(requests.map(\.path)).count == requests.count, "no image is fetched twice: \(requests)")
        #expect(remote.events(named: "image-failed").isEmpty, "\(remote.events(named: "image-failed"))")
    }

    @Test("A server answering 404 shows each image's reason and reports image-failed, and the demo goes on")
    func notFound() throws {
        let server = try ImageServer(folder: Self.photos)
        let cache = try Self.freshCache()
        defer { try? FileManager.default.removeItem(at: cache.folder) }
        let feeds = try FeedsSession(["--image-base-url", server.baseURL + "missing/"], environment: cache.environment)
        let failure = try #require(feeds.waitForEvent(after: 0, timeout: 8) { $0.name == "image-failed" })
        #expect(failure["page"] == 0 && failure["item"] != nil && failure.words["reason"] == "HTTP 404", "\(failure)")
        #expect(server.wait { $0.contains { $0.status == 404 } })
        // Scrolling on works: the feed settles further down.
        let mark = feeds.mark
        feeds.wheel(notches: 6)
        #expect(feeds.nextFeedSettle(after: mark, page: 0) != nil, "the demo goes on")
        #expect(feeds.events(named: "image-failed").count >= 2)
    }
}
