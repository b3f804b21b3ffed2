/// A tappable node with a title and an optional small icon to its left (Texture's
/// `ASButtonNode`): it measures to its content, draws a background in its state's colour, and
/// calls its action when the collection showing it reports a press. Any thread.
///
/// Like every node it is laid out and drawn on workers into its cell's one bitmap, so changing
/// its title or state does not redraw anything by itself: call `setNeedsLayout()` on the cell
/// that contains it. Until then the cell keeps showing the button as it was drawn, and a title
/// changed between a layout and its drawing is drawn in the old frame.
///
/// The state picks what is drawn:
/// - the title is `selectedTitle` while selected (when set), else `title`;
/// - the title's colour is `selectedTitleColor` while selected (when set), else `titleColor`,
///   at half its alpha while disabled;
/// - the background is `highlightedBackgroundColor` while highlighted and enabled (when set),
///   else `selectedBackgroundColor` while selected (when set), else `backgroundColor`, with its
///   corners rounded by `cornerRadius`.
///
/// The icon is decoded on a worker when the cell enters the preload range, at `imageSize`, and
/// freed when it leaves; an icon that cannot be decoded is left out (its room stays, so the
/// button keeps its size) and logged once.
public final class ButtonNode: DisplayNode, @unchecked Sendable {
    // @unchecked: everything this class adds is behind `state`, or `titleCache`'s lock.

    private struct State {
        var title: String
        var selectedTitle: String?
        var attributes: TextAttributes
        var selectedTitleColor: Color?
        var highlightedBackgroundColor: Color?
        var selectedBackgroundColor: Color?
        /// Decodes and holds the icon; replaced when the path changes.
        var icon: ImageNode?
        var imageSize = Size(width: 20, height: 20)
        var contentInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        var spacing = 8.0
        var isSelected = false
        var isHighlighted = false
        var isEnabled = true
        var action: (@MainActor @Sendable (ButtonNode) -> Void)?
    }

    /// What one measuring or drawing pass reads, taken at once so that a title changed
    /// meanwhile is never mixed with the state it replaced.
    private struct Content {
        let title: String
        /// The title's attributes in the state's colour.
        let attributes: TextAttributes
        let icon: ImageNode?
        let imageSize: Size
        let insets: EdgeInsets
        /// The gap between the icon and a title: none without an icon.
        let iconSpacing: Double
        let isEnabled: Bool
        let isHighlighted: Bool
        let isSelected: Bool
        let highlightedBackgroundColor: Color?
        let selectedBackgroundColor: Color?
    }

    private let state: Locked<State>
    private let titleCache = ButtonTitleCache()

    /// The title's attributes when none are given: 17 px bold, centred on one line, in a blue
    /// that reads on light and dark pages alike. A plain value: usable on any thread.
    public static let defaultTitleAttributes = TextAttributes(
        size: 17, weight: .bold, color: Color(red: 10, green: 132, blue: 255), alignment: .center, maxLines: 1)

    /// A button showing `title` (in `attributes`, whose colour becomes `titleColor`) after the
    /// icon at `imagePath`, if any, calling `action` when pressed. Any thread, usually the node
    /// block's.
    public init(title: String = "", imagePath: String? = nil, attributes: TextAttributes = ButtonNode.defaultTitleAttributes,
                action: (@MainActor @Sendable (ButtonNode) -> Void)? = nil) {
        state = Locked(State(title: title, attributes: attributes, icon: imagePath.map(Self.makeIcon), action: action))
        super.init()
    }

    private static func makeIcon(path: String) -> ImageNode {
        ImageNode(path: path, contentMode: .scaleAspectFit)
    }

    // MARK: - Content

    /// The title shown when not selected (or when `selectedTitle` is nil). Any thread.
    public var title: String {
        get { state.withLock { $0.title } }
        set { state.withLock { $0.title = newValue } }
    }

    /// The title shown while selected, or nil to keep showing `title`. Any thread.
    public var selectedTitle: String? {
        get { state.withLock { $0.selectedTitle } }
        set { state.withLock { $0.selectedTitle = newValue } }
    }

    /// How the title is set and wrapped; its colour is `titleColor`. Any thread.
    public var attributes: TextAttributes {
        get { state.withLock { $0.attributes } }
        set { state.withLock { $0.attributes = newValue } }
    }

    /// The file of the icon drawn left of the title, or nil for none. Setting another path drops
    /// the old icon's pixels; the new one is decoded when the cell is next preloaded or drawn.
    /// Any thread.
    public var imagePath: String? {
        get { state.withLock { $0.icon?.path } }
        set {
            state.withLock { state in
                guard state.icon?.path != newValue else { return }
                state.icon = newValue.map(Self.makeIcon)
            }
        }
    }

    /// The icon's size in logical pixels, 20×20 by default; the image is fitted into it with its
    /// aspect kept. Any thread.
    public var imageSize: Size {
        get { state.withLock { $0.imageSize } }
        set { state.withLock { $0.imageSize = Size(width: max(0, newValue.width), height: max(0, newValue.height)) } }
    }

    /// Room between the edges and the content, in logical pixels (8 above and below, 16 at the
    /// sides by default). Any thread.
    public var contentInsets: EdgeInsets {
        get { state.withLock { $0.contentInsets } }
        set { state.withLock { $0.contentInsets = newValue } }
    }

    /// The gap between the icon and the title, in logical pixels (8 by default); none is left when
    /// either is missing. Any thread.
    public var spacing: Double {
        get { state.withLock { $0.spacing } }
        set { state.withLock { $0.spacing = newValue.isFinite ? max(0, newValue) : 0 } }
    }

    // MARK: - State

    /// Whether the button is selected (a toggle that is on). Any thread.
    public var isSelected: Bool {
        get { state.withLock { $0.isSelected } }
        set { state.withLock { $0.isSelected = newValue } }
    }

    /// Whether a pointer is pressing the button now; set by the collection. Any thread.
    public var isHighlighted: Bool {
        get { state.withLock { $0.isHighlighted } }
        set { state.withLock { $0.isHighlighted = newValue } }
    }

    /// Whether the button takes presses: a disabled one is passed over by hit testing, does not
    /// send its action and draws its title faded. Any thread.
    public var isEnabled: Bool {
        get { state.withLock { $0.isEnabled } }
        set { state.withLock { $0.isEnabled = newValue } }
    }

    // MARK: - Colours

    /// The title's colour (that of `attributes`). Any thread.
    public var titleColor: Color {
        get { state.withLock { $0.attributes.color } }
        set { state.withLock { $0.attributes.color = newValue } }
    }

    /// The title's colour while selected, or nil to keep `titleColor`. Any thread.
    public var selectedTitleColor: Color? {
        get { state.withLock { $0.selectedTitleColor } }
        set { state.withLock { $0.selectedTitleColor = newValue } }
    }

    /// The background while highlighted, or nil to keep the background of the other states.
    /// Any thread.
    public var highlightedBackgroundColor: Color? {
        get { state.withLock { $0.highlightedBackgroundColor } }
        set { state.withLock { $0.highlightedBackgroundColor = newValue } }
    }

    /// The background while selected (and not highlighted), or nil to keep `backgroundColor`.
    /// Any thread.
    public var selectedBackgroundColor: Color? {
        get { state.withLock { $0.selectedBackgroundColor } }
        set { state.withLock { $0.selectedBackgroundColor = newValue } }
    }

    // MARK: - Action

    /// What a press calls, with the button, on the main thread. Any thread.
    public var action: (@MainActor @Sendable (ButtonNode) -> Void)? {
        get { state.withLock { $0.action } }
        set { state.withLock { $0.action = newValue } }
    }

    /// Calls `action` if the button is enabled: what the collection does when a press ends on
    /// it. Main thread.
    @MainActor
    public func sendAction() {
        let action = state.withLock { $0.isEnabled ? $0.action : nil }
        action?(self)
    }

    // MARK: - Layout and drawing (worker threads)

    private func content() -> Content {
        state.withLock { state in
            let selected = state.isSelected
            let title = selected ? state.selectedTitle ?? state.title : state.title
            var attributes = state.attributes
            var color = selected ? state.selectedTitleColor ?? attributes.color : attributes.color
            if !state.isEnabled { color = color.withAlpha(color.alpha / 2) }
            attributes.color = color
            let hasIcon = state.icon != nil
            return Content(title: title, attributes: attributes, icon: state.icon, imageSize: hasIcon ? state.imageSize : .zero,
                           insets: state.contentInsets, iconSpacing: hasIcon ? state.spacing : 0, isEnabled: state.isEnabled,
                           isHighlighted: state.isHighlighted, isSelected: selected,
                           highlightedBackgroundColor: state.highlightedBackgroundColor,
                           selectedBackgroundColor: state.selectedBackgroundColor)
        }
    }

    /// The icon, the gap and the title side by side, inside the insets. Called on a worker.
    public override func calculateSizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        let content = content()
        let titleWidth = constrainedSize.max.width - content.insets.horizontal - content.imageSize.width - content.iconSpacing
        let title = titleCache.layout(of: content.title, attributes: content.attributes, maxWidth: max(0, titleWidth),
                                      environment: environment)
        let titleSize = title?.size ?? .zero
        let gap = title == nil ? 0 : content.iconSpacing
        return Size(width: content.insets.horizontal + content.imageSize.width + gap + titleSize.width,
                    height: content.insets.vertical + max(content.imageSize.height, titleSize.height))
    }

    /// The background in the state's colour, then the icon and the title, centred together
    /// inside the insets. Called on a worker.
    public override func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        let content = content()
        if let color = background(for: content) {
            if cornerRadius > 0 {
                context.fillRoundedRect(frame, radius: cornerRadius, color: color)
            } else {
                context.fill(frame, color: color)
            }
        }
        let insets = content.insets
        let box = Rect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                       width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        let titleWidth = max(0, box.width - content.imageSize.width - content.iconSpacing)
        let title = titleCache.layout(of: content.title, attributes: content.attributes, maxWidth: titleWidth,
                                       environment: environment, scale: context.scale)
        // A cancelled layout's lines are not final; its job's bitmap is thrown away anyway.
        if title?.isCancelled == true { return }
        let titleSize = title?.size ?? .zero
        let gap = title == nil ? 0 : content.iconSpacing
        let contentWidth = content.imageSize.width + gap + titleSize.width
        let left = box.minX + max(0, (box.width - contentWidth) / 2)
        if let icon = content.icon, let image = decodedIcon(icon, size: content.imageSize, environment: environment) {
            let iconFrame = Rect(x: left, y: box.midY - content.imageSize.height / 2,
                                 width: content.imageSize.width, height: content.imageSize.height)
            context.drawImage(image, in: iconFrame, contentMode: icon.contentMode, cornerRadius: 0)
        }
        if let title {
            let titleFrame = Rect(x: left + content.imageSize.width + gap, y: box.midY - titleSize.height / 2,
                                  width: titleSize.width, height: titleSize.height)
            context.drawText(title, attributes: content.attributes, in: titleFrame)
        }
    }

    private func background(for content: Content) -> Color? {
        if content.isEnabled, content.isHighlighted, let color = content.highlightedBackgroundColor { return color }
        if content.isSelected, let color = content.selectedBackgroundColor { return color }
        return backgroundColor
    }

    /// The icon's pixels, decoded now if the cell was drawn without being preloaded; nil while it
    /// cannot be shown (a failed or cancelled decode, no decoder): the button then has no icon
    /// rather than the image node's placeholder panel, which would not fit in an icon's room.
    private func decodedIcon(_ icon: ImageNode, size: Size, environment: LayoutEnvironment) -> (any DecodedImage)? {
        if icon.decodedImage == nil { icon.preload(size: size, environment: environment) }
        return icon.decodedImage
    }

    // MARK: - Preloading (worker threads)

    /// Decodes the icon at `imageSize` (the button's own `size` is not the icon's). Called on a
    /// worker.
    public override func preload(size: Size, environment: LayoutEnvironment) {
        let (icon, imageSize) = state.withLock { ($0.icon, $0.imageSize) }
        icon?.preload(size: imageSize, environment: environment)
    }

    /// Frees the icon's pixels. Any thread.
    public override func clearPreloadedData() {
        state.withLock { $0.icon }?.clearPreloadedData()
    }

    /// The bytes of the decoded icon, if any. Any thread.
    public override var preloadedByteCount: Int {
        state.withLock { $0.icon }?.preloadedByteCount ?? 0
    }
}
