import CSDL2
import FolioCommandLine
import FolioCore
import FolioSDL
import Foundation

// An SDL app with a window and a loop of its own, which embeds a Folio pager beside a sidebar it
// draws itself. `--assets DIR` puts photos on the pages, `--events` writes a line of JSON per
// event; Esc or Q quits, F1 shows Folio's debug overlay.

func fail(_ message: String, status: Int32) -> Never {
    CommandLineTool.fail(message, program: "SidebarExample", status: status)
}

/// Makes Folio's side (fonts, rendering services, workers, the pager of albums and its
/// embedding) and the sidebar, and runs the app until it quits. Everything made here is gone
/// when it returns: before the renderer, which frees the textures with it.
@MainActor
func runAlbums(window: OpaquePointer, renderer: OpaquePointer, fontsDirectory: String, photosDirectory: String?,
               events: Bool) throws {
    let (measurer, backend) = try SDLRenderingBackend.make(fontsDirectory: fontsDirectory)
    let workers = WorkerPool(threadSetup: WorkerThreadPriority.lowerCurrentThread, threadTeardown: SDLTextMeasurer.closeThreadFonts)
    defer { workers.shutdown() }                   // cancels running jobs, joins the threads
    // One wake for the pager's workers and for main-queue work: it pushes one SDL event.
    let wake = SDLWakeSignal()
    let albums = Album.all(photosDirectory: photosDirectory)
    let pages = AlbumPages(albums: albums)
    let pager = PagerNode(backend: backend, renderMode: .asynchronous(workers), wake: { wake.wake() })
    pager.dataSource = pages
    let folio = SDLEmbeddedCollection(renderer: renderer, windowID: SDL_GetWindowID(window),
                                      textMeasurer: measurer, root: pager, chrome: PagerChrome(),
                                      wake: { wake.wake() })
    var pixelWidth: Int32 = 0, width: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &pixelWidth, nil)
    SDL_GetWindowSize(window, &width, nil)
    let sidebar = Sidebar(albums: albums, renderer: renderer, measurer: measurer, scale: Double(pixelWidth) / Double(max(1, width)))
    SidebarApp(window: window, renderer: renderer, sidebar: sidebar, pager: pager, folio: folio, wake: wake,
               output: EventOutput(isEnabled: events)).run()
}

// First of all: closed standard descriptors reopened, SIGPIPE ignored, quit signals caught, so
// that a closed pipe or a signal at any moment ends the app cleanly.
SDLLibrary.prepareProcess()
OutputChannel.reportFailuresOnStandardError(prefix: "SidebarExample: ")

guard let options = CommandLineTool.parseOrExit(SidebarCommand.self, program: "SidebarExample") as? SidebarCommand else {
    fail("unexpected command", status: CommandLineOutcome.mistakeStatus)
}
var photosDirectory: String?
if let assets = options.assets {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: assets + "/photos", isDirectory: &isFolder), isFolder.boolValue else {
        fail("--assets expects Folio's assets folder (one holding photos/); '\(assets)' is not one", status: CommandLineOutcome.mistakeStatus)
    }
    photosDirectory = assets + "/photos"
}
guard let fontsDirectory = FontsLocator.locate(assets: options.assets) else {
    fail("cannot find the DejaVu fonts; pass --assets DIR (Folio's assets folder)", status: 1)
}
let size = options.size ?? Size(width: 900, height: 600)

do {
    // The app's own SDL set-up; SDLLibrary adds what Folio needs (its hints). Without a
    // display SDL would fall back to a driver that shows nothing, and the app would run unseen.
    if let problem = try SDLDisplayProblem.startLibrary() {
        fail(problem.message(command: (["SidebarExample"] + CommandLine.arguments.dropFirst()).joined(separator: " ")), status: 1)
    }
    // SDL_WINDOWPOS_CENTERED is a function-like macro Swift cannot import; its mask is the same.
    let centered = Int32(SDL_WINDOWPOS_CENTERED_MASK)
    guard let window = SDL_CreateWindow("Albums", centered, centered,
                                        Int32(size.width), Int32(size.height),
                                        SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue),
          let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
        throw SidebarError("cannot open a window: \(String(cString: SDL_GetError()))")
    }
    try runAlbums(window: window, renderer: renderer, fontsDirectory: fontsDirectory, photosDirectory: photosDirectory,
                  events: options.events)
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
} catch {
    fail("\(error)", status: 1)
}
SDLLibrary.stop()
EventOutput(isEnabled: options.events).finish()
OutputChannel.standardError.flush(timeout: CommandLineTool.finishTimeout)
exit(0)
