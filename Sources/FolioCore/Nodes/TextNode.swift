/// A node that shows text: wrapped to its width, cut to `attributes.maxLines` with an ellipsis.
/// The text may be styled (`AttributedText`): runs in other weights, colours and sizes, and links
/// that a press in a collection activates (`linkAction`, or the collection delegate's
/// `collectionNode(_:didActivateLink:inItemAt:)`). Measured and drawn on workers through the
/// environment's `TextMeasurer`. Any thread.
public final class TextNode: DisplayNode, @unchecked Sendable {
    // @unchecked: what this class adds is behind `content`'s, `cache`'s and `state`'s locks.

    /// The text's characters, without styles. Setting it replaces the text with one plain run
    /// (styles and links go) and lays the cell out again (see `attributedText`). Any thread.
    public var text: String {
        get { content.withLock { $0.text.string } }
        set { attributedText = AttributedText(newValue) }
    }

    /// The text with its styles: one plain run for a node made from a string. Setting another
    /// drops the layouts made for the old one and asks the cell to be laid out again on a
    /// worker (`setNeedsLayout()`), the old bitmap shown meanwhile; the items around it move if
    /// its size changes. Any thread.
    public var attributedText: AttributedText {
        get { content.withLock { $0.text } }
        set { change { $0.text = newValue } }
    }

    /// How the text looks: font, colour, alignment and line limit; what the runs do not say.
    /// Setting it lays the cell out again, as setting the text does. Any thread.
    public var attributes: TextAttributes {
        get { content.withLock { $0.attributes } }
        set { change { $0.attributes = newValue } }
    }

    /// What the node shows, and how many times it changed: a layout is kept only for the
    /// version it was made from.
    private struct Content {
        var text: AttributedText
        var attributes: TextAttributes
        var version = 0
    }

    private struct Cached {
        let version: Int
        let maxWidth: Double
        let layout: TextLayout
    }

    private struct State {
        var highlightedLink: Int?
        var linkAction: (@MainActor @Sendable (TextLink) -> Void)?
        /// The layout last drawn, the width it was drawn at and the text it shows: what the
        /// bitmap on screen shows, which links are hit-tested against even while a new layout is
        /// being made (a cell laid out again measures at other widths first, and its text may
        /// have changed).
        var drawn: (width: Double, layout: TextLayout, text: AttributedText)?
    }

    private let content: Locked<Content>
    private let cache = Locked<Cached?>(nil)
    private let state = Locked(State())

    /// How far left and right of a link, logical pixels, a press still reaches it: a short link
    /// in small text is hard to hit. A plain value: usable on any thread.
    public static let linkSlop = 6.0
    /// The height a press reaches a link over, logical pixels: a line shorter than this (small
    /// text set tight) reaches up to `linkSlop` above and below it; taller lines reach no
    /// further than themselves, so a press on the line above or below stays there. A plain
    /// value: usable on any thread.
    public static let minimumLinkHeight = 24.0

    /// Where a press reaches the link fragment drawn in `rect` (logical pixels): the rectangle
    /// grown by `linkSlop` to the sides and towards `minimumLinkHeight`. Any thread.
    public static func linkTarget(around rect: Rect) -> Rect {
        let grow = min(linkSlop, max(0, (minimumLinkHeight - rect.height) / 2))
        return rect.insetBy(dx: -linkSlop, dy: -grow)
    }

    /// A node showing `text` in `attributes`. Any thread.
    public init(_ text: String, attributes: TextAttributes) {
        content = Locked(Content(text: AttributedText(text), attributes: attributes))
        super.init()
    }

    /// A node showing styled `text` over `attributes`, which every run inherits what it does not
    /// say from. Any thread.
    public init(_ text: AttributedText, attributes: TextAttributes) {
        content = Locked(Content(text: text, attributes: attributes))
        super.init()
    }

    /// Applies `edit` to the content; if it changed anything, the kept layouts go and the cell
    /// is laid out again.
    private func change(_ edit: (inout Content) -> Void) {
        let changed = content.withLock { content -> Bool in
            var edited = content
            edit(&edited)
            guard edited.text != content.text || edited.attributes != content.attributes else { return false }
            edited.version += 1
            content = edited
            return true
        }
        guard changed else { return }
        cache.withLock { $0 = nil }
        contentDidChange()
    }

    /// What a press released on one of the text's links calls, on the main thread, after the
    /// collection showing the node has told its delegate. Any thread (set it in the node block).
    public var linkAction: (@MainActor @Sendable (TextLink) -> Void)? {
        get { state.withLock { $0.linkAction } }
        set { state.withLock { $0.linkAction = newValue } }
    }

    /// The link drawn pressed, in `attributes.linkStyle.pressedColor` (by `TextLink.index`); the
    /// collection sets it while a pointer presses the link and draws the cell again. Setting it
    /// does not redraw anything by itself. Any thread.
    public var highlightedLink: Int? {
        get { state.withLock { $0.highlightedLink } }
        set { state.withLock { $0.highlightedLink = newValue } }
    }

    /// Calls `linkAction` with `link`. Main thread.
    @MainActor
    public func sendLinkAction(_ link: TextLink) {
        let action = state.withLock { $0.linkAction }
        action?(link)
    }

    /// The link at `point` when the node is drawn in `frame` (both in the same coordinates,
    /// logical pixels), using the layout last drawn at the frame's width, else one made for
    /// that width: nil before the node was laid out for it, or when the point is in no link's
    /// target (`linkTarget(around:)`). A point inside a link's rectangles picks it; otherwise the
    /// nearest whose target holds it. Any thread; a collection asks on the main thread.
    public func link(at point: Point, in frame: Rect) -> TextLink? {
        guard let (layout, attributedText, attributes) = layoutForHitTesting(width: frame.width) else { return nil }
        let rects = layout.linkRects(in: frame, alignment: attributes.alignment)
        var best: (link: Int, distance: Double)?
        for (link, rect) in rects {
            let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
            let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
            let distance = rect.contains(point) ? -1 : (dx * dx + dy * dy).squareRoot()
            guard Self.linkTarget(around: rect).contains(point), distance < best?.distance ?? .infinity else { continue }
            best = (link, distance)
        }
        guard let index = best?.link else { return nil }
        let targets = attributedText.linkTargets
        guard targets.indices.contains(index) else { return nil }
        return TextLink(index: index, target: targets[index], text: attributedText.linkText(index),
                        rects: rects.filter { $0.link == index }.map(\.rect))
    }

    public override func calculateSizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        guard let layout = textLayout(maxWidth: constrainedSize.max.width, environment: environment) else { return .zero }
        return layout.size
    }

    public override func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        super.draw(in: frame, context: context, environment: environment)
        // The frame may be wider than measured (stretch) but never needs re-wrapping narrower.
        guard let (laidOut, shown) = textLayoutAndContent(maxWidth: frame.width, environment: environment, scale: context.scale),
              !laidOut.isCancelled else { return }
        var layout = laidOut
        state.withLock { $0.drawn = (frame.width, laidOut, shown.text) }
        if let pressed = highlightedLink { layout = layout.coloringLink(pressed, shown.attributes.linkStyle.pressedColor) }
        context.drawText(layout, attributes: shown.attributes, in: frame)
    }

    /// The layout links are found in for a frame `width` wide: the one drawn at that width, else
    /// a kept one that drawing at that width would use; nil if there is neither (the text is
    /// being laid out for another width, and what it will look like is not known yet).
    func layoutForHitTesting(width: Double) -> (TextLayout, AttributedText, TextAttributes)? {
        let current = content.withLock { $0 }
        if let drawn = state.withLock({ $0.drawn }), drawn.width == width { return (drawn.layout, drawn.text, current.attributes) }
        guard let cached = cache.withLock({ $0 }), cached.version == current.version, !cached.layout.isCancelled,
              cached.maxWidth == width || (cached.layout.size.width <= width && cached.maxWidth >= width) else { return nil }
        return (cached.layout, current.text, current.attributes)
    }

    /// The text laid out for `maxWidth`. Measuring and drawing share one layout: drawing into a
    /// frame at least as wide as the measured text reuses it rather than wrapping again. A long
    /// text stops between lines once the environment's cancellation token is cancelled; such a
    /// layout (`isCancelled`) is returned but not kept.
    func textLayout(maxWidth: Double, environment: LayoutEnvironment, scale: Double? = nil) -> TextLayout? {
        textLayoutAndContent(maxWidth: maxWidth, environment: environment, scale: scale)?.layout
    }

    /// `textLayout(maxWidth:environment:scale:)` with the content it was made from, read once:
    /// the text may change on another thread meanwhile, and a layout of the old text is then
    /// drawn with the old text's attributes, and not kept.
    private func textLayoutAndContent(maxWidth: Double, environment: LayoutEnvironment,
                                      scale: Double? = nil) -> (layout: TextLayout, content: Content)? {
        guard let measurer = environment.textMeasurer else { return nil }
        let scale = scale ?? environment.displayScale
        let isDrawing = scale == environment.displayScale && maxWidth.isFinite
        let current = content.withLock { $0 }
        if let cached = cache.withLock({ $0 }), cached.version == current.version, cached.layout.scale == scale,
           cached.maxWidth == maxWidth || (isDrawing && cached.layout.size.width <= maxWidth && cached.maxWidth >= maxWidth) {
            return (cached.layout, current)
        }
        let layout = TextLayout(text: current.text, attributes: current.attributes, maxWidth: maxWidth, scale: scale, measurer: measurer,
                                cancellation: environment.cancellation)
        guard !layout.isCancelled else { return (layout, current) }
        cache.withLock { cached in
            // A layout of text that changed while it was made is not kept over the new one's.
            guard current.version == content.withLock({ $0.version }) else { return }
            cached = Cached(version: current.version, maxWidth: maxWidth, layout: layout)
        }
        return (layout, current)
    }
}
