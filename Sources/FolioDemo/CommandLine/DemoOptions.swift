import Foundation
import FolioCore

/// What a demo runs with: the command line resolved and validated (see `FolioDemoCommand` for
/// the flags). A plain value; main thread in practice.
struct DemoOptions: Equatable {
    /// The demos `folio-demo` can show.
    enum Demo: String, CaseIterable {
        case photos
        case stress
        case grid
        case feeds
        case shelves
    }

    /// How the grid demo places its items.
    enum GridLayout: String, CaseIterable {
        case flow
        case masonry
    }

    /// Where pages are made: on workers ahead of time, or on the main thread when needed.
    enum RenderMode: String, CaseIterable {
        case async
        case sync
    }

    var demo: Demo = .photos
    var pages = 20
    var render: RenderMode = .async
    var start = 0
    var size = Size(width: 1024, height: 700)
    var isCircular = false
    /// Whether the pager pages up and down, and the gap between its pages in logical pixels.
    var isVertical = false
    var pageSpacing = 0.0
    var emitsEvents = false
    var printsStatistics = false
    var assetsDirectory: String?
    /// Worker threads for `--render async`; nil: one per core.
    var workers: Int?
    var script: DemoScript?
    /// Screenfuls around the start page to make and upload before the first frame.
    var prewarm: Double?
    /// The folder every frame shown is written to as a PNG, if any.
    var recordDirectory: String?
    /// The grid demo's items, items per section (0: one section without headers), layout, the
    /// item to open on and its script.
    var items = 2_000
    var sectionSize = 100
    var layout = GridLayout.flow
    var startItem = 0
    /// Whether the grid's section headers stay pinned at the top while their sections pass.
    var pinsHeaders = false
    /// Whether the grid's sections end with a footer naming them.
    var hasFooters = false
    /// Whether the flow grid's section headers take the height their text measures at.
    var measuresHeaders = false
    /// A generated photo library (its folder, holding `manifest.tsv`) whose photos the grid shows
    /// instead of the bundled ones; nil for the bundled ones.
    var photoLibraryFolder: String?
    var gridScript: GridScript?
    /// The feeds demo (whose feed count is `pages`): the most posts a feed holds, the posts it
    /// starts with and each fetch adds, a fetch's simulated latency, the feed to open on and the
    /// script.
    var feedItems = 300
    var batch = 30
    var latencyMilliseconds = 400
    /// Where the feeds' images are fetched from, or nil for the assets folder.
    var imageBaseURL: URL?
    /// Whether each post's photo is fetched from a URL of its own (`--photo-url-per-post`).
    var photoURLPerPost = false
    /// The seconds a minute of the posts' ages lasts (`--clock-minute`, hidden, for tests).
    var clockMinute = 60.0
    var startPage = 0
    var feedsScript: FeedsScript?
    /// The shelves demo (whose cards per shelf are `items`): its shelves, the shelf to open
    /// scrolled to, whether the rows page by card, and the script.
    var shelves = 50
    var startShelf = 0
    var pagingRows = false
    var shelvesScript: ShelvesScript?
    /// What the feeds' posts, the stress pages and the grid's section headers are written in.
    var text = TextRepertoire.world
}
