import Foundation

/// The feeds demo's sessions: a pager of vertical feeds, scrolled by flicks, paged, scrolled on
/// the next feed and brought back, with each pipeline and against the floor; and memory against
/// the number of feeds and posts.
extension BenchSuite {
    /// The posts each feed of the timed sessions holds, all loaded from the start (batch equal
    /// to items: no fetching). The session's flicks rest about 10,000 to 12,000 px down a feed
    /// (its 30th post or so), and 60 posts reach about 22,000 px, so that no flick meets the end;
    /// few enough that the floor's prewarm can make every one of each feed near the window.
    static let feedsSessionItems = 60
    /// How far the feeds floor's prewarm reaches in each feed, in screenfuls of 744 px: about
    /// 30,000 px, past the end of a feed of `feedsSessionItems` posts (32 were enough for the
    /// first two feeds; post heights differ from feed to feed).
    static let feedsFloorScreenfuls = 40
    /// The two sizes memory is compared at: pages × most posts per feed, fetched in batches of 30.
    static let feedsMemorySizes = [(pages: 10, items: 30), (pages: 1_000, items: 1_000)]

    mutating func feedsSessions() throws {
        for mode in Mode.allCases { try feedsSession(mode: mode) }
        try feedsFloor()
        for size in Self.feedsMemorySizes { try feedsMemory(pages: size.pages, items: size.items) }
    }

    var feedsSessionArguments: [String] {
        ["feeds", "--pages", "10", "--items", "\(Self.feedsSessionItems)", "--batch", "\(Self.feedsSessionItems)", "--script", "session",
         "--events"]
    }

    private mutating func feedsSession(mode: Mode) throws {
        let (stats, _) = try feedsSessionRun(feedsSessionArguments + ["--render", mode.rawValue], as: "feeds.session.\(mode.rawValue)")
        recordFrames(stats, as: "feeds.session.\(mode.rawValue)")
    }

    /// The floor: the same session with every post of the feeds near the window made and
    /// uploaded before the first frame and kept, so that a frame has nothing to make or upload.
    private mutating func feedsFloor() throws {
        let (stats, events) = try feedsSessionRun(feedsSessionArguments + ["--render", "async", "--prewarm", "\(Self.feedsFloorScreenfuls)"],
                                                  as: "feeds.session.floor")
        guard let prewarm = stats.prewarm, prewarm.complete else {
            throw BenchError("the feeds floor's prewarm did not finish")
        }
        // The prewarm counts the first feed's items: its header and its posts.
        guard prewarm.pages > Self.feedsSessionItems else {
            throw BenchError("the feeds floor's prewarm made \(prewarm.pages - 1) of \(Self.feedsSessionItems) posts: raise feedsFloorScreenfuls so that it reaches the end")
        }
        guard events.deepestPost(ofPage: 0) < Self.feedsSessionItems - 1, events.deepestPost(ofPage: 1) < Self.feedsSessionItems - 1 else {
            throw BenchError("the feeds session reached the end of a feed of \(Self.feedsSessionItems) posts: raise feedsSessionItems")
        }
        recordFrames(stats, as: "feeds.session.floor")
    }

    /// Runs the session with `arguments` (and `environment` added to the benchmark's), checks
    /// from its events that it scrolled, paged, scrolled the next feed and came back, and
    /// records how deep each feed rested under `name`.
    mutating func feedsSessionRun(_ arguments: [String], environment: [String: String] = [:],
                                  as name: String) throws -> (DemoStatistics, FeedsSessionEvents) {
        let run = try launch(arguments, environment: environment)
        let events = FeedsSessionEvents(lines: run.lines)
        try events.checkPath(of: arguments.joined(separator: " "))
        add("\(name).offset0", events.deepestOffset(ofPage: 0))
        add("\(name).offset1", events.deepestOffset(ofPage: 1))
        return (try run.statistics(), events)
    }

    /// Memory after the session, with fetching on (batches of 30 arriving at once), at `pages`
    /// feeds of at most `items` posts.
    private mutating func feedsMemory(pages: Int, items: Int) throws {
        let stats = try measure(["feeds", "--pages", "\(pages)", "--items", "\(items)", "--batch", "30", "--latency", "0",
                                 "--render", "async", "--script", "session"])
        let name = "feeds.memory.\(pages)x\(items)"
        add("\(name).rssKiB", Double(stats.stats.rssKiB ?? 0))
        add("\(name).peakRSSKiB", Double(stats.stats.peakRSSKiB ?? 0))
        add("\(name).p99", stats.stats.frameWorkMs.p99)
    }
}
