import CSDL2
import FolioCore
import Foundation

/// The window host: owns the SDL window and the main loop. It feeds input to a `PagerNode`, lets
/// it bring its pipeline up to date once a frame, turns finished page bitmaps into textures
/// within a budget, and draws the visible pages (a light placeholder where a page is not ready)
/// with the app's chrome on top. When nothing moves and no work is arriving, the loop sleeps in
/// `SDL_WaitEventTimeout`; workers wake it through an `SDLWakeSignal`. While frames follow each
/// other, a `FramePacer` holds them to the display's rate where presenting does not wait for it.
/// Main thread only.
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
    /// Measures presents and says how long to sleep between frames drawn back to back.
    private var pacer: FramePacer
    /// Pages already reported as drawn with their content.
    private var pagesShownWithContent = Set<Int>()
    /// What the frames so far did and showed.
    public private(set) var statistics = FrameStatistics()

    /// Input to play instead of waiting for a person (the benchmark). While a script is set,
    /// frames are drawn at a steady 60 Hz on the host's own clock, whether or not anything moves.
    public var script: InputScript?
    /// When set, before the first frame every page within this many screenfuls of the start is
    /// made, drawn and uploaded, and the ranges keep them for the whole run, whatever the memory
    /// budget: the benchmark's "floor" (drawing and nothing else) and its worker-throughput figure.
    public var prewarmScreenfuls: Double?
    /// What the prewarm did: the pages it drew and the seconds it took from the pipeline's start.
    public private(set) var prewarmResult: (pages: Int, seconds: Double, complete: Bool)?
    /// Whether the debug overlay (F1: frame times and ranges) is shown.
    public var showsDebugOverlay = false
    private let debugOverlay = DebugOverlay()

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
        self.pacer = FramePacer(period: window.refreshPeriod)
    }

    /// The longest the loop sleeps waiting for input, in milliseconds, when nothing is due: a
    /// wake event, input or a signal ends the wait sooner.
    private static let longestWait: Int32 = 60_000
    /// The longest a prewarm waits for its pages, in seconds: far more than any benchmark's
    /// prewarm takes, only so that a stuck pipeline ends the run rather than hanging it.
    private static let longestPrewarm = 300.0
    /// How often the start-up waits look for a quit signal, in seconds.
    private static let waitSlice = 0.05

    /// Seconds on SDL's monotonic clock: the same clock as the timestamps on SDL's events.
    private var now: Double { Double(SDL_GetTicks64()) / 1000 }

    /// Seconds on a high-resolution monotonic clock, for measuring the main thread's work.
    private var preciseNow: Double { Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency()) }

    /// Runs the loop until the user quits (Esc, Q, closing the window, SIGINT, SIGTERM or SIGHUP)
    /// or the script ends it. The first frame waits (at most `firstFrameTimeout` seconds) for the
    /// visible pages, so the window opens with content rather than placeholders; a quit signal
    /// during that wait (or a prewarm's) returns at once, before any frame. It does not report
    /// `.quit`: the app does, once it has shut its workers and SDL down after this returns.
    public func run(firstFrameTimeout: Double = 2) {
        isRunning = true
        if let screenfuls = prewarmScreenfuls {
            pager.rangeTuning = .uniform(screenfuls: screenfuls)
            // The prewarm keeps every page it makes, however much they hold.
            pager.memoryBudget = .max
        }
        let pipelineStart = preciseNow
        pager.setBounds(window.logicalSize, scale: window.scale, at: now)
        // Starts the pipeline; the wait itself is below, where a signal can end it.
        pager.waitUntilAllUpdatesAreCommitted(timeout: 0)
        waitUntilDrawn(.visible, timeout: firstFrameTimeout)
        if prewarmScreenfuls != nil {
            let complete = waitUntilDrawn(.display, timeout: Self.longestPrewarm)
            prewarmResult = (pager.ranges.display.count, preciseNow - pipelineStart, complete)
            textures.uploadAll(from: pager)
        }
        guard !SDLSignalWatcher.hasReceivedQuitSignal else { return }
        drawFrame(workStart: nil, reports: false)
        let size = window.logicalSize
        // The first frame is ready before anything it showed (its content) is reported.
        onEvent(.ready(page: pager.currentPageIndex, pages: pager.numberOfPages, width: Int(size.width), height: Int(size.height)))
        flushReports()

        let player = script.map { SDLInputScriptPlayer(script: $0, windowID: window.id) }
        var nextFrame = preciseNow
        var event = SDL_Event()
        while isRunning, !SDLSignalWatcher.hasReceivedQuitSignal {
            player?.pushDueEvents(at: now)
            let workStart: Double
            if player != nil || pager.scrollModel.isAnimating || needsDisplay {
                workStart = preciseNow
                while SDL_PollEvent(&event) != 0 { handle(event) }
            } else {
                let hasEvent = SDL_WaitEventTimeout(&event, waitTimeout(from: now)) != 0
                workStart = preciseNow
                if hasEvent {
                    handle(event)
                    while SDL_PollEvent(&event) != 0 { handle(event) }
                }
            }
            guard isRunning, !SDLSignalWatcher.hasReceivedQuitSignal else { break }
            let isMoving = pager.tick(at: now)
            absorb(pager.takeEvents())
            if player != nil || needsDisplay || isMoving || pagesAwaitUpload {
                drawFrame(workStart: workStart)
                let rest = pacer.framePresented(startedAt: workStart, presentedAt: preciseNow)
                if player != nil {
                    nextFrame = waitForNextFrame(after: nextFrame)
                } else if rest > 0 {
                    Thread.sleep(forTimeInterval: rest)
                }
            }
        }
    }

    /// Waits at most `timeout` seconds for `items` to be drawn, in slices of `waitSlice`, so that
    /// a quit signal ends the wait within one slice.
    ///
    /// - Returns: Whether the items were drawn.
    @discardableResult
    private func waitUntilDrawn(_ items: PagerNode.DrawnItems, timeout: Double) -> Bool {
        let deadline = preciseNow + timeout
        while !SDLSignalWatcher.hasReceivedQuitSignal {
            let remaining = deadline - preciseNow
            if pager.waitUntilItemsAreDrawn(in: items, timeout: min(remaining, Self.waitSlice)) { return true }
            if remaining <= Self.waitSlice { return false }
        }
        return false
    }

    /// Whether a bitmap is ready that has no texture yet (upload continues over frames).
    private var pagesAwaitUpload: Bool { textures.hasPendingUploads(from: pager) }

    /// How long to sleep waiting for input: until the model's next deadline, or a long while.
    private func waitTimeout(from time: Double) -> Int32 {
        guard let deadline = pager.scrollModel.nextDeadline else { return Self.longestWait }
        return Int32(max(0, min(Double(Self.longestWait), ((deadline - time) * 1000).rounded(.up))))
    }

    private func handle(_ event: SDL_Event) {
        if event.type == wakeSignal.eventType {
            wakeSignal.acknowledge()
            needsDisplay = true
            return
        }
        if event.type == SDL_WINDOWEVENT.rawValue {
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_EXPOSED.rawValue:
                needsDisplay = true
            case SDL_WINDOWEVENT_HIDDEN.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue:
                // Nobody sees the pages: keep only the visible ones drawn (Texture does the same).
                if pager.forcedRangeMode == nil { pager.forcedRangeMode = .visibleOnly }
            case SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
                if pager.forcedRangeMode == .visibleOnly { pager.forcedRangeMode = nil }
                needsDisplay = true
            default:
                break
            }
        }
        for input in translator.translate(event) {
            switch input.kind {
            case .quit, .key(.quit):
                isRunning = false
            case .key(.debugOverlay):
                showsDebugOverlay.toggle()
                needsDisplay = true
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

    /// Draws and presents a frame, then reports what it showed unless `reports` is false.
    /// `workStart` is when the frame's main-thread work began; frames without one (the first,
    /// which waits for content) are not counted.
    private func drawFrame(workStart: Double?, reports: Bool = true) {
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
        if showsDebugOverlay { drawDebugOverlay() }
        // Renderers may queue drawing until presented: flush it so the frame's work includes it.
        SDL_RenderFlush(window.renderer)
        if let workStart {
            statistics.recordHeldBytes(pager.heldByteCount)
            statistics.recordFrame(work: preciseNow - workStart, showedPlaceholder: showedPlaceholder,
                                   uploads: textures.uploadsThisFrame)
        }
        let time = now
        for page in textures.pagesUploadedThisFrame {
            if let requested = pager.takeNodeRequestTime(forItemAt: page) {
                statistics.recordContentLatency(time - requested)
            }
        }
        SDL_RenderPresent(window.renderer)
        needsDisplay = false

        if resizePending {
            resizePending = false
            pendingReports.append(.resized(width: Int(size.width), height: Int(size.height), page: pager.currentPageIndex))
        }
        if reports { flushReports() }
    }

    /// Sends the reports gathered since the last flush, in order.
    private func flushReports() {
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

    private func drawDebugOverlay() {
        debugOverlay.draw(
            on: canvas, frameWorkMilliseconds: statistics.frameWork.suffix(120).map { $0 * 1000 },
            ranges: pager.ranges, pagesWithContent: textures.pages,
            position: pager.scrollModel.position, pageCount: pager.numberOfPages,
            isCircular: pager.scrollModel.isCircular, direction: pager.rangeController.direction,
            memory: (pager.heldByteCount, pager.memoryBudget)
        )
    }

    /// Sleeps until one 60 Hz period after `previous` on the host's own clock and returns that
    /// frame time; a frame that ran late starts the schedule afresh from now. A script runs at
    /// 60 Hz on every display and driver, so that its runs compare: where presenting waits for a
    /// 60 Hz display the sleep is only what is left after the present's own wait.
    private func waitForNextFrame(after previous: Double) -> Double {
        let next = previous + FrameStatistics.frameBudget
        let current = preciseNow
        guard next > current else { return current }
        Thread.sleep(forTimeInterval: next - current)
        return next
    }
}
