import ArgumentParser
import Foundation
import FolioCommandLine
import FolioCore

/// `folio-demo feeds`: a pager of vertical feeds of posts (an author, text, every third post a
/// photo), each loading more posts in batches as it nears its end.
struct FeedsCommand: DemoCommand {
    static let configuration = CommandConfiguration(
        commandName: "feeds",
        abstract: "A pager of vertical feeds: swipe sideways between feeds, scroll each one; posts load in batches, after a simulated latency, as a feed nears its end.",
        discussion: keys
    )

    /// The most feeds: a pager of a million costs what ten do, as only the feeds near the window
    /// are made.
    static let maximumPages = 1_000_000
    /// The most posts a feed may hold.
    static let maximumItems = 1_000_000
    /// The longest simulated latency of a fetch, milliseconds: a minute.
    static let maximumLatency = 60_000
    /// The posts a feed starts with and each fetch adds, unless `--batch` says otherwise.
    static let defaultBatch = 30

    /// The keys and gestures, for the help.
    static let keys = """
        Keys: Left/Right go to the previous/next feed (as do Shift+wheel and a horizontal wheel), \
        Up/Down scroll a step, Page Up/Page Down and Space scroll a screenful, Home/End go to the \
        feed's top/end, R rotates the window, F1 shows the debug overlay, Esc or Q quits. Drag \
        vertically to scroll a feed, horizontally to page; the wheel and trackpad scroll. Click a \
        post's heart to like it, again to take the like back; click a #tag or @name in a post's text \
        to follow the link. Events (--events): ready, settled, feed-settled, fetched, liked, link, \
        resized, content, image-failed, quit.
        """

    @Option(parsing: .unconditional, help: ArgumentHelp("The number of feeds, from 1 to \(maximumPages). (default: 10)", valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 1...FeedsCommand.maximumPages, what: "a number of feeds") })
    var pages: Int = 10

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The most posts a feed holds, from 1 to \(maximumItems). (default: 300)", valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 1...FeedsCommand.maximumItems, what: "a number of posts") })
    var items: Int = 300

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The posts a feed starts with and each fetch adds, from 1 to --items. (default: \(defaultBatch), or --items when fewer)",
                               valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 1...FeedsCommand.maximumItems, what: "a number of posts per batch") })
    var batch: Int?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("A fetch's simulated network latency in milliseconds, from 0 to \(maximumLatency). (default: 400)", valueName: "ms"),
            transform: { try ValueParsing.wholeNumber($0, in: 0...FeedsCommand.maximumLatency, what: "a latency in milliseconds") })
    var latency: Int = 400

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The feed to open on, from 0 to the feed count less one. (default: 0)", valueName: "page"),
            transform: { try ValueParsing.wholeNumber($0, in: 0...(FeedsCommand.maximumPages - 1), what: "a feed index") })
    var start: Int?

    @Option(help: ArgumentHelp(
        "Play scripted input at a steady 60 Hz, then quit: session (flicks down a feed past a fetch, then through three feeds and back), idle (quit after a second) or showcase (a flick, a swipe to the next feed and a flick in 3.5 s, to record with --record). Used by the benchmark.",
        valueName: "name"))
    var script: FeedsScript?

    @Option(help: TextRepertoire.help(world: """
        about half the posts are written in \(TextRepertoire.languageList("or")), in English full of emoji, \
        or in Arabic mixed with English and numbers
        """))
    var text: TextRepertoire = .world

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Fetch post photos and avatars from URL/<file name> instead of the assets folder (try python3 -m http.server over assets/photos).",
                               valueName: "URL"),
            transform: { try FeedImageSources.baseURL($0) })
    var imageBaseURL: URL?

    @Flag(help: "With an http or https --image-base-url, fetch each post's photo from a URL of its own (URL/<file name>?post=<feed>-<post>), as a feed whose every photo is another would; avatars stay shared. Used by the benchmark.")
    var photoURLPerPost = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The seconds a minute of the posts' ages lasts, from 0.1 to 3600, so that a test can see them grow. (default: 60)",
                               valueName: "seconds", visibility: .hidden),
            transform: { try ValueParsing.decimal($0, in: 0.1...3600, what: "a number of seconds") })
    var clockMinute: Double = 60

    @OptionGroup var run: RunOptions

    func validate() throws {
        try run.validate()
        if let batch, batch > items {
            throw ValidationError("--batch expects a number of posts per batch from 1 to --items (\(items)) (got '\(batch)')")
        }
        if photoURLPerPost, !["http", "https"].contains(imageBaseURL?.scheme?.lowercased() ?? "") {
            throw ValidationError("--photo-url-per-post expects --image-base-url with an http or https URL (got \(imageBaseURL.map { "'\($0.absoluteString)'" } ?? "none"))")
        }
        if let start, start >= pages {
            throw ValidationError("--start expects a feed index from 0 to \(pages - 1) (there are \(pages) feeds) (got '\(start)')")
        }
    }

    /// The options the demo runs with, validated.
    var demoOptions: DemoOptions {
        var options = DemoOptions()
        options.demo = .feeds
        options.pages = pages
        options.feedItems = items
        options.batch = batch ?? min(Self.defaultBatch, items)
        options.latencyMilliseconds = latency
        options.startPage = start ?? 0
        options.feedsScript = script
        options.text = text
        options.imageBaseURL = imageBaseURL
        options.photoURLPerPost = photoURLPerPost
        options.clockMinute = clockMinute
        run.apply(to: &options)
        return options
    }
}

extension FeedsScript: ExpressibleByArgument {}
