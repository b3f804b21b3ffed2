import CSDL2
import FolioCore

/// The window host: owns the SDL window and the main loop, feeds input to the paging scroll
/// model and draws each frame through a `PagerContentRenderer`. When nothing moves, the loop
/// sleeps in `SDL_WaitEventTimeout` instead of spinning. Main thread only.
@MainActor
public final class PagerHost {
    /// The colour behind the pages, seen only through the gaps of the rubber band.
    public var backgroundColor = Color(red: 24, green: 24, blue: 28)

    private let window: SDLWindow
    private let canvas: SDLCanvas
    private let content: any PagerContentRenderer
    private let onEvent: (PagerHostEvent) -> Void
    private var model: PagingScrollModel
    private var translator: SDLEventTranslator
    private var isRunning = false
    private var needsDisplay = true
    /// Events to report once the frame that shows them has been presented.
    private var pendingReports: [PagerHostEvent] = []
    private var resizePending = false

    /// Creates the host for `window`, with a model whose viewport is made to match the window.
    /// `onEvent` is called on the main thread after the frame that shows the event is presented.
    public init(
        window: SDLWindow,
        fonts: SDLFontLibrary,
        model: PagingScrollModel,
        content: any PagerContentRenderer,
        onEvent: @escaping (PagerHostEvent) -> Void
    ) {
        self.window = window
        self.canvas = SDLCanvas(window: window, fonts: fonts)
        self.content = content
        self.onEvent = onEvent
        self.model = model
        self.translator = SDLEventTranslator(windowSize: window.logicalSize)
    }

    /// Seconds on SDL's monotonic clock: the same clock as the timestamps on SDL's events.
    private var now: Double { Double(SDL_GetTicks64()) / 1000 }

    /// Runs the loop until the user quits (Esc, Q, closing the window, SIGINT or SIGTERM).
    public func run() {
        isRunning = true
        model.handle(InputEvent(time: now, kind: .resize(window.logicalSize)))
        drawFrame()
        let size = window.logicalSize
        onEvent(.ready(page: model.currentPage, pages: model.pageCount, width: Int(size.width), height: Int(size.height)))

        var event = SDL_Event()
        while isRunning {
            let frameStart = now
            if model.isAnimating || needsDisplay {
                while SDL_PollEvent(&event) != 0 { handle(event) }
            } else if SDL_WaitEventTimeout(&event, waitTimeout(from: frameStart)) != 0 {
                handle(event)
                while SDL_PollEvent(&event) != 0 { handle(event) }
            }
            guard isRunning else { break }
            absorb(model.advance(to: now))
            if needsDisplay || model.isAnimating {
                drawFrame()
                paceFrame(startedAt: frameStart)
            }
        }
        onEvent(.quit)
    }

    /// How long to sleep waiting for input: until the model's next deadline, or a long while.
    private func waitTimeout(from time: Double) -> Int32 {
        guard let deadline = model.nextDeadline else { return 60_000 }
        return Int32(max(0, min(60_000, ((deadline - time) * 1000).rounded(.up))))
    }

    private func handle(_ event: SDL_Event) {
        if event.type == SDL_WINDOWEVENT.rawValue, UInt32(event.window.event) == SDL_WINDOWEVENT_EXPOSED.rawValue {
            needsDisplay = true
        }
        for input in translator.translate(event) {
            switch input.kind {
            case .quit, .key(.quit):
                isRunning = false
            case .key(.rotate):
                let size = window.logicalSize
                window.setLogicalSize(Size(width: size.height, height: size.width))
            case .key(.toggleOverlay):
                break
            case .resize:
                absorb(model.handle(input))
                resizePending = true
                needsDisplay = true
            default:
                absorb(model.handle(input))
                needsDisplay = true
            }
        }
    }

    private func absorb(_ events: [PagingEvent]) {
        for event in events {
            if case .settled(let page) = event { pendingReports.append(.settled(page: page)) }
            needsDisplay = true
        }
    }

    private func drawFrame() {
        let size = window.logicalSize
        canvas.beginFrame(bounds: Rect(origin: .zero, size: size), scale: window.scale)
        canvas.clear(backgroundColor)
        if model.pageCount == 0 {
            content.drawEmptyState(on: canvas)
        } else {
            for page in model.visiblePages() {
                content.drawPage(at: page.index, in: page.frame, on: canvas)
            }
        }
        content.drawChrome(position: model.position, currentPage: model.currentPage, pageCount: model.pageCount, on: canvas)
        SDL_RenderPresent(window.renderer)
        needsDisplay = false

        if resizePending {
            resizePending = false
            pendingReports.append(.resized(width: Int(size.width), height: Int(size.height), page: model.currentPage))
        }
        let reports = pendingReports
        pendingReports.removeAll()
        reports.forEach(onEvent)
    }

    /// Without vsync, an animation would spin as fast as the CPU allows: hold it to ~60 Hz.
    private func paceFrame(startedAt start: Double) {
        guard !window.hasVSync else { return }
        let remaining = 1.0 / 60 - (now - start)
        if remaining > 0 { SDL_Delay(UInt32(remaining * 1000)) }
    }
}
