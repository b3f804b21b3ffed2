import CSDL2
import FolioCore
import Foundation

/// The window host: owns the SDL window's main loop and shows one root collection at a time (a
/// pager, a grid, or anything else built on `CollectionNode`) filling the window, through one
/// `SDLEmbeddedCollection` (its event translator, view and texture cache); the app may swap the
/// root while the loop runs. Each iteration it hands SDL events to the embedded collection
/// (commands to the app's delegate first), drains the main dispatch queue, lets the root bring
/// its pipeline up to date, and draws a frame when something changed. When nothing moves and no
/// work is arriving, the loop sleeps in `SDL_WaitEventTimeout`; workers and main-queue
/// submissions wake it through an `SDLWakeSignal`. While frames follow each other, a `FramePacer`
/// holds them to the display's rate. An app with a loop of its own uses `SDLEmbeddedCollection`
/// directly. Main thread only.
@MainActor
public final class SDLHost {
    /// Hears events and is offered commands first.
    public weak var delegate: (any SDLHostDelegate)?
    /// Dresses the root: background, placeholders, chrome.
    public var chrome: any HostChrome {
        get { content.chrome }
        set { content.chrome = newValue }
    }
    /// The collection shown; setting another shows it at the window's size from the next frame.
    public var root: CollectionNode { content.root }

    private let window: SDLWindow
    /// The root in the whole window: its input, drawing and reports.
    private let content: SDLEmbeddedCollection
    private let wakeSignal: SDLWakeSignal
    /// The text fields over the root: their focus, input and drawing (`textFields`).
    let fields: SDLTextFields
    private var isRunning = false
    private var resizePending = false
    private var pendingReports: [HostEvent] = []
    /// Measures presents and says how long to sleep between frames drawn back to back.
    private var pacer: FramePacer
    /// Lets go of the spare textures, every thread's fonts and the C heap's free pages once the
    /// loop comes to rest; the fonts before the trim, so that their heap is among what it returns.
    private lazy var idleMemory = IdleMemoryReleaser(release: { [weak self] in self?.releaseSpareTextures() },
                                                     releaseInBackground: {
                                                         SDLTextMeasurer.releaseEveryThreadFonts()
                                                         MallocHeap.trim()
                                                     })

    /// What the frames so far did and showed. Main thread.
    public var statistics: FrameStatistics { content.statistics }

    /// Input to play instead of waiting for a person (the benchmark). While a script is set,
    /// frames are drawn at a steady 60 Hz on the host's own clock, whether or not anything moves.
    public var script: InputScript?
    /// When set, before the first frame every item within this many screenfuls of the start is
    /// made, drawn and uploaded, and the ranges keep them for the whole run, whatever the memory
    /// budget: the benchmark's "floor" (drawing and nothing else) and its worker-throughput figure.
    public var prewarmScreenfuls: Double?
    /// What the prewarm did: the items it drew and the seconds it took from the pipeline's start.
    public private(set) var prewarmResult: (pages: Int, seconds: Double, complete: Bool)?
    /// When set, every frame presented is also written as a PNG (read back after drawing, so the
    /// frames are late but unchanged). Main thread.
    public var frameWriter: SDLFrameWriter?
    /// Room kept clear around the root for the app's bars (a title row, a status line), in logical
    /// pixels: the root fills the window less these, and the chrome's `drawBars` draws in them.
    /// Main thread.
    public var insets: EdgeInsets = .zero {
        didSet {
            guard insets != oldValue, isRunning else { return }
            content.place(rootFrame(inWindowOf: window.logicalSize), at: SDLClock.now)
            content.setNeedsDisplay()
        }
    }
    /// Whether the debug overlay (F1: frame times and ranges) is shown.
    public var showsDebugOverlay: Bool {
        get { content.showsDebugOverlay }
        set { content.showsDebugOverlay = newValue }
    }

    /// Creates the host showing `root` in `window`, setting the chrome's text with `textMeasurer`
    /// (the one the workers' backend measures with: `SDLRenderingBackend.make`). Main thread.
    public init(window: SDLWindow, textMeasurer: SDLTextMeasurer, root: CollectionNode, chrome: any HostChrome,
                wakeSignal: SDLWakeSignal) {
        self.window = window
        self.wakeSignal = wakeSignal
        content = SDLEmbeddedCollection(window: window, textMeasurer: textMeasurer, root: root, chrome: chrome,
                                        wake: { wakeSignal.wake() })
        self.pacer = FramePacer(period: window.refreshPeriod)
        fields = SDLTextFields(windowID: window.id, layoutMaker: textMeasurer,
                               textures: SDLTextFieldTextures(renderer: window.renderer, owner: window))
    }

    /// Shows `collection` instead of the root, at the window's size, from the next frame. The
    /// previous root keeps its state (offset, selection, items) for when it is shown again.
    /// Main thread.
    public func show(_ collection: CollectionNode) {
        content.show(collection)
    }

    /// Ends the loop after the current iteration. Main thread.
    public func stop() {
        isRunning = false
    }

    /// The window's size in logical pixels. Main thread.
    public var windowSize: Size { window.logicalSize }

    /// Asks for a frame: the app's bars changed (a count, a progress). Main thread.
    public func setNeedsDisplay() {
        content.setNeedsDisplay()
    }

    /// Where the root is in a window of `size`: all of it less `insets`.
    private func rootFrame(inWindowOf size: Size) -> Rect {
        let width = max(0, size.width - insets.left - insets.right), height = max(0, size.height - insets.top - insets.bottom)
        return Rect(x: insets.left, y: insets.top, width: width, height: height)
    }

    /// Whether the host keeps bars around the root.
    private var hasBars: Bool { insets != .zero }

    /// The longest the loop sleeps waiting for input, in milliseconds, when nothing is due: a
    /// wake event, input or a signal ends the wait sooner.
    private static let longestWait: Int32 = 60_000
    /// The longest a prewarm waits for its items, in seconds: far more than any benchmark's
    /// prewarm takes, only so that a stuck pipeline ends the run rather than hanging it.
    private static let longestPrewarm = 300.0
    /// How often the start-up waits look for a quit signal, in seconds.
    private static let waitSlice = 0.05

    /// Runs the loop until the user quits (Q, Esc unless the app takes it, closing the window,
    /// SIGINT, SIGTERM or SIGHUP), the app calls `stop()`, or the script ends it. The first frame
    /// waits (at most `firstFrameTimeout` seconds) for the visible items, so the window opens
    /// with content rather than placeholders; a quit signal during that wait (or a prewarm's)
    /// returns at once, before any frame. Main thread.
    public func run(firstFrameTimeout: Double = 2) {
        isRunning = true
        fields.start()
        // The prewarm keeps every item it makes, however much they hold.
        if let screenfuls = prewarmScreenfuls { root.prewarm(screenfuls: screenfuls) }
        let pipelineStart = SDLClock.preciseNow
        content.place(rootFrame(inWindowOf: window.logicalSize), at: SDLClock.now)
        waitUntilDrawn(.visible, timeout: firstFrameTimeout)
        if prewarmScreenfuls != nil {
            let complete = waitUntilDrawn(.display, timeout: Self.longestPrewarm)
            // Collections nested on screen count their items too.
            prewarmResult = (root.itemsInDisplayRange, SDLClock.preciseNow - pipelineStart, complete)
            content.view.uploadAll(from: root)
        }
        guard !SDLSignalWatcher.hasReceivedQuitSignal else { return }
        drawFrame(workStart: nil, reports: false)
        let size = window.logicalSize
        // The first frame is ready before anything it showed (its content) is reported.
        delegate?.host(self, didReport: .ready(width: Int(size.width), height: Int(size.height)))
        flushReports()

        let player = script.map { SDLInputScriptPlayer(script: $0, windowID: window.id) }
        var nextFrame = SDLClock.preciseNow
        var event = SDL_Event()
        while isRunning, !SDLSignalWatcher.hasReceivedQuitSignal {
            player?.pushDueEvents(at: SDLClock.now)
            let workStart: Double
            if player != nil || content.needsDisplay {
                workStart = SDLClock.preciseNow
                while SDL_PollEvent(&event) != 0 { handle(event) }
            } else {
                let hasEvent = SDL_WaitEventTimeout(&event, waitTimeout(from: SDLClock.now)) != 0
                workStart = SDLClock.preciseNow
                if hasEvent {
                    handle(event)
                    while SDL_PollEvent(&event) != 0 { handle(event) }
                }
            }
            // App code hopping to the main thread (DispatchQueue.main, MainActor) runs here.
            content.mainQueue.drain()
            guard isRunning, !SDLSignalWatcher.hasReceivedQuitSignal else { break }
            let wantsFrame = content.advance(to: SDLClock.now) || fields.needsDisplay(at: SDLClock.now)
            idleMemory.observe(isAtRest: !wantsFrame && workersAreIdle, at: SDLClock.now)
            if player != nil || wantsFrame {
                drawFrame(workStart: workStart)
                let rest = pacer.framePresented(startedAt: workStart, presentedAt: SDLClock.preciseNow)
                if player != nil {
                    nextFrame = waitForNextFrame(after: nextFrame)
                } else if rest > 0, content.wantsFramesBackToBack {
                    // Only frames that follow each other are paced: after a lone frame (a key, a
                    // wake) the loop goes back to waiting, where the next event ends the wait.
                    Thread.sleep(forTimeInterval: rest)
                }
            }
        }
        isRunning = false
    }

    /// Waits at most `timeout` seconds for `items` to be drawn, in slices of `waitSlice`, so that
    /// a quit signal ends the wait within one slice.
    ///
    /// - Returns: Whether the items were drawn.
    @discardableResult
    private func waitUntilDrawn(_ items: CollectionNode.DrawnItems, timeout: Double) -> Bool {
        let deadline = SDLClock.preciseNow + timeout
        while !SDLSignalWatcher.hasReceivedQuitSignal {
            let remaining = deadline - SDLClock.preciseNow
            if root.waitUntilItemsAreDrawn(in: items, timeout: min(remaining, Self.waitSlice)) { return true }
            if remaining <= Self.waitSlice { return false }
        }
        return false
    }

    /// How long to sleep waiting for input: until the root's next deadline, the idle memory
    /// release's or a focused field's caret blink, or a long while.
    private func waitTimeout(from time: Double) -> Int32 {
        guard let deadline = [root.nextDeadline, idleMemory.nextDeadline, fields.nextDeadline(after: time)].compactMap({ $0 }).min()
        else { return Self.longestWait }
        return Int32(max(0, min(Double(Self.longestWait), ((deadline - time) * 1000).rounded(.up))))
    }

    /// Whether the root's workers have nothing queued or running.
    private var workersAreIdle: Bool {
        guard case .asynchronous(let scheduler) = root.renderMode else { return true }
        return scheduler.isIdle
    }

    /// Destroys the spare textures of the root's cache and of its nested collections near the
    /// window: at rest they hold megabytes for nothing.
    private func releaseSpareTextures() {
        content.view.textures.releaseSpares()
        for collection in root.nestedCollectionsNearWindow { content.view.nestedTextures.cache(of: collection)?.releaseSpares() }
    }

    private func handle(_ event: SDL_Event) {
        if event.type == wakeSignal.eventType {
            wakeSignal.acknowledge()
            content.setNeedsDisplay()
            return
        }
        let window = SDLEventTranslator.windowEvent(event)
        // The window's size is the host's: the collection fills it.
        if let window, case .resized(let size) = window.kind {
            content.place(rootFrame(inWindowOf: size), at: window.time)
            content.setNeedsDisplay()
            resizePending = true
            return
        }
        // A focused field's keys, and presses in a field, are the field's alone.
        if fields.handle(event) { return }
        content.handle(event)
        fields.followPointer(event, cursors: content.cursors)
        reportInput()
        let commands = content.takeCommands()
        // SDL follows the closing of the host's only window with SDL_QUIT: the delegate is
        // offered that quit alone, once.
        if window?.kind == .closed { return }
        for command in commands { perform(command) }
    }

    /// Reports what the input just handled caused (a selection, an activation) now, before the
    /// next input is handled: reported after the next frame, it would come after whatever the
    /// app reports at once for a quick next key (a pager closed by Esc). What comes on screen
    /// (motion at rest, content, a new size) waits for the frame that shows it.
    private func reportInput() {
        content.absorb(root.takeCollectionEvents())
        var now: [HostEvent] = []
        for report in content.takeReports() {
            if case .collection(let event) = report, event.reportsInput { now.append(report) } else { pendingReports.append(report) }
        }
        for report in now { delegate?.host(self, didReport: report) }
    }

    /// Offers `command` to the delegate, then carries it out if the delegate did not.
    private func perform(_ command: HostCommand) {
        content.setNeedsDisplay()
        if delegate?.host(self, perform: command) == true { return }
        switch command {
        case .quit, .back:
            isRunning = false
        case .toggleDebugOverlay:
            showsDebugOverlay.toggle()
        case .rotate:
            let size = window.logicalSize
            window.setLogicalSize(Size(width: size.height, height: size.width))
        case .delete, .shortcut, .find:
            // What they mean is the app's alone.
            break
        }
    }

    /// Draws and presents a frame, then reports what it showed unless `reports` is false.
    /// `workStart` is when the frame's main-thread work began; frames without one (the first,
    /// which waits for content) are not counted.
    private func drawFrame(workStart: Double?, reports: Bool = true) {
        let size = window.logicalSize
        if hasBars { content.drawBars(around: content.rect, inWindowOf: size) }
        content.draw(in: content.rect, workStart: workStart)
        content.drawTextFields(fields, inWindowOf: size, at: SDLClock.now)
        // After the work is measured: recording slows frames, but does not count as their work.
        frameWriter?.writeFrame(of: window.renderer)
        SDL_RenderPresent(window.renderer)
        fields.framePresented()
        pendingReports.append(contentsOf: content.takeReports())

        if resizePending {
            resizePending = false
            pendingReports.append(.resized(width: Int(size.width), height: Int(size.height)))
        }
        if reports { flushReports() }
    }

    /// Sends the reports gathered since the last flush, in order.
    private func flushReports() {
        let reports = pendingReports
        pendingReports.removeAll()
        for report in reports { delegate?.host(self, didReport: report) }
    }

    /// Sleeps until one 60 Hz period after `previous` on the host's own clock and returns that
    /// frame time; a frame that ran late starts the schedule afresh from now. A script runs at
    /// 60 Hz on every display and driver, so that its runs compare: where presenting waits for a
    /// 60 Hz display the sleep is only what is left after the present's own wait.
    private func waitForNextFrame(after previous: Double) -> Double {
        let next = previous + FrameStatistics.frameBudget
        let current = SDLClock.preciseNow
        guard next > current else { return current }
        Thread.sleep(forTimeInterval: next - current)
        return next
    }
}
