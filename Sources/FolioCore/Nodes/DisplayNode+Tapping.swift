// Any node can be tapped inside a collection's cell, as Texture's nodes take a target-action:
// give it an action (`tapAction`) or a name (`tapName`). A press on it, found in the cell's
// drawn layout like a button's, shows it pressed (dimmed), and a release on it within the slop
// calls the action, tells the collection's delegate and reports `CollectionEvent.tapped`.
extension DisplayNode {
    /// What a tap on the node calls, on the main thread, after the collection showing it has
    /// told its delegate (`collectionNode(_:didTapNode:inItemAt:)`). Setting it (or `tapName`)
    /// makes the node tappable. Any thread (set it in the node block).
    public var tapAction: (@MainActor @Sendable () -> Void)? {
        get { tapping.withLock { $0.action } }
        set { tapping.withLock { $0.action = newValue } }
    }

    /// The name a tap on the node is reported by (`CollectionEvent.tapped(item:node:)`): "photo",
    /// "avatar". A node with a name and no action is tappable too; a tap on a node without a
    /// name is told to the delegate and its action but reported by no event. Any thread.
    public var tapName: String? {
        get { tapping.withLock { $0.name } }
        set { tapping.withLock { $0.name = newValue } }
    }

    /// Whether a press in a collection reaches the node: it has a `tapAction` or a `tapName`.
    /// Any thread.
    public var isTappable: Bool { tapping.withLock { $0.isTappable } }

    /// What the pointer coming over the tappable node (true) and leaving it (false) calls, on
    /// the main thread. Any thread (set it in the node block).
    public var hoverAction: (@MainActor @Sendable (Bool) -> Void)? {
        get { tapping.withLock { $0.hoverAction } }
        set { tapping.withLock { $0.hoverAction = newValue } }
    }

    /// Whether the pointer hovers the tappable node now; the collection showing it sets it.
    /// Setting it draws nothing by itself. Any thread.
    public internal(set) var isHovered: Bool {
        get { tapping.withLock { $0.isHovered } }
        set { tapping.withLock { $0.isHovered = newValue } }
    }

    /// Whether a pointer presses the tappable node now: it is drawn dimmed. The collection sets
    /// it while the press lasts and draws the cell again. Any thread.
    public internal(set) var isTapPressed: Bool {
        get { tapping.withLock { $0.isPressed } }
        set { tapping.withLock { $0.isPressed = newValue } }
    }

    /// Calls `tapAction`: what the collection does when a tap ends on the node. Main thread.
    @MainActor
    public func sendTapAction() {
        let action = tapping.withLock { $0.action }
        action?()
    }

    /// Marks the node hovered or not and, when that changed, calls `hoverAction`. Main thread.
    @MainActor
    func setHovered(_ hovered: Bool) {
        let action: (@MainActor @Sendable (Bool) -> Void)? = tapping.withLock { tapping in
            guard tapping.isHovered != hovered else { return nil }
            tapping.isHovered = hovered
            return tapping.hoverAction
        }
        action?(hovered)
    }
}
