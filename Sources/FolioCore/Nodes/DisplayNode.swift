
/// The base of every node: a piece of a page that has a layout style, may have subnodes and a
/// background, measures itself and draws itself into a bitmap. Nodes are made inside node blocks
/// on worker threads, laid out and drawn on workers, and handed to the main thread only as
/// references (for delegate calls and look-ups). Each node hears, on the main thread, when its
/// cell enters and leaves the preload and display ranges and the screen (`didEnterVisibleState()`
/// and the rest; see <doc:InterfaceStates>), and setting what it shows (a colour, a decoration,
/// a subclass's text or image) once its cell is shown lays the cell out again.
///
/// Thread safety: the properties below are lock-protected and may be read or set from any thread.
/// Subclasses that add state set it up in their initialiser (inside the node block) and protect
/// anything they change later; that is why the class is `@unchecked Sendable`. Such a subclass
/// must restate `@unchecked Sendable`, and the compiler checks nothing it adds: an app's own
/// nodes are better made as ``NodeComposition`` and ``Drawing`` values, which it does check (see
/// `CellNode`).
open class DisplayNode: LayoutElement, @unchecked Sendable {
    private struct Properties {
        var style = LayoutStyle()
        var backgroundColor: Color?
        var cornerRadius: Double = 0
        var subnodes: [DisplayNode] = []
        var decoration = NodeDecoration()
    }

    private let properties = Locked(Properties())
    /// The node's supernode and interface state (see `DisplayNode+InterfaceState.swift`).
    let tree = Locked(NodeTreeState())
    /// What makes the node tappable in a collection, and its pressed and hovered state (see
    /// `DisplayNode+Tapping.swift`).
    let tapping = Locked(NodeTapping())

    /// An empty node with the default style. Any thread.
    public init() {}

    /// How layout specs size and place the node. Any thread.
    public var style: LayoutStyle {
        get { properties.withLock { $0.style } }
        set { properties.withLock { $0.style = newValue } }
    }

    /// A colour drawn behind the node's content, or nil for none. Any thread.
    public var backgroundColor: Color? {
        get { properties.withLock { $0.backgroundColor } }
        set { properties.withLock { $0.backgroundColor = newValue }; contentDidChange() }
    }

    /// Rounds the background's corners, in logical pixels; the border and the shadow follow
    /// them. Any thread.
    public var cornerRadius: Double {
        get { properties.withLock { $0.cornerRadius } }
        set { properties.withLock { $0.cornerRadius = max(0, newValue) }; contentDidChange() }
    }

    /// The width of the border drawn just inside the node's frame, in logical pixels; 0 (the
    /// default) for none. Like a `CALayer`'s border it follows `cornerRadius` and is drawn over
    /// the node's content and its subnodes. A border under one physical pixel wide still takes
    /// one, so a hairline shows at any scale. Negative or non-finite widths count as 0. Any
    /// thread.
    public var borderWidth: Double {
        get { properties.withLock { $0.decoration.borderWidth } }
        set { properties.withLock { $0.decoration.borderWidth = newValue.isFinite ? max(0, newValue) : 0 }; contentDidChange() }
    }

    /// The border's colour, blended by its alpha; opaque black by default, as in Texture. Any
    /// thread.
    public var borderColor: Color {
        get { properties.withLock { $0.decoration.borderColor } }
        set { properties.withLock { $0.decoration.borderColor = newValue }; contentDidChange() }
    }

    /// A shadow drawn beneath the node (and its subtree) in the shape of its rounded frame, or
    /// nil (the default) for none. It is drawn inside the cell's bitmap only: see ``Shadow``.
    /// Any thread.
    public var shadow: Shadow? {
        get { properties.withLock { $0.decoration.shadow } }
        set { properties.withLock { $0.decoration.shadow = newValue }; contentDidChange() }
    }

    /// How opaque the node and its whole subtree are, from 0 (invisible: nothing of the subtree
    /// is drawn, at no cost) to 1 (the default), as a `CALayer`'s `opacity`. The subtree is drawn
    /// as a group and then blended at this opacity, so overlapping subnodes do not show through
    /// each other, and a subnode's own alpha multiplies with it. Values outside 0...1 are
    /// clamped; NaN counts as 1. Any thread.
    public var alpha: Double {
        get { properties.withLock { $0.decoration.alpha } }
        set { properties.withLock { $0.decoration.alpha = newValue.isNaN ? 1 : min(1, max(0, newValue)) }; contentDidChange() }
    }

    /// Everything the pipeline needs to decorate the node, read under one lock; a pressed
    /// tappable node is dimmed (`NodeTapping.pressedAlpha`). Any thread.
    var decoration: NodeDecoration {
        var decoration = properties.withLock { properties in
            var decoration = properties.decoration
            decoration.cornerRadius = properties.cornerRadius
            return decoration
        }
        if isTapPressed { decoration.alpha *= NodeTapping.pressedAlpha }
        return decoration
    }

    /// The nodes this node composes, in the order they were added. Any thread.
    public var subnodes: [DisplayNode] { properties.withLock { $0.subnodes } }

    /// Adds `node` as a subnode (once). Any thread, usually the node block's.
    public func addSubnode(_ node: DisplayNode) {
        properties.withLock { properties in
            guard !properties.subnodes.contains(where: { $0 === node }) else { return }
            properties.subnodes.append(node)
        }
        node.tree.withLock { $0.supernode = self }
    }

    // MARK: - Interface states (main thread)

    /// The node's cell entered the preload range: it is made and laid out, and its images load.
    /// The first of the entering calls, as in Texture; the node's `interfaceState` holds
    /// `.preload` already. The default does nothing. Main thread.
    @MainActor open func didEnterPreloadState() {}

    /// The node's cell entered the display range (it is drawn ahead), after
    /// `didEnterPreloadState()`. The default does nothing. Main thread.
    @MainActor open func didEnterDisplayState() {}

    /// The node's cell came on screen, after `didEnterDisplayState()`: start what only matters
    /// while it is seen (a clock, an animation). The default does nothing. Main thread.
    @MainActor open func didEnterVisibleState() {}

    /// The node's cell left the screen, the first of the exiting calls: stop what
    /// `didEnterVisibleState()` started. The default does nothing. Main thread.
    @MainActor open func didExitVisibleState() {}

    /// The node's cell left the display range (its bitmap is let go), after
    /// `didExitVisibleState()`. The default does nothing. Main thread.
    @MainActor open func didExitDisplayState() {}

    /// The node's cell left the preload range, or went (deleted, forgotten), the last of the
    /// exiting calls. The default does nothing. Main thread.
    @MainActor open func didExitPreloadState() {}

    // MARK: - Layout (worker threads)

    /// Override to compose subnodes with layout specs, as in Texture. Return nil for a leaf that
    /// measures itself with `calculateSizeThatFits(_:environment:)`. Called on a worker.
    open func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? { nil }

    /// A leaf's own size within `constrainedSize`; by default the smallest it allows. Called on a
    /// worker.
    open func calculateSizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        constrainedSize.min
    }

    /// Measures the node (and, through its layout spec, its subnodes) within `range`. Called on a
    /// worker.
    public func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        if let spec = layoutSpecThatFits(range) {
            let child = spec.layout(in: range, environment: environment)
            return Layout(element: self, size: range.clamp(child.size), sublayouts: [Sublayout(position: .zero, layout: child)])
        }
        let size = range.clamp(calculateSizeThatFits(range, environment: environment))
        return Layout(element: self, size: size, sublayouts: [])
    }

    // MARK: - Content (worker threads)

    /// Loads what the node needs to draw (such as a decoded image) for a frame of `size` logical
    /// pixels. Called on a worker when the page enters the preload range.
    open func preload(size: Size, environment: LayoutEnvironment) {}

    /// Frees what `preload` loaded. Called when the page leaves the preload range; any thread.
    open func clearPreloadedData() {}

    /// The bytes that what `preload` loaded holds now (a decoded image's pixels); 0 by default.
    /// The pipeline adds these up against its memory budget. Any thread.
    open var preloadedByteCount: Int { 0 }

    /// Draws the node's own content (not its subnodes', which are drawn after it) into `frame`,
    /// in the bitmap's logical coordinates. The default draws the background. The pipeline draws
    /// the shadow before this, the border after the subnodes, and applies `alpha` around it all,
    /// so an override need not. Called on a worker.
    open func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        guard let color = backgroundColor else { return }
        if cornerRadius > 0 {
            context.fillRoundedRect(frame, radius: cornerRadius, color: color)
        } else {
            context.fill(frame, color: color)
        }
    }
}
