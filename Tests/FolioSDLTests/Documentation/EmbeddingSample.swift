import CSDL2
import FolioCore
import FolioSDL
import Foundation
import Testing

// The samples of the FolioSDL article "Embedding in your SDL app", as they appear there.
// `runAppWithPager` opens a window, so it is only compiled here; the helpers it uses are also
// run by the suite below, over a software renderer.

/// The app's own events: closing the window or Esc ends the loop.
func keepsRunning(after event: SDL_Event) -> Bool {
    if event.type == SDL_QUIT.rawValue { return false }
    return !(event.type == SDL_KEYDOWN.rawValue && UInt32(bitPattern: event.key.keysym.sym) == SDLK_ESCAPE.rawValue)
}

/// How long the loop may sleep in SDL_WaitEventTimeout: not at all while Folio wants frames,
/// else until its next deadline, else until an event (the wake is one) or a second has passed.
@MainActor
func millisecondsToSleep(for folio: SDLEmbeddedCollection) -> Int32 {
    if folio.needsDisplay { return 0 }
    guard let deadline = folio.nextDeadline else { return 1_000 }
    let milliseconds = (deadline - SDLEmbeddedCollection.currentTime) * 1_000
    return Int32(min(1_000, max(0, milliseconds)).rounded(.up))
}

/// What Folio draws behind and over the pages: a background of the app's colour.
@MainActor
final class AppChrome: HostChrome {
    var backgroundColor: Color { Color(red: 30, green: 30, blue: 34) }
}

@MainActor
func runAppWithPager(dataSource: any PagerDataSource, fontsDirectory: String) throws {
    try SDLLibrary.start()                         // SDL and the hints Folio needs
    defer { SDLLibrary.stop() }                    // last, after everything below has gone
    guard let window = SDL_CreateWindow("My app", 100, 100, 1000, 640, SDL_WINDOW_RESIZABLE.rawValue),
          let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue) else {
        throw SDLError("opening the window")
    }
    defer {                                        // runs after Folio's objects below have gone
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }
    let (measurer, backend) = try SDLRenderingBackend.make(fontsDirectory: fontsDirectory)
    let workers = WorkerPool(threadSetup: WorkerThreadPriority.lowerCurrentThread,
                             threadTeardown: SDLTextMeasurer.closeThreadFonts)
    defer { workers.shutdown() }                   // cancels running jobs, joins the threads
    let wake = SDLWakeSignal()                     // pushes one SDL event, from any thread
    let pager = PagerNode(backend: backend, renderMode: .asynchronous(workers), wake: { wake.wake() })
    pager.dataSource = dataSource
    let folio = SDLEmbeddedCollection(renderer: renderer, windowID: SDL_GetWindowID(window),
                                      textMeasurer: measurer, root: pager,
                                      chrome: AppChrome(), wake: { wake.wake() })

    var running = true
    var appChanged = true                          // the app's own drawing needs a frame
    var event = SDL_Event()
    while running {
        if SDL_WaitEventTimeout(&event, millisecondsToSleep(for: folio)) != 0 {
            repeat {
                if event.type == wake.eventType {  // workers finished, or main-queue work ran
                    wake.acknowledge()
                    folio.setNeedsDisplay()
                } else if !folio.handle(event) {   // not Folio's: the app's
                    if !keepsRunning(after: event) { running = false }
                    appChanged = true
                }
            } while SDL_PollEvent(&event) != 0
        }
        guard folio.update() || appChanged else { continue }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        SDL_SetRenderDrawColor(renderer, 50, 52, 60, 255)
        SDL_RenderClear(renderer)                  // the app's toolbar: the top 48 pixels
        folio.draw(in: Rect(x: 0, y: 48, width: Double(width), height: Double(height) - 48))
        SDL_RenderPresent(renderer)
        appChanged = false
        for report in folio.takeReports() {
            if case .collection(.settled(let page)) = report { print("on page \(page)") }
        }
    }
}

/// In an app that reaches SDL through a module of its own, `SDL_Event` is that module's type:
/// Folio takes the event by its address.
@MainActor
func offer(_ event: inout SDL_Event, to folio: SDLEmbeddedCollection) -> Bool {
    folio.handle(eventAt: &event)
}

@Suite("Documentation: Embedding in your SDL app", .serialized)
@MainActor
struct EmbeddingSampleTests {
    /// Runs `body` with an empty pager embedded over a software renderer on a 320×240 surface.
    private func withFolio(_ body: (SDLEmbeddedCollection) throws -> Void) throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let measurer = try RasterTestSupport.measurer()
        let backend = SDLRenderingBackend.make(textMeasurer: measurer)
        let pager = PagerNode(backend: backend, renderMode: .synchronous, wake: {})
        let folio = SDLEmbeddedCollection(renderer: renderer, windowID: 1, textMeasurer: measurer,
                                          root: pager, chrome: AppChrome(), wake: {})
        try body(folio)
    }

    @Test("the loop sleeps not at all before the first frame, and long once nothing is due")
    func sleeping() throws {
        try withFolio { folio in
            #expect(millisecondsToSleep(for: folio) == 0)
            folio.draw(in: Rect(x: 0, y: 48, width: 320, height: 192))
            #expect(millisecondsToSleep(for: folio) == 1_000)
            folio.setNeedsDisplay()
            #expect(millisecondsToSleep(for: folio) == 0)
        }
    }

    @Test("the app keeps Esc and closing the window, which Folio leaves to it")
    func appEvents() throws {
        try withFolio { folio in
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            var escape = SDL_Event()
            escape.type = SDL_KEYDOWN.rawValue
            escape.key.windowID = 1
            escape.key.keysym.sym = SDL_Keycode(bitPattern: SDLK_ESCAPE.rawValue)
            var right = escape
            right.key.keysym.sym = SDL_Keycode(bitPattern: SDLK_RIGHT.rawValue)
            #expect(!offer(&quit, to: folio) && !keepsRunning(after: quit))
            #expect(!offer(&escape, to: folio) && !keepsRunning(after: escape))
            #expect(offer(&right, to: folio) && keepsRunning(after: right))
        }
    }
}
