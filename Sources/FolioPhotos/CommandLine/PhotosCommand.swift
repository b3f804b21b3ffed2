import ArgumentParser
import FolioCommandLine
import FolioCore
import Foundation

/// `folio-photos [DIR | FILE]`: browse a folder of photos in a grid, or open one photo among its
/// folder's. Scripts and tests depend on these names, on `--events`, and on a mistake being one
/// line with exit status 2: keep them stable. Parsed on the main thread.
struct PhotosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio-photos",
        abstract: "Browse a folder of photos: a grid of every photo under it by month, and a full-window viewer.",
        discussion: keys
    )

    /// The keys and gestures, for the help.
    static let keys = """
        Keys: arrows move the focus, Enter opens the focused photo (as does a double-click), \
        Page Up/Page Down scroll a screenful, Home/End go to the first/last photo, F1 shows the \
        debug overlay, Esc closes the viewer or quits, Q quits. In the viewer, Left/Right, a drag, \
        a flick, the wheel or the trackpad turn the page. Events (--events): ready, scan-progress, \
        scan-done, added, removed, scroll-settled, selected, opened, settled, zoomed, closed, \
        content, quit.
        """

    /// The largest window side accepted, in logical pixels.
    static let maximumSide = 8192
    /// The smallest window side accepted, in logical pixels.
    static let minimumSide = 200

    @Argument(help: ArgumentHelp(
        "The folder to browse, or a photo to open among its folder's. (default: $XDG_PICTURES_DIR, else ~/Pictures)",
        valueName: "dir-or-file"), completion: .file())
    var path: String?

    @Option(help: ArgumentHelp("flow: a grid of equal square cells; masonry: columns of photos at their own aspect ratios.", valueName: "layout"))
    var layout: PhotoLayout = .flow

    @Option(help: ArgumentHelp("date: sections by month taken, newest first; name: sections by folder, photos by name.", valueName: "order"))
    var sort: PhotoSort = .date

    @Option(help: ArgumentHelp(
        "The window size in logical pixels, each side from \(minimumSide) to \(maximumSide). (default: 1024x700)",
        valueName: "WxH"), transform: { try ValueParsing.windowSize($0, sides: PhotosCommand.minimumSide...PhotosCommand.maximumSide) })
    var size: Size?

    @Option(parsing: .unconditional, help: ArgumentHelp("Worker threads that scan, make thumbnails and draw, from 1 to 64. (default: one per core)", valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 1...64, what: "a number of worker threads") })
    var workers: Int?

    @Flag(help: "Print one JSON object per line on standard output (see the events above).")
    var events = false

    // The benchmark's flags, hidden from the help: nobody browsing photos needs them.

    @Option(help: ArgumentHelp(
        "async: cells are made on the workers ahead of time; sync: on the main thread when they appear (the baseline).",
        valueName: "mode", visibility: .hidden))
    var render: PhotosOptions.Render = .async

    @Flag(help: ArgumentHelp("Print a JSON summary of the frames, the scan and the thumbnails on standard output at exit.", visibility: .hidden))
    var stats = false

    @Option(help: ArgumentHelp(
        "Play scripted input at a steady 60 Hz, then quit: fling, fling2000, idle or library (see PhotosScript).",
        valueName: "name", visibility: .hidden))
    var script: PhotosScript?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Before the first frame, make and upload every cell within this many screenfuls of the start, from 0 to 500, and keep them (the benchmark's floor; async only).",
        valueName: "screenfuls", visibility: .hidden),
            transform: { try ValueParsing.decimal($0, in: 0...500, what: "a number of screenfuls") })
    var prewarm: Double?

    func validate() throws {
        if render == .sync, prewarm != nil {
            throw ValidationError("--prewarm works with --render async only (sync makes cells only when they appear)")
        }
    }

    /// The options the browser runs with.
    var options: PhotosOptions {
        PhotosOptions(path: path, layout: layout, sort: sort, size: size ?? Size(width: 1024, height: 700),
                      workers: workers ?? ProcessInfo.processInfo.activeProcessorCount, emitsEvents: events,
                      render: render, printsStatistics: stats, script: script, prewarm: prewarm)
    }
}

extension PhotoLayout: ExpressibleByArgument {}
extension PhotoSort: ExpressibleByArgument {}
extension PhotosOptions.Render: ExpressibleByArgument {}
extension PhotosScript: ExpressibleByArgument {}
