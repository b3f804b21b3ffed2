
/// The node for one page (or one collection item). Subclass it and compose subnodes with
/// `layoutSpecThatFits(_:)`, or build it around lazily made content with
/// `init(contentBlock:)`. Made in a node block on a worker (or in `nodeAt` on the main thread),
/// laid out and drawn on workers. Any thread.
open class CellNode: DisplayNode, @unchecked Sendable {
    /// Builds the content tree, for cells made with `init(contentBlock:)`.
    private let contentBlock: (@Sendable () -> DisplayNode)?
    private let content = Locked<DisplayNode?>(nil)

    /// An empty cell, to subclass.
    public override init() {
        contentBlock = nil
        super.init()
    }

    /// Texture's `initWithViewControllerBlock:`: a cell whose content tree is built by `block`
    /// lazily, on a worker, the first time the page is about to be displayed, and then fills the
    /// cell (the pager gives it `style.preferredSize` equal to its bounds). Until then the cell
    /// costs almost nothing, which is what keeps pages of heavy nested content cheap to have
    /// many of.
    public init(contentBlock: @escaping @Sendable () -> DisplayNode) {
        self.contentBlock = contentBlock
        super.init()
    }

    /// Whether this cell builds its content lazily (made with `init(contentBlock:)`). Any thread.
    public var hasLazyContent: Bool { contentBlock != nil }

    /// The lazily built content, once built. Any thread.
    public var contentNode: DisplayNode? { content.withLock { $0 } }

    /// Builds the content tree if this cell has a content block and has not built it yet.
    /// Returns whether content was built now. Called on a worker before the first display.
    @discardableResult
    public func loadContentIfNeeded() -> Bool {
        guard let contentBlock, content.withLock({ $0 }) == nil else { return false }
        let node = contentBlock()
        let stored = content.withLock { current -> Bool in
            guard current == nil else { return false }
            current = node
            return true
        }
        if stored { addSubnode(node) }
        return stored
    }

    open override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        guard let node = contentNode else { return nil }
        return InsetLayoutSpec(insets: .zero, child: node)
    }

    open override func calculateSizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        style.preferredSize.map(constrainedSize.clamp) ?? constrainedSize.max
    }
}
