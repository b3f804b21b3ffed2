/// One row of a context menu: what it says, the name it is reported by, whether it can be
/// chosen, whether it destroys something (drawn in red), and what it does. A plain value: usable
/// on any thread; its handler runs on the main thread.
public struct ContextMenuAction: Sendable {
    /// The row's text, as shown ("Open", "Delete"). Any thread.
    public var title: String
    /// What the action is called in reports and code: the collection's `.menu(item:action:)`
    /// event carries it in lower case. The title unless told otherwise. Any thread.
    public var name: String
    /// Whether the row can be chosen; a disabled row is drawn dimmed and skipped by the keys.
    /// Any thread.
    public var isEnabled: Bool
    /// Whether the action destroys something (Delete): its row is drawn in red. Any thread.
    public var isDestructive: Bool
    /// Called on the main thread when the action is chosen, before the collection's delegate
    /// hears it (`collectionNode(_:didChooseMenuAction:forItemAt:)`); nil leaves it to the
    /// delegate. Any thread.
    public var handler: (@MainActor @Sendable () -> Void)?

    /// An action titled `title`, reported as `name` (the title when nil). Any thread.
    public init(title: String, name: String? = nil, isEnabled: Bool = true, isDestructive: Bool = false,
                handler: (@MainActor @Sendable () -> Void)? = nil) {
        self.title = title
        self.name = name ?? title
        self.isEnabled = isEnabled
        self.isDestructive = isDestructive
        self.handler = handler
    }
}
