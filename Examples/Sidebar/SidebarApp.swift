import CSDL2
import FolioCore
import FolioSDL
import Foundation

/// The app: its own window, renderer and loop; its own sidebar on the left; and a Folio pager
/// embedded in the rest of the window. Choosing a row scrolls the pager to that album; settling
/// on a page, by a swipe or a key, lights that row. Main thread.
@MainActor
final class SidebarApp {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let sidebar: Sidebar
    private let pager: PagerNode
    private let folio: SDLEmbeddedCollection
    private let wake: SDLWakeSignal
    private let output: EventOutput
    private var isRunning = true
    /// Whether the app's own drawing (the sidebar) changed since the last frame.
    private var needsDisplay = true

    init(window: OpaquePointer, renderer: OpaquePointer, sidebar: Sidebar, pager: PagerNode, folio: SDLEmbeddedCollection,
         wake: SDLWakeSignal, output: EventOutput) {
        self.window = window
        self.renderer = renderer
        self.sidebar = sidebar
        self.pager = pager
        self.folio = folio
        self.wake = wake
        self.output = output
    }

    /// The window's size in logical pixels.
    private var windowSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// Physical pixels per logical pixel.
    private var scale: Double {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return max(1, Double(w) / max(1, windowSize.width))
    }

    /// Where the pager goes: everything right of the sidebar.
    private var pagerRect: Rect {
        let size = windowSize
        return Rect(x: Sidebar.width, y: 0, width: max(0, size.width - Sidebar.width), height: size.height)
    }

    /// Runs until Esc, Q or closing the window.
    func run() {
        drawFrame()
        let size = windowSize
        output.emit("ready", ["width": Int(size.width), "height": Int(size.height)])
        var event = SDL_Event()
        while isRunning {
            // Sleep until input, a wake or the pager's next deadline, unless a frame is due now.
            let busy = needsDisplay || folio.needsDisplay
            let deadline = folio.nextDeadline.map { max(0, ($0 - SDLEmbeddedCollection.currentTime) * 1000) } ?? 1000
            if SDL_WaitEventTimeout(&event, busy ? 0 : Int32(min(deadline.rounded(.up), 1000))) != 0 {
                handle(event)
                while SDL_PollEvent(&event) != 0 { handle(event) }
            }
            perform(folio.takeCommands())
            guard isRunning else { break }
            let start = SDL_GetTicks64()
            if folio.update() || needsDisplay { drawFrame() }
            // Presenting may not wait for the display: keep animation to about 60 frames a second.
            let spent = SDL_GetTicks64() - start
            if folio.needsDisplay, spent < 16 { SDL_Delay(UInt32(16 - spent)) }
        }
    }

    private func handle(_ event: SDL_Event) {
        if event.type == wake.eventType {
            wake.acknowledge()
            folio.setNeedsDisplay()
            return
        }
        // Up and Down are the sidebar's wherever the keyboard is; Folio gets the other keys.
        if event.type == SDL_KEYDOWN.rawValue {
            switch UInt32(bitPattern: event.key.keysym.sym) {
            case SDLK_ESCAPE.rawValue, SDLK_q.rawValue:
                isRunning = false
                return
            case SDLK_UP.rawValue:
                select(row: sidebar.selectedRow - 1)
                return
            case SDLK_DOWN.rawValue:
                select(row: sidebar.selectedRow + 1)
                return
            default:
                break
            }
        }
        if folio.handle(event) {
            // A press in the pager gives it the keyboard.
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue { setPagerFocus(true) }
            return
        }
        switch event.type {
        case SDL_QUIT.rawValue:
            isRunning = false
        case SDL_MOUSEBUTTONDOWN.rawValue where Int32(event.button.button) == SDL_BUTTON_LEFT:
            let point = Point(x: Double(event.button.x), y: Double(event.button.y))
            guard point.x < Sidebar.width else { break }
            setPagerFocus(false)
            if let row = sidebar.row(at: point) { select(row: row) }
        case SDL_WINDOWEVENT.rawValue:
            needsDisplay = true
        default:
            break
        }
    }

    /// Acts on the keys Folio listed as commands while the pager had the keyboard.
    private func perform(_ commands: [HostCommand]) {
        for command in commands {
            switch command {
            case .toggleDebugOverlay:
                folio.showsDebugOverlay.toggle()
            default:
                // Esc and Q are looked at before Folio sees them, and SDL_QUIT (which closing
                // the window sends) reaches `handle`; rotating, deleting and shortcuts mean
                // nothing in this app.
                break
            }
        }
    }

    /// Gives the keyboard to the pager or to the sidebar.
    private func setPagerFocus(_ pagerHasFocus: Bool) {
        guard folio.hasKeyboardFocus != pagerHasFocus else { return }
        folio.hasKeyboardFocus = pagerHasFocus
        sidebar.hasFocus = !pagerHasFocus
        needsDisplay = true
    }

    /// Lights `row` (if there is one) and scrolls the pager to its page.
    private func select(row: Int) {
        guard row >= 0, row < pager.numberOfPages, row != sidebar.selectedRow else { return }
        sidebar.selectedRow = row
        output.emit("sidebar", ["row": row])
        pager.scrollToPage(at: row, animated: true)
        needsDisplay = true
    }

    /// Draws the sidebar, then the pager beside it, presents, and acts on what the pager reports.
    private func drawFrame() {
        SDL_SetRenderDrawColor(renderer, 20, 20, 24, 255)
        SDL_RenderClear(renderer)
        sidebar.draw(on: renderer, height: windowSize.height, scale: scale)
        folio.draw(in: pagerRect)
        SDL_RenderPresent(renderer)
        needsDisplay = false
        for report in folio.takeReports() {
            guard case .collection(.settled(let page)) = report else { continue }
            output.emit("page", ["page": page])
            if page != sidebar.selectedRow {
                sidebar.selectedRow = page
                output.emit("sidebar", ["row": page])
                needsDisplay = true
            }
        }
    }
}
