import Foundation

/// The feeds demo's sessions: a pager of vertical feeds, scrolled by flicks, paged, scrolled on
/// the next feed and brought back, with each pipeline and against the floor; and memory against
/// the number of feeds and posts.
extension BenchSuite {
    /// The posts each feed of the timed sessions holds, all loaded from the start (batch equal
    /// to items: no fetching), so that the floor's prewarm can make every one: the session's
    /// flicks reach about 12,000 px down a feed, and 300 posts are longer than that.
    static let feedsSessionItems = 300
    /// How far the feeds floor's prewarm reaches in each feed, in screenfuls: past the end of a
    /// feed of `feedsSessionItems` posts.
    static let feedsFloorScreenfuls = 60
    /// The two sizes memory is compared at: pages × most posts per feed, fetched in batches of 30.
    static let feedsMemorySizes = [(pages: 10, items: 30), (pages: 1_000, items: 1_000)]

    mutating func feedsSessions() throws {
        for mode in Mode.allCases { try feedsSession(mode: mode) }
        try feedsFloor()
        for size in Self.feedsMemorySizes { try feedsMemory(pages: size.pages, items: size.items) }
    }

    private var feedsSessionArguments: [String] {
        ["feeds", "--pages", "10", "--items", "\(Self.feedsSessionItems)", "--batch", "\(Self.feedsSessionItems)", "--script", "session"]
    }

    private mutating func feedsSession(mode: Mode) throws {
        let stats = try measure(feedsSessionArguments + ["--render", mode.rawValue])
        recordFrames(stats, as: "feeds.session.\(mode.rawValue)")
    }

    /// The floor: the same session with every post of the first feeds made and uploaded before
    /// the first frame and kept.
    private mutating func feedsFloor() throws {
        let stats = try measure(feedsSessionArguments + ["--render", "async", "--prewarm", "\(Self.feedsFloorScreenfuls)"])
        guard let prewarm = stats.prewarm, prewarm.complete else {
            throw BenchError("the feeds floor's prewarm did not finish")
        }
        guard prewarm.pages >= Self.feedsSessionItems else {
            throw BenchError("the feeds floor's prewarm made \(prewarm.pages) of \(Self.feedsSessionItems) posts: raise feedsFloorScreenfuls so that it reaches the end")
        }
        recordFrames(stats, as: "feeds.session.floor")
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
