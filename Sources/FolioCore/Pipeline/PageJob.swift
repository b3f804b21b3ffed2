/// The work a page needs, done on a worker: make the node (running its block, once), lay it out at
/// the page size, load heavy data, and rasterise the tree into one bitmap — each step only if
/// needed, cancellable between steps and between nodes. A plain value: usable on any thread.
struct PageJob: Sendable {
    let page: Int
    let generation: Int
    /// The block to run when the node does not exist yet.
    let block: CellNodeBlock?
    /// The node, when it exists already.
    let node: CellNode?
    /// A layout still valid for `size`, to reuse.
    let layout: Layout?
    let size: Size
    let scale: Double
    let needsPreload: Bool
    let needsBitmap: Bool
    let backend: RenderingBackend
    /// Cancelled when the page leaves the range that asked for this work. Node creation is never
    /// cancelled, so a block that started always delivers its node.
    let cancellation: CancellationToken

    /// Runs the steps and returns the one result to post. Called on a worker (or, for the
    /// synchronous baseline, on the main thread).
    func run() -> PageWorkResult {
        let node = self.node ?? block?() ?? CellNode()
        node.style.preferredSize = size
        let environment = backend.environment(scale: scale)
        func result(layout: Layout? = nil, preloaded: Bool = false, bitmap: (any PageBitmap)? = nil) -> PageWorkResult {
            PageWorkResult(page: page, generation: generation, node: node, layout: layout, size: size,
                           preloaded: preloaded, bitmap: bitmap, scale: scale)
        }
        guard !cancellation.isCancelled else { return result() }

        // A lazily built cell makes its content just before its first display.
        let builtContent = needsBitmap && node.loadContentIfNeeded()
        let layout = (builtContent ? nil : self.layout) ?? node.layout(in: .exactly(size), environment: environment)
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
        guard needsBitmap, let context = backend.rasterizer.makeContext(size: size, scale: scale) else {
            return result(layout: layout, preloaded: preloaded)
        }
        for element in elements {
            guard !cancellation.isCancelled else { return result(layout: layout, preloaded: preloaded) }
            (element.element as? DisplayNode)?.draw(in: element.frame, context: context, environment: environment)
        }
        return result(layout: layout, preloaded: preloaded, bitmap: backend.rasterizer.finish(context))
    }
}
