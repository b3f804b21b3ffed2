import FolioCommandLine
import FolioCore
import FolioSDL
import Foundation
import Logging

// First of all, before anything opens a file or starts a thread: closed standard descriptors
// reopened on /dev/null, SIGPIPE ignored, and the quit signals turned into a quit request.
SDLLibrary.prepareProcess()
OutputChannel.reportFailuresOnStandardError()
// Diagnostics go to standard error as one-line messages; standard output is kept for `--events`.
LoggingSystem.bootstrap { FolioLogHandler(label: $0) }

/// Prints `message` as folio-photos' one-line error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    CommandLineTool.fail(message, program: "folio-photos", status: status)
}

guard let command = CommandLineTool.parseOrExit(PhotosCommand.self, program: "folio-photos") as? PhotosCommand else {
    fail("cannot read the command line; run 'folio-photos --help'", status: CommandLineOutcome.mistakeStatus)
}
let options = command.options

let location: PhotoLocation
do {
    location = try PhotoLocation.resolve(options.path)
} catch {
    fail(error.description, status: 1)
}
let fonts: String
switch FontLocator.locate() {
case .success(let folder): fonts = folder
case .failure(let failure): fail(failure.message, status: 1)
}

let log = EventLines(isEnabled: options.emitsEvents)
do {
    // Without a display SDL would quietly fall back to its offscreen driver and show nothing.
    if let problem = try SDLDisplayProblem.startLibrary() {
        fail(problem.message(command: (["folio-photos"] + CommandLine.arguments.dropFirst()).joined(separator: " ")), status: 1)
    }
    let (measurer, backend) = try SDLRenderingBackend.make(fontsDirectory: fonts)
    let window = try SDLWindow(title: "Folio Photos — " + (location.folder as NSString).lastPathComponent, size: options.size)
    let wake = SDLWakeSignal()
    let workers = options.render == .async
        ? WorkerPool(threadCount: options.workers, threadSetup: WorkerThreadPriority.lowerCurrentThread,
                     threadTeardown: SDLTextMeasurer.closeThreadFonts)
        : nil
    let renderMode: RenderMode = workers.map { .asynchronous($0) } ?? .synchronous
    let feed = PhotoLibraryFeed(folder: location.folder, sort: options.sort, index: PhotoIndex(), workerCount: options.workers)
    // Cells show thumbnails from the freedesktop thumbnail folder, shared with other programs;
    // without a home to keep them in, cells decode their photos at the cell's size.
    let thumbnails = ThumbnailStore.standardRoot().map { ThumbnailLoader(store: ThumbnailStore(root: $0)) }
    let grid = PhotoGrid(photos: PhotoSections(sort: options.sort, root: location.folder), layout: options.layout, backend: backend,
                         renderMode: renderMode, expectedWidth: options.size.width,
                         imageSource: { photo, pixelSide in
                             guard let thumbnails else { return .file(photo.path) }
                             let size = ThumbnailSize.covering(pixelSide: pixelSide)
                             return .loader(thumbnails, key: ThumbnailLoader.key(for: photo, size: size))
                         }, wake: { wake.wake() })
    let viewer = PhotoViewer(makePager: { page in PagerNode(backend: backend, renderMode: renderMode, initialPage: page, wake: { wake.wake() }) })
    let chrome = PhotosChrome(folderName: (location.folder as NSString).lastPathComponent)
    let thumbnailer = thumbnails.map { BackgroundThumbnailer(loader: $0) }
    let app = PhotosApp(grid: grid, viewer: viewer, chrome: chrome, log: log, thumbnailer: thumbnailer, opening: location.openedFile,
                        wake: { wake.wake() })
    let host = SDLHost(window: window, textMeasurer: measurer, root: grid.collection, chrome: chrome, wakeSignal: wake)
    // The window opens on what the index knows; the scan and the watch bring the rest.
    let (indexed, change) = feed.indexedPhotos()
    app.show(indexed, change: change)
    // The benchmark's script, sized to the photos the index knows (the library script's length).
    host.script = options.script?.inputScript(size: options.size, photoCount: indexed.photoCount,
                                              sectionCount: indexed.counts.sectionCount)
    host.prewarmScreenfuls = options.prewarm
    let recorder = PhotosRunRecorder(app: app, quitsAfterScan: options.script?.quitsAfterScan ?? false)
    recorder.host = host
    feed.start(listener: recorder)
    app.run(in: host)
    feed.stop()
    thumbnailer?.stop()
    if options.printsStatistics {
        PhotosStatistics(stats: host.statistics.report, render: options.render.rawValue, workers: workers?.threadCount ?? 0,
                         prewarm: PrewarmFigures(host.prewarmResult), memoryBudgetBytes: host.root.memoryBudget,
                         photos: app.grid.library.photoCount, scanSeconds: recorder.scanSeconds,
                         thumbnails: thumbnails?.counters.statistics).print()
    }
    // Cancels the running jobs too, and returns once every worker has closed its fonts.
    workers?.shutdown()
} catch {
    fail("\(error)", status: 1)
}
SDLLibrary.stop()
log.recordQuit()
OutputChannel.standardError.flush(timeout: CommandLineTool.finishTimeout)
exit(0)
