import Synchronization

/// The work an item needs, done on a worker: make the node (running its block, once), lay it out
/// within its constrained size, load heavy data, and rasterise the tree into one bitmap — each step only if
/// needed, cancellable between steps and between nodes, and inside long work through the token in
/// its layout environment. A plain value: usable on any thread.
struct ItemJob: Sendable {
    /// The element the job works for (its identity, which outlives index changes).
    let element: Int
    let generation: Int
    /// The element's content version when the job was made: a result for an older one (the
    /// cell asked to be laid out again meanwhile) brings its node but not its layout or bitmap.
    let contentVersion: Int
    /// The block to run when the node does not exist yet.
    let block: CellNodeBlock?
    /// The node, when it exists already.
    let node: CellNode?
    /// A layout still valid for `range`, to reuse.
    let layout: Layout?
    /// The sizes the node is laid out within: exact for pages and grid cells, open in height for
    /// a list's rows, which measure themselves.
    let range: SizeRange
    let scale: Double
    let needsPreload: Bool
    let needsBitmap: Bool
    let backend: RenderingBackend
    /// Decides between the worker starting the job and the main thread withdrawing it, and
    /// cancels the optional steps of a job that started.
    let ticket: Ticket

    /// Runs the steps and returns the one result to post, or nil when the job was withdrawn
    /// before it started (its block then never runs, and nobody waits for a result). Called on a
    /// worker (or, for the synchronous baseline, on the main thread).
    func run() -> ItemWorkResult? {
        guard ticket.start() else { return nil }
        let cancellation = ticket.steps
        let node = self.node ?? block?() ?? CellNode()
        // Long work inside the steps (a decode, a long text) checks the same token.
        var environment = backend.environment(scale: scale, cancellation: cancellation)
        environment.imageFetchPriority = needsBitmap ? .display : .preload
        // A node whose content arrives later (a download) asks for the cell to be drawn again.
        environment.contentChanged = { [weak node] in node?.setNeedsLayout() }
        func result(layout: Layout? = nil, preloaded: Bool = false, bitmap: (any ItemBitmap)? = nil,
                    unavailableReason: String? = nil) -> ItemWorkResult {
            ItemWorkResult(element: element, generation: generation, contentVersion: contentVersion, node: node, layout: layout, range: range,
                           size: layout?.size ?? range.min, preloaded: preloaded, bitmap: bitmap, scale: scale,
                           unavailableReason: unavailableReason)
        }
        guard !cancellation.isCancelled else { return result() }

        // A lazily built cell makes its content just before its first display.
        let builtContent = needsBitmap && node.loadContentIfNeeded()
        let layout = (builtContent ? nil : self.layout) ?? node.layout(in: range, environment: environment)
        guard !cancellation.isCancelled else { return result(layout: layout) }

        let elements = layout.flattened()
        var preloaded = false
        if needsPreload || needsBitmap {
            for element in elements {
                guard !cancellation.isCancelled else { return result(layout: layout) }
                (element.element as? DisplayNode)?.preload(size: element.frame.size, environment: environment)
            }
            preloaded = true
        }
        // A cell drawn on the main thread at display time has no bitmap to wait for, and an
        // empty one nothing to draw.
        guard needsBitmap, !(node is MainThreadCellNode), !layout.size.isEmpty else {
            return result(layout: layout, preloaded: preloaded)
        }
        // A cell larger than the platform's largest bitmap is drawn at a scale that fits, and
        // shown stretched to its frame: softer, never blank.
        let limits = backend.rasterizer.bitmapLimits
        guard let drawingScale = limits.scale(toFit: layout.size, at: scale),
              let context = backend.rasterizer.makeContext(size: layout.size, scale: drawingScale) else {
            let reason = Self.undrawableReason(size: layout.size, scale: scale, limits: limits)
            return result(layout: layout, preloaded: preloaded, bitmap: unavailableBitmap(size: layout.size, reason: reason, environment: environment),
                          unavailableReason: reason)
        }
        // Cancellation is asked between nodes; decorations and alpha are drawn on the way.
        guard layout.draw(into: context, environment: environment) else { return result(layout: layout, preloaded: preloaded) }
        var finished = result(layout: layout, preloaded: preloaded, bitmap: backend.rasterizer.finish(context))
        // Content drawn now in place of the placeholder it showed asks for a fade.
        finished.arrivalFadeDuration = elements.compactMap { ($0.element as? any ArrivingContent)?.takeArrivalFadeDuration() }.max()
        return finished
    }

    /// The longest side, logical pixels, of the stand-in bitmap for a cell that cannot be drawn:
    /// it is stretched to the cell's frame, and the panel needs no more to read.
    static let unavailablePanelSide = 512.0

    /// A bitmap of the unavailable panel saying `reason`, for a cell of `size` that cannot be
    /// drawn: at most `unavailablePanelSide` on a side (less to fit the limits), stretched to
    /// the cell's frame when shown. Nil when even that cannot be made (memory is that short).
    private func unavailableBitmap(size: Size, reason: String, environment: LayoutEnvironment) -> (any ItemBitmap)? {
        let side = Self.unavailablePanelSide
        let panelSize = Size(width: min(max(size.width, 1), side), height: min(max(size.height, 1), side))
        let rasterizer = backend.rasterizer
        guard let drawingScale = rasterizer.bitmapLimits.scale(toFit: panelSize, at: scale),
              let context = rasterizer.makeContext(size: panelSize, scale: drawingScale) else { return nil }
        UnavailablePanel.draw(title: UnavailablePanel.itemTitle, reason: reason, in: Rect(origin: .zero, size: panelSize),
                              cornerRadius: 0, context: context, environment: environment)
        return rasterizer.finish(context)
    }

    /// Why a cell of `size` at `scale` cannot be drawn: too long for any scale to fit `limits`,
    /// or no memory for its bitmap.
    static func undrawableReason(size: Size, scale: Double, limits: BitmapLimits) -> String {
        let points = "\(Self.describe(size.width))×\(Self.describe(size.height)) points"
        guard limits.scale(toFit: size, at: scale) != nil else {
            return "a cell of \(points) is too long to draw (a bitmap's side is at most \(limits.maximumSide) pixels)"
        }
        return "no memory for the bitmap of a cell of \(points)"
    }

    /// `value` rounded to a whole number for a message, or as it is when not finite.
    private static func describe(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int(value.rounded())) : String(value)
    }
}

extension ItemJob {
    /// The one claim on a job that its worker and the main thread race for: either the worker
    /// starts the job (and from then on it runs its node block, if any, and posts a result), or
    /// the main thread withdraws it first (and then the block never runs and nothing is posted).
    /// A node block handed to a job is thus run at most once, and either delivers its node or is
    /// known on the main thread not to have run, so the item can ask for it again. Any thread.
    final class Ticket: Sendable {
        private enum Phase: UInt8, AtomicRepresentable {
            case waiting, started, withdrawn
        }

        private let phase = Atomic<Phase>(.waiting)
        /// The scheduler's token for the job's work item: cancelled by a withdrawal, so that a
        /// queue drops the item rather than keeping its block and node alive, or by a scheduler
        /// that shuts down while the job runs.
        let item = CancellationToken()
        /// Cancels the optional steps (layout, preloading, rasterising) of a job that started;
        /// it still posts its result, node included. Cancelled from the main thread; linked to
        /// `item`, so it also reads cancelled once the scheduler shuts down. It is the token the
        /// job's layout environment carries.
        let steps: CancellationToken

        init() {
            steps = CancellationToken(linkedTo: item)
        }

        /// Claims the job for the worker about to run it; false if it was withdrawn first.
        /// Called once, at the start of `run()`.
        func start() -> Bool {
            phase.compareExchange(expected: .waiting, desired: .started, ordering: .acquiringAndReleasing).exchanged
        }

        /// Takes the job back if no worker has started it: true means it will never run nor post
        /// a result. False means it has started (its result will come) or was withdrawn before.
        /// Main thread.
        func withdraw() -> Bool {
            let withdrawn = phase.compareExchange(expected: .waiting, desired: .withdrawn, ordering: .acquiringAndReleasing).exchanged
            if withdrawn { item.cancel() }
            return withdrawn
        }
    }
}
