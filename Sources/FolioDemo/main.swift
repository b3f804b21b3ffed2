import FolioCommandLine
import FolioCore
import FolioSDL
import Foundation
import Logging

// First of all, before anything opens a file or starts a thread: closed standard descriptors
// reopened on /dev/null, SIGPIPE ignored, and the quit signals turned into a quit request, so
// that a signal at any moment ends the demo cleanly.
SDLLibrary.prepareProcess()
OutputChannel.reportFailuresOnStandardError()
// Folio's diagnostics, and the demo's own, go to standard error as the one-line messages a person
// or a script reads ("folio: cannot show image …"); standard output is kept for `--events`.
LoggingSystem.bootstrap { FolioLogHandler(label: $0) }

/// Prints `message` as the demo's one-line error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    CommandLineTool.fail(message, program: "folio-demo", status: status)
}

// A first word that names no demo would otherwise read as a stray argument to photos.
let arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first, !first.hasPrefix("-"), first != "help",
   !FolioDemoCommand.configuration.subcommands.contains(where: { $0._commandName == first }) {
    let names = FolioDemoCommand.configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
    fail("unknown demo '\(first)'; the demos are: \(names.joined(separator: ", "))", status: CommandLineOutcome.mistakeStatus)
}
let parsed = CommandLineTool.parseOrExit(FolioDemoCommand.self, program: "folio-demo", arguments: arguments)
// The benchmark's text measurement, hidden from the help: no window, one line of figures.
if let textCost = parsed as? TextCostCommand {
    TextCostRun.run(textCost)
}
// Every other subcommand of the root is a demo; the root alone runs its default, photos.
guard let command = parsed as? any DemoCommand else {
    fail("name a demo: photos, stress, grid, feeds or shelves; run 'folio-demo --help' for the options", status: CommandLineOutcome.mistakeStatus)
}
let options = command.demoOptions

let assets: String
do {
    assets = try AssetLocator.locate(explicit: options.assetsDirectory)
} catch {
    fail(error.message, status: options.assetsDirectory == nil ? 1 : 2)
}

// A folder that cannot take the frames is a mistake on the command line: say so before a window opens.
var frameWriter: SDLFrameWriter?
do {
    if let path = options.recordDirectory { frameWriter = try SDLFrameWriter(directory: path) }
} catch {
    fail("--record: \(error.description)", status: CommandLineOutcome.mistakeStatus)
}

let log = EventLog(isEnabled: options.emitsEvents)
do {
    // Without a display SDL would quietly fall back to its offscreen driver and show nothing.
    if let problem = try SDLDisplayProblem.startLibrary() {
        fail(problem.message(command: (["folio-demo"] + CommandLine.arguments.dropFirst()).joined(separator: " ")), status: 1)
    }
    // One measurer for the chrome and the workers: the fonts are checked once, and text wraps
    // the same wherever it is laid out.
    let (measurer, backend) = try SDLRenderingBackend.make(fontsDirectory: assets + "/fonts")
    let window = try SDLWindow(title: "Folio", size: options.size)
    let wake = SDLWakeSignal()
    let workers = options.render == .async
        ? WorkerPool(threadCount: options.workers ?? ProcessInfo.processInfo.activeProcessorCount,
                     threadSetup: WorkerThreadPriority.lowerCurrentThread,
                     threadTeardown: SDLTextMeasurer.closeThreadFonts)
        : nil
    let renderMode: RenderMode = workers.map { .asynchronous($0) } ?? .synchronous
    let host: SDLHost
    let updateCosts: UpdateCostRecorder?
    switch options.demo {
    case .photos, .stress:
        let pager = PagerNode(backend: backend, renderMode: renderMode, initialPage: options.start,
                              axis: options.isVertical ? .vertical : .horizontal, pageSpacing: options.pageSpacing,
                              isCircular: options.isCircular, wake: { wake.wake() })
        let photos = options.demo == .stress ? nil : PhotosDataSource(library: PhotoLibrary(assetsDirectory: assets), pageCount: options.pages)
        let dataSource: any PagerDataSource = photos ?? StressDataSource(pageCount: options.pages, text: options.text)
        pager.dataSource = dataSource
        // Photos zoom as in a photo viewer; the stress demo's pages page only.
        pager.isZoomEnabled = photos != nil
        let zoomSizes = photos.map { PhotoZoomSizes(photos: $0) }
        pager.delegate = zoomSizes
        host = SDLHost(window: window, textMeasurer: measurer, root: pager, chrome: PageIndicatorChrome(), wakeSignal: wake)
        let demo = PagerDemo(pager: pager, log: log, photos: photos, measuresUpdates: options.printsStatistics)
        updateCosts = demo.updateCosts
        host.delegate = demo
        host.script = options.script?.inputScript(size: options.size)
        host.prewarmScreenfuls = options.prewarm
        host.frameWriter = frameWriter
        withExtendedLifetime(zoomSizes) { host.run() }
    case .grid:
        let library = options.photoLibraryFolder.map { PhotoLibrary(generatedLibrary: $0) } ?? PhotoLibrary(assetsDirectory: assets)
        let demo = GridDemo(options: options, library: library, backend: backend,
                            renderMode: renderMode, log: log, wake: { wake.wake() })
        host = SDLHost(window: window, textMeasurer: measurer, root: demo.grid, chrome: GridChrome(), wakeSignal: wake)
        host.script = options.gridScript?.inputScript(size: options.size)
        host.prewarmScreenfuls = options.prewarm
        host.frameWriter = frameWriter
        updateCosts = demo.updateCosts
        demo.run(in: host)
    case .shelves:
        let demo = ShelvesDemo(options: options, library: PhotoLibrary(assetsDirectory: assets), backend: backend,
                               renderMode: renderMode, log: log, wake: { wake.wake() })
        host = SDLHost(window: window, textMeasurer: measurer, root: demo.list, chrome: demo, wakeSignal: wake)
        host.script = options.shelvesScript?.inputScript(size: options.size)
        host.prewarmScreenfuls = options.prewarm
        host.frameWriter = frameWriter
        updateCosts = nil
        demo.run(in: host)
    case .feeds:
        let demo = FeedsDemo(options: options, library: PhotoLibrary(assetsDirectory: assets), backend: backend,
                             renderMode: renderMode, log: log, wake: { wake.wake() })
        host = SDLHost(window: window, textMeasurer: measurer, root: demo.pager, chrome: demo, wakeSignal: wake)
        host.script = options.feedsScript?.inputScript(size: options.size)
        host.prewarmScreenfuls = options.prewarm
        host.frameWriter = frameWriter
        updateCosts = nil
        demo.run(in: host)
    }
    // The last frames may still be being encoded: a scripted run is a recording session and
    // keeps them all (unless a signal cuts it short); a person quitting waits under a second.
    frameWriter?.finish(keepingEveryFrame: host.script != nil)
    if options.printsStatistics {
        StatisticsLine(
            stats: host.statistics.report, render: options.render.rawValue, workers: workers?.threadCount ?? 0,
            prewarm: PrewarmFigures(host.prewarmResult),
            memoryBudgetBytes: host.root.memoryBudget,
            updates: updateCosts.flatMap { $0.isEmpty ? nil : $0.report(frameWork: host.statistics.frameWork) },
            images: ((backend.imageFetcher as? LazyImageFetcher)?.fetcher as? URLSessionImageFetcher)?.statistics,
            typing: TypingLatencyFigures(host.typingLatency)
        ).print()
    }
    // Cancels the running jobs too, and returns once every worker has closed its fonts.
    workers?.shutdown()
} catch {
    fail("\(error)", status: 1)
}
// The window, the fonts and the pager went with the scope above; SDL goes last, then the report.
SDLLibrary.stop()
log.recordQuit()
OutputChannel.standardError.flush(timeout: CommandLineTool.finishTimeout)
// A recording that stopped early said why, in one line, when it stopped; the status tells a
// script that the frames are not the whole run.
exit(frameWriter?.failure == nil ? 0 : 1)
