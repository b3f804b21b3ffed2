import FolioCore

/// One translated SDL event: input for the content, or a command for the application. A plain
/// value: usable on any thread.
enum HostInput: Hashable, Sendable {
    /// Pointer, wheel, trackpad, key or resize input, for the root collection.
    case input(InputEvent)
    /// A command for the application (quit, back, rotate, the debug overlay).
    case command(HostCommand)
    /// The window was shown (true) or hidden or minimised (false).
    case windowVisibility(Bool)
    /// The window's content must be drawn again (it was uncovered).
    case windowExposed
}
