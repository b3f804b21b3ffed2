import CSDL2
import FolioCore

/// The window host: owns the SDL window and the main loop. It feeds input to a `PagerNode`, lets
/// it bring its pipeline up to date once a frame, turns finished page bitmaps into textures
/// within a budget, and draws the visible pages (a light placeholder where a page is not ready)
/// with the app's chrome on top. When nothing moves and no work is arriving, the loop sleeps in
/// `SDL_WaitEventTimeout`; workers wake it through an `SDLWakeSignal`. Main thread only.
@MainActor
public final class PagerHost {
    /// The colour behind the pages, seen through the rubber band's gap.
    public var backgroundColor = Color(red: 18, green: 18, blue: 21)
    /// The colour of a page whose content is not ready yet.
    public var placeholderColor = Color(red: 44, green: 46, blue: 52)
    /// The shape inside a placeholder that hints where the content goes.
    public var placeholderHighlight = Color(red: 56, green: 59, blue: 66)

    private let window: SDLWindow
    private let canvas: SDLCanvas
    private let textures: SDLPageTextureCache
    private let pager: PagerNode
    private let chrome: any PagerChrome
    private let wakeSignal: SDLWakeSignal
    private let onEvent: (PagerHostEvent) -> Void
    private var translator: SDLEventTranslator
    private var isRunning = false
    private var needsDisplay = true
    private var resizePending = false
    private var pendingReports: [PagerHostEvent] = []
    /// Pages already reported as drawn with their content.
    private var pagesShownWithContent = Set<Int>()
    /// What the frames so far showed.
    public private(set) var statistics = FrameStatistics()

    /// Creates the host. `onEvent` is called on the main thread after the frame that shows the
    /// event has been presented.
    public init(
        window: SDLWindow,
        fonts: SDLFontLibrary,
        pager: PagerNode,
        chrome: any PagerChrome,
        wakeSignal: SDLWakeSignal,
        onEvent: @escaping (PagerHostEvent) -> Void
    ) {
        self.window = window
        self.canvas = SDLCanvas(window: window, fonts: fonts)
        self.textures = SDLPageTextureCache(renderer: window.renderer)
        self.pager = pager
        self.chrome = chrome
        self.wakeSignal = wakeSignal
        self.onEvent = onEvent
        self.translator = SDLEventTranslator(windowSize: window.logicalSize)
    }

    /// Seconds on SDL's monotonic clock: the same clock as the timestamps on SDL's events.
    private var now: Double { Double(SDL_GetTicks64()) / 1000 }

    /// Runs the loop until the user quits (Esc, Q, closing the window, SIGINT or SIGTERM).
    /// The first frame waits (at most `firstFrameTimeout` seconds) for the visible pages, so the
    /// window opens with content rather than placeholders.
    public func run(firstFrameTimeout: Double = 2) {
        isRunning = true
        pager.setBounds(window.logicalSize, scale: window.scale, at: now)
        pager.waitUntilAllUpdatesAreCommitted(timeout: firstFrameTimeout)
        drawFrame()
        let size = window.logicalSize
        onEvent(.ready(page: pager.currentPageIndex, pages: pager.numberOfPages, width: Int(size.width), height: Int(size.height)))

        var event = SDL_Event()
        while isRunning {
            let frameStart = now
            if pager.scrollModel.isAnimating || needsDisplay {
                while SDL_PollEvent(&event) != 0 { handle(event) }
            } else if SDL_WaitEventTimeout(&event, waitTimeout(from: frameStart)) != 0 {
                handle(event)
                while SDL_PollEvent(&event) != 0 { handle(event) }
            }
            guard isRunning else { break }
            let isMoving = pager.tick(at: now)
            absorb(pager.takeEvents())
            if needsDisplay || isMoving || pagesAwaitUpload {
                drawFrame()
                paceFrame(startedAt: frameStart)
            }
        }
        onEvent(.quit)
    }

    /// Whether a bitmap is ready that has no texture yet (upload continues over frames).
    private var pagesAwaitUpload: Bool { textures.hasPendingUploads(from: pager) }

    /// How long to sleep waiting for input: until the model's next deadline, or a long while.
    private func waitTimeout(from time: Double) -> Int32 {
        guard let deadline = pager.scrollModel.nextDeadline else { return 60_000 }
        return Int32(max(0, min(60_000, ((deadline - time) * 1000).rounded(.up))))
    }

    private func handle(_ event: SDL_Event) {
        if event.type == wakeSignal.eventType {
            wakeSignal.acknowledge()
            needsDisplay = true
            return
        }
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
            case .resize(let size):
                pager.setBounds(size, scale: window.scale, at: input.time)
                resizePending = true
                needsDisplay = true
            default:
                pager.handle(input)
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
        let scale = window.scale
        let visible = pager.visiblePages()
        textures.update(from: pager, visible: visible.map(\.index))
        canvas.beginFrame(bounds: Rect(origin: .zero, size: size), scale: scale)
        canvas.clear(backgroundColor)
        if pager.numberOfPages == 0 {
            chrome.drawEmptyState(on: canvas)
        }
        var showedPlaceholder = false
        for page in visible {
            let frame = SDL_FRect(x: Float(page.frame.minX * scale), y: Float(page.frame.minY * scale),
                                  w: Float(page.frame.width * scale), h: Float(page.frame.height * scale))
            if textures.draw(page.index, in: frame) {
                if pagesShownWithContent.insert(page.index).inserted {
                    pendingReports.append(.content(page: page.index))
                }
            } else {
                drawPlaceholder(in: page.frame)
                showedPlaceholder = true
            }
        }
        chrome.drawChrome(position: pager.scrollModel.position, currentPage: pager.currentPageIndex,
                          pageCount: pager.numberOfPages, on: canvas)
        SDL_RenderPresent(window.renderer)
        statistics.recordFrame(showedPlaceholder: showedPlaceholder, uploads: textures.uploadsThisFrame)
        needsDisplay = false

        if resizePending {
            resizePending = false
            pendingReports.append(.resized(width: Int(size.width), height: Int(size.height), page: pager.currentPageIndex))
        }
        let reports = pendingReports
        pendingReports.removeAll()
        reports.forEach(onEvent)
    }

    /// A page whose content is not ready: a quiet panel shaped like a photo page.
    private func drawPlaceholder(in frame: Rect) {
        canvas.fill(frame, color: placeholderColor)
        let inset = min(frame.width, frame.height) * 0.06
        let photo = Rect(x: frame.minX + inset, y: frame.minY + inset,
                         width: frame.width - 2 * inset, height: frame.height * 0.62 - inset)
        canvas.fillRoundedRect(photo, radius: 12, color: placeholderHighlight)
    }

    /// Without vsync, an animation would spin as fast as the CPU allows: hold it to ~60 Hz.
    private func paceFrame(startedAt start: Double) {
        guard !window.hasVSync else { return }
        let remaining = 1.0 / 60 - (now - start)
        if remaining > 0 { SDL_Delay(UInt32(remaining * 1000)) }
    }
}
