import CSDL2
import FolioCore
import Foundation

/// One root collection (a pager, a grid, anything built on `CollectionNode`) shown in a
/// rectangle of a window whose main loop is the app's own. The app feeds it SDL events
/// (`handle(_:)` says whether Folio took each one), calls `update(now:)` and `draw(in:)` once
/// per frame and presents; Folio never presents, never reads the event queue and never sleeps.
/// `SDLHost` is this object in a loop of its own, filling its window.
///
/// Input is Folio's when it belongs to the rectangle: a press (mouse button or finger) inside it,
/// and the drag that follows wherever it goes until the release; the wheel over it; and, while
/// `hasKeyboardFocus` is true, the keys Folio uses (arrows, Page Up and Down, Home, End, Enter,
/// Space, + and -), and Esc while a zooming pager's page is zoomed (it zooms out; at the fit Esc
/// is the app's `.back`). Ctrl with the wheel zooms a zooming pager. Positions reach the collection in the rectangle's coordinates. Everything else is
/// left to the app, including the keys that are commands (Q, Esc, R, F1, Delete, letters) and
/// quitting (`SDL_QUIT`, or closing the window), which are also listed by `takeCommands()`.
/// A press held by the collection is cancelled when the window loses the focus, when SDL
/// reports the mouse without its left button, or by `cancelPointers()`.
///
/// Folio draws through the app's renderer inside the rectangle only: it sets the renderer's
/// viewport and clip to it while it draws, and puts back the app's viewport, clip, draw colour
/// and blend mode afterwards. The renderer must not have a logical size or a scale of its own,
/// and its target must be the window when the collection draws (see `draw(in:)`).
///
/// The collection's workers (through the root's own `wake`) and app code hopping to the main
/// thread (`DispatchQueue.main`, `MainActor`; through the `wake` given here) wake the app's loop
/// from any thread, so that a loop sleeping in `SDL_WaitEventTimeout` comes round;
/// `update(now:)` then runs the main queue's work and takes the workers'. Main thread only.
@MainActor
public final class SDLEmbeddedCollection {
    /// Dresses the root: background, placeholders, chrome. Main thread.
    public var chrome: any HostChrome
    /// The collection shown; `show(_:)` shows another. Main thread.
    public private(set) var root: CollectionNode
    /// The id SDL puts on the events of the window drawn into. Main thread.
    public let windowID: UInt32
    /// Whether the keys Folio uses go to the collection. The app moves the focus between its
    /// own controls and the collection (a click in one or the other, say). Main thread.
    public var hasKeyboardFocus = true
    /// Whether the debug overlay (frame times and ranges) is drawn over the collection. Main
    /// thread.
    public var showsDebugOverlay = false {
        didSet { needsDisplayFlag = true }
    }
    /// Whether the app hides the collection (a tab switched away, say): it wants no frames,
    /// `draw(in:)` draws nothing, and only its visible items are kept drawn, as while the window
    /// is hidden. Showing it again asks for a frame and restores its ranges. Input still reaches
    /// it: an app hiding it should stop offering events. Main thread.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden { stopShowing() } else { needsDisplayFlag = true }
            applyVisibility()
        }
    }

    let renderer: OpaquePointer
    let canvas: SDLCanvas
    let view: SDLCollectionView
    let mainQueue: SDLMainQueueDrain
    var translator = SDLEventTranslator(windowSize: .zero)
    /// The window's `SDLWindow`, when made from one: its scale and state are read through it.
    let window: SDLWindow?
    /// Where the collection is in the window, logical pixels.
    private(set) var placement: Rect = .zero
    /// Whether the app has placed the collection yet: until it has, the first frame (whose
    /// `draw(in:)` gives the rectangle) is wanted.
    private var isPlaced = false
    /// Whether the window is hidden or minimised, as its latest window events said.
    var windowIsHiddenNow = false
    /// Set when something changed that the next frame must show; cleared by drawing.
    var needsDisplayFlag = true
    /// What happened since the app last took the reports, in order.
    private var pendingReports: [HostEvent] = []
    /// The commands seen since the app last took them, in order.
    private var pendingCommands: [HostCommand] = []
    /// The presses that began inside the rectangle and have not ended.
    var capture = SDLPointerCapture()
    /// The system cursors shown over the collection, made when first shown.
    let cursors = SDLSystemCursors()
    var recorder = FrameRecorder()
    let debugOverlay = DebugOverlay()
    /// When the last `update(now:)` began, on the precise clock: the start of the frame's work.
    private var updateStart: Double?

    /// Shows `root` in a window of the app's: `renderer` is the app's `SDL_Renderer` (it must
    /// outlive this object, whose textures go with it), `windowID` its window's SDL id, which the
    /// events Folio takes carry. The chrome's text is set with `textMeasurer`, the one the
    /// workers' backend measures with (`SDLRenderingBackend.make`). `wake` is called from any thread when main-queue work waits
    /// while the app's loop may sleep (pass what the root's own `wake` does: push an event of the
    /// app's, and call `setNeedsDisplay()` when it arrives). The rectangle is empty until `rect`
    /// is set or `draw(in:)` is called. Main thread, after `SDLLibrary.start()`.
    public convenience init(renderer: OpaquePointer, windowID: UInt32, textMeasurer: SDLTextMeasurer, root: CollectionNode,
                            chrome: any HostChrome, wake: @escaping @Sendable () -> Void) {
        self.init(renderer: renderer, windowID: windowID, window: nil, textMeasurer: textMeasurer, root: root, chrome: chrome,
                  wake: wake)
    }

    /// Shows `root` in `window` (held until this object goes), as
    /// `init(renderer:windowID:textMeasurer:root:chrome:wake:)` does. Main thread.
    public convenience init(window: SDLWindow, textMeasurer: SDLTextMeasurer, root: CollectionNode, chrome: any HostChrome,
                            wake: @escaping @Sendable () -> Void) {
        self.init(renderer: window.renderer, windowID: window.id, window: window, textMeasurer: textMeasurer, root: root,
                  chrome: chrome, wake: wake)
    }

    private init(renderer: OpaquePointer, windowID: UInt32, window: SDLWindow?, textMeasurer: SDLTextMeasurer,
                 root: CollectionNode, chrome: any HostChrome, wake: @escaping @Sendable () -> Void) {
        self.renderer = renderer
        self.windowID = windowID
        self.window = window
        self.root = root
        self.chrome = chrome
        canvas = SDLCanvas(renderer: renderer, textMeasurer: textMeasurer, owner: window)
        view = SDLCollectionView(renderer: renderer, owner: window)
        mainQueue = SDLMainQueueDrain(wake: wake)
        // The chrome's text is laid out here, frame after frame: its fonts stay when the
        // workers' are let go of at rest.
        SDLTextMeasurer.keepThreadFontsAtRest()
    }

    /// Seconds on SDL's clock (`SDL_GetTicks64()`), the clock of SDL's event timestamps: what
    /// `update(now:)` expects. Any thread.
    nonisolated public static var currentTime: Double { SDLClock.now }

    /// What the frames drawn so far did and showed. Main thread.
    public var statistics: FrameStatistics { recorder.statistics }

    /// Where the collection is, in the window's logical pixels. Setting a rectangle of another
    /// size lays the collection out for it (the next `draw(in:)` does the same). Main thread.
    public var rect: Rect {
        get { placement }
        set { place(newValue, at: Self.currentTime) }
    }

    /// Whether a frame is wanted: something changed, the collection moves, a finished item waits
    /// for its texture or a spinner turns; never while the collection is hidden or its rectangle
    /// is empty, when there is nothing to draw. Main thread.
    public var needsDisplay: Bool { isShowing && (needsDisplayFlag || root.isMoving || view.needsFrames) }

    /// When the collection next needs a frame although nothing happens (a timed animation step),
    /// in seconds on `currentTime`'s clock; nil when nothing is timed, or while the collection is
    /// hidden or its rectangle empty. An app sleeping in `SDL_WaitEventTimeout` wakes by then.
    /// Main thread.
    public var nextDeadline: Double? { isShowing ? root.nextDeadline : nil }

    /// Whether there is anything to draw: the collection is not hidden, and its rectangle is not
    /// empty or is yet to be given.
    var isShowing: Bool { !isHidden && (!isPlaced || !placement.size.isEmpty) }

    /// Asks for a frame: call it when the wake event of the app's arrives (workers have finished
    /// items that are yet to be drawn). Main thread.
    public func setNeedsDisplay() {
        needsDisplayFlag = true
    }

    /// Shows `collection` instead of the root, in the same rectangle, from the next frame. The
    /// previous root keeps its state (offset, selection, items) for when it is shown again.
    /// Main thread.
    public func show(_ collection: CollectionNode) {
        guard collection !== root else { return }
        // What the old root reported up to now (the activation that opened the new one, say)
        // is still reported, in order.
        absorb(root.takeCollectionEvents())
        root = collection
        applyVisibility()
        if !placement.size.isEmpty { collection.setBounds(placement.size, scale: scale, at: Self.currentTime) }
        needsDisplayFlag = true
    }

    /// Runs the work waiting on the main queue, moves the collection on to `now` (seconds on
    /// `currentTime`'s clock), takes what the workers finished and gathers what the collection
    /// reports. Call it once per frame, before `draw(in:)`, and outside any block running on
    /// the main queue.
    ///
    /// - Returns: Whether a frame is wanted (as `needsDisplay` says). Main thread.
    @discardableResult
    public func update(now: Double = SDLEmbeddedCollection.currentTime) -> Bool {
        updateStart = SDLClock.preciseNow
        mainQueue.drain()
        return advance(to: now)
    }

    /// The reports since the last call, in order: the root's events (a page settled, an item was
    /// selected or activated) and each item whose content came on screen. Take them after
    /// presenting the frame that drew them; of an app that never does, only the newest
    /// `keptReportCount` are kept. Main thread.
    public func takeReports() -> [HostEvent] {
        defer { pendingReports.removeAll() }
        return pendingReports
    }

    /// The commands seen since the last call, in order: keys that are commands (while
    /// `hasKeyboardFocus` is true), and `.quit` for `SDL_QUIT` and for closing the window (SDL
    /// follows the closing of an app's last window with `SDL_QUIT`, so such an app sees `.quit`
    /// twice); the newest `keptReportCount` of an app that never takes them. Folio never takes
    /// their events: what they mean is the app's. Main thread.
    public func takeCommands() -> [HostCommand] {
        defer { pendingCommands.removeAll() }
        return pendingCommands
    }

    /// Moves the collection on to `now` and gathers its reports; whether a frame is wanted.
    func advance(to now: Double) -> Bool {
        let isMoving = root.tick(at: now)
        absorb(root.takeCollectionEvents())
        return isShowing && (needsDisplayFlag || isMoving || view.needsFrames)
    }

    /// Whether frames follow each other without input: the collection moves, or a texture or
    /// spinner wants the next frame.
    var wantsFramesBackToBack: Bool { isShowing && (root.isMoving || view.needsFrames) }

    /// Puts the collection at `rect`, laying it out at `time` when its size or the window's
    /// scale changed.
    func place(_ rect: Rect, at time: Double) {
        place(rect, scale: scale, at: time)
    }

    /// Puts the collection at `rect` in a window of `scale` physical pixels per logical pixel,
    /// laying it out at `time` when the root's size or scale differs: a window moved to a screen
    /// of another density keeps its logical size but needs its items drawn again.
    func place(_ rect: Rect, scale: Double, at time: Double) {
        if rect != placement || !isPlaced {
            placement = rect
            isPlaced = true
            needsDisplayFlag = true
        }
        guard !rect.size.isEmpty else {
            // Nothing can be drawn: no frame is wanted until the rectangle has room again.
            stopShowing()
            return
        }
        guard rect.size != root.bounds || scale != root.displayScale else { return }
        root.setBounds(rect.size, scale: scale, at: time)
        needsDisplayFlag = true
    }

    /// Nothing of the collection is on screen any more: no frame is owed, and the cells the last
    /// frame showed no longer ask for more.
    func stopShowing() {
        needsDisplayFlag = false
        view.forgetShownCells()
    }

    /// Holds the root to its visible items while nobody sees them (the app hides the collection,
    /// or the window is hidden or minimised), as Texture does, and lets it go when it is seen
    /// again; a forced mode of the app's own is left alone.
    func applyVisibility() {
        if isHidden || windowIsHiddenNow {
            if root.forcedRangeMode == nil { root.forcedRangeMode = .visibleOnly }
        } else if root.forcedRangeMode == .visibleOnly {
            root.forcedRangeMode = nil
        }
    }

    /// How many reports, and how many commands, wait at most for the app to take them: an app
    /// that never asks must not hold every report of a long session. Any thread.
    nonisolated public static let keptReportCount = 1_024

    func absorb(_ events: [CollectionEvent]) {
        guard !events.isEmpty else { return }
        report(events.map { .collection($0) })
        needsDisplayFlag = true
    }

    /// Adds `reports` to those waiting, dropping the oldest past `keptReportCount`.
    func report(_ reports: [HostEvent]) {
        pendingReports.append(contentsOf: reports)
        if pendingReports.count > Self.keptReportCount { pendingReports.removeFirst(pendingReports.count - Self.keptReportCount) }
    }

    /// Adds `command` to those waiting, dropping the oldest past `keptReportCount`.
    func list(_ command: HostCommand) {
        pendingCommands.append(command)
        if pendingCommands.count > Self.keptReportCount { pendingCommands.removeFirst() }
    }

    /// The drawing of the latest `update(now:)`'s frame has begun: its work started then.
    func takeUpdateStart() -> Double? {
        defer { updateStart = nil }
        return updateStart
    }
}
