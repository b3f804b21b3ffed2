/// What makes a node tappable inside a collection's cell, and the state the collection gives it:
/// the action a tap calls and the name it is reported by, what hearing the pointer come and go
/// calls, and whether it is pressed or hovered now. `DisplayNode` keeps one behind a lock and
/// hands out copies. A plain value: usable on any thread.
struct NodeTapping: Sendable {
    /// What a tap calls, on the main thread.
    var action: (@MainActor @Sendable () -> Void)?
    /// What the collection reports the tap as (`CollectionEvent.tapped(item:node:)`).
    var name: String?
    /// What the pointer coming over the node (true) and leaving it (false) calls, on the main
    /// thread.
    var hoverAction: (@MainActor @Sendable (Bool) -> Void)?
    /// Whether a pointer presses the node now: it is drawn at `pressedAlpha`.
    var isPressed = false
    /// Whether the pointer hovers the node now.
    var isHovered = false

    /// How opaque a pressed node is drawn, relative to its own alpha: dimmed, as a pressed
    /// control in Texture (`ASControlNode`) is by default.
    static let pressedAlpha = 0.6

    /// Whether a press reaches the node: it has an action or a name.
    var isTappable: Bool { action != nil || name != nil }
}
