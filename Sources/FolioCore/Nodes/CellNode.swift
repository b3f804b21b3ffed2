
/// The node for one page (or one collection item). Subclass it and compose subnodes with
/// `layoutSpecThatFits(_:)`, or build it around lazily made content with
/// `init(contentBlock:)`. Made in a node block on a worker (or in `nodeAt` on the main thread),
/// laid out and drawn on workers. Any thread.
///
/// ## Pages the compiler checks
///
/// Rather than subclassing, describe a page as a ``NodeComposition`` value and have the node
/// block return a ``ComposedNode`` around it; custom drawing goes in a ``Drawing`` value inside a
/// ``DrawingNode``. Compositions, drawings and the nodes they make must be `Sendable`, so the
/// compiler checks everything a page shares with the threads that make, lay out and draw it. A
/// subclass of `CellNode` or `DisplayNode` has to restate `@unchecked Sendable`, and then nothing
/// it adds is checked; subclassing keeps working for code written that way.
///
/// ```swift
/// struct Dot: Drawing {
///     var color: Color
///
///     func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
///         context.fillRoundedRect(frame, radius: min(frame.width, frame.height) / 2, color: color)
///     }
/// }
///
/// struct PhotoPage: NodeComposition {
///     var title: String
///     var photoPath: String
///
///     struct Nodes {
///         let photo: ImageNode
///         let dot: DrawingNode<Dot>
///         let title: TextNode
///     }
///
///     var backgroundColor: Color? { Color(red: 18, green: 18, blue: 21) }
///
///     func makeNodes() -> Nodes {
///         let dot = DrawingNode(Dot(color: .white))
///         dot.style.preferredSize = Size(width: 12, height: 12)
///         let attributes = TextAttributes(size: 26, weight: .bold, color: .white, maxLines: 1)
///         return Nodes(photo: ImageNode(path: photoPath, cornerRadius: 12), dot: dot,
///                      title: TextNode(title, attributes: attributes))
///     }
///
///     func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
///         var photo = InsetLayoutSpec(insets: EdgeInsets(all: 24), child: nodes.photo)
///         photo.style.flexGrow = 1
///         let caption = StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center,
///                                       children: [nodes.dot, nodes.title])
///         return StackLayoutSpec(direction: .vertical, spacing: 8, children: [photo, caption])
///     }
/// }
///
/// @MainActor final class Album: PagerDataSource {
///     let pages: [PhotoPage]
///
///     init(pages: [PhotoPage]) {
///         self.pages = pages
///     }
///
///     func numberOfPages(in pagerNode: PagerNode) -> Int { pages.count }
///
///     func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
///         let page = pages[index]         // read the model here, on the main thread
///         return { ComposedNode(page) }   // runs once, on a worker
///     }
/// }
/// ```
open class CellNode: DisplayNode, @unchecked Sendable {
    /// Builds the content tree, for cells made with `init(contentBlock:)`.
    private let contentBlock: (@Sendable () -> DisplayNode)?
    private let content = Locked<DisplayNode?>(nil)
    /// Tells the collection showing the cell that it must be laid out and drawn again.
    /// What `setNeedsLayout()` calls, whether it was called before there was anything to
    /// call (content that changed while the cell's first job ran, before the collection took
    /// the cell: a download that finished at once), and whether a layout has begun (a property
    /// set before one changes nothing that layout will not read anyway).
    private let layoutInvalidation = Locked<(handler: (@Sendable () -> Void)?, isPending: Bool, hasBegunLayout: Bool)>((nil, false, false))

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

    /// Asks the collection showing the cell to lay it out and draw it again (see
    /// `DisplayNode.setNeedsLayout()`); before a collection has taken the cell, once one has,
    /// unless `onlyAfterLayoutBegan` and no layout of the cell has begun yet (whatever changed
    /// then is read by the first). Any thread.
    func invalidateLayout(onlyAfterLayoutBegan: Bool) {
        let handler = layoutInvalidation.withLock { invalidation -> (@Sendable () -> Void)? in
            if onlyAfterLayoutBegan, !invalidation.hasBegunLayout { return nil }
            if invalidation.handler == nil { invalidation.isPending = true }
            return invalidation.handler
        }
        handler?()
    }

    /// Sets what `setNeedsLayout()` calls: the collection that shows the cell sets it when the
    /// node arrives.
    func setLayoutInvalidationHandler(_ handler: (@Sendable () -> Void)?) {
        // A change the cell asked for before the collection took it is not lost: it is laid out
        // again as soon as there is a collection to ask.
        let pending = layoutInvalidation.withLock { invalidation -> Bool in
            invalidation.handler = handler
            defer { invalidation.isPending = false }
            return invalidation.isPending && handler != nil
        }
        if pending { handler?() }
    }

    /// Lays the cell out as every node does, noting first that a layout has begun: a property
    /// changed from now on lays the cell out again. Called on a worker.
    public override func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        layoutInvalidation.withLock { $0.hasBegunLayout = true }
        return super.layout(in: range, environment: environment)
    }

    open override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        guard let node = contentNode else { return nil }
        return InsetLayoutSpec(insets: .zero, child: node)
    }

    open override func calculateSizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        style.preferredSize.map(constrainedSize.clamp) ?? constrainedSize.max
    }
}

/// Makes an item's node. Runs on a worker, once while the item is kept (an item forgotten far
/// behind, past the retention limit, asks for its block again when it comes back); being
/// `@Sendable`, it cannot capture thread-unsafe state: take what it needs from the model outside
/// the block, as Texture's documentation advises.
public typealias CellNodeBlock = @Sendable () -> CellNode
