/// A cell drawn on the main thread, at display time, straight into the window: Texture's
/// interop with an ordinary UIKit cell, for content that must be live (a clock, a progress bar,
/// a level meter) rather than rasterised ahead on a worker. It is the exception: its closure runs
/// on the main thread in every frame that shows it, so what it draws must be cheap (a few shapes
/// and a short text), and nothing of it is prepared ahead.
///
/// It is made like any cell (in a node block on a worker, or on the main thread) and sized like
/// any cell (`style.preferredSize`, or the size its collection's layout gives it); the pipeline
/// lays it out on a worker but draws no bitmap for it, and the host counts it drawn once it is
/// laid out. Its background colour, if any, is filled before the closure runs; subnodes added
/// to it are laid out but not drawn. It mixes freely with cells drawn on workers, in a pager or
/// a collection, at any depth of nesting.
///
/// It draws again when asked (`setNeedsDisplay()`, from any thread) and, while it is on screen,
/// every `redrawInterval` seconds (0: every frame, for an animation). Off screen it is not drawn
/// and its interval wakes nothing (a `setNeedsDisplay()` still wakes the host for a frame). It
/// must be an item's cell itself: as a subnode of another cell it is never drawn.
/// Any thread.
///
/// ```swift
/// let bar = MainThreadCellNode(redrawInterval: 0) { canvas, frame, time in
///     let share = time.truncatingRemainder(dividingBy: 4) / 4
///     canvas.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width * share, height: frame.height), color: .white)
/// }
/// ```
public final class MainThreadCellNode: CellNode, @unchecked Sendable {
    /// Draws the cell's content on `canvas` within `frame` (logical pixels, in the coordinates the
    /// collection is drawn in: the window's, or an embedded collection's rectangle's),
    /// as it looks at `time` (seconds on the host's clock, the one frames and animations follow).
    /// The host clips it to the cell's frame and fades it with the cell during a batch update's
    /// animation. Main thread.
    public typealias Draw = @MainActor @Sendable (_ canvas: any Canvas, _ frame: Rect, _ time: Double) -> Void

    private struct State {
        var redrawInterval: Double?
        /// When the host last drew the cell, on its clock.
        var lastDrawTime: Double?
        var needsDisplay = false
        /// What `setNeedsDisplay()` calls: the collection showing the cell wakes its host.
        var displayHandler: (@Sendable () -> Void)?
    }

    private let drawBlock: Draw
    private let state: Locked<State>

    /// A cell that `draw` draws on the main thread each time the host shows it, and again every
    /// `redrawInterval` seconds while it is on screen (nil: only when it is shown anew or asked
    /// with `setNeedsDisplay()`; 0: every frame). Any thread, usually a node block's.
    public init(redrawInterval: Double? = nil, draw: @escaping Draw) {
        drawBlock = draw
        state = Locked(State(redrawInterval: Self.valid(redrawInterval)))
        super.init()
    }

    /// How often the cell draws again while on screen, in seconds: nil for only when asked, 0
    /// for every frame (it then keeps frames coming, like an animation, as long as it shows).
    /// Negative or non-finite values read as nil. Any thread.
    public var redrawInterval: Double? {
        get { state.withLock { $0.redrawInterval } }
        set {
            state.withLock { $0.redrawInterval = Self.valid(newValue) }
            setNeedsDisplay()
        }
    }

    /// Whether the cell asked to be drawn again and has not been since. Any thread.
    public var needsDisplay: Bool { state.withLock { $0.needsDisplay } }

    /// Asks for the cell to be drawn again in the next frame (a download's progress moved, a
    /// value changed): the host showing it wakes and draws a frame. The cell's size does not
    /// change; for that, `setNeedsLayout()`. Any thread.
    public func setNeedsDisplay() {
        let handler = state.withLock { state -> (@Sendable () -> Void)? in
            state.needsDisplay = true
            return state.displayHandler
        }
        handler?()
    }

    /// When the cell is due to be drawn again, on the host's clock: `redrawInterval` after it
    /// was last drawn; nil when it has no interval or was never drawn. Any thread.
    public var nextRedrawTime: Double? {
        state.withLock { state in
            guard let interval = state.redrawInterval, let last = state.lastDrawTime else { return nil }
            return last + interval
        }
    }

    /// Whether a host that drew the cell in its last frame must draw another by `time`: the cell
    /// asked to be drawn, redraws every frame, or is due. Any thread.
    public func wantsFrame(at time: Double) -> Bool {
        state.withLock { state in
            if state.needsDisplay { return true }
            guard let interval = state.redrawInterval else { return false }
            guard let last = state.lastDrawTime else { return true }
            return interval == 0 || last + interval <= time
        }
    }

    /// Draws the cell on `canvas` within `frame` (the collection's drawing coordinates) as it looks at `time` on
    /// the host's clock: its background, then its closure. The host calls it for each frame that
    /// shows the cell, with the clip and the fade in place. Main thread.
    @MainActor
    public func draw(on canvas: any Canvas, in frame: Rect, at time: Double) {
        state.withLock { state in
            state.needsDisplay = false
            state.lastDrawTime = time
        }
        if let color = backgroundColor {
            if cornerRadius > 0 {
                canvas.fillRoundedRect(frame, radius: cornerRadius, color: color)
            } else {
                canvas.fill(frame, color: color)
            }
        }
        drawBlock(canvas, frame, time)
    }

    /// Sets what `setNeedsDisplay()` calls: the collection showing the cell sets it when the
    /// node arrives.
    func setDisplayHandler(_ handler: (@Sendable () -> Void)?) {
        state.withLock { $0.displayHandler = handler }
    }

    private static func valid(_ interval: Double?) -> Double? {
        guard let interval, interval.isFinite, interval >= 0 else { return nil }
        return interval
    }
}
