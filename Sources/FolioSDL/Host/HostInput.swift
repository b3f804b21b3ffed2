import FolioCore

/// One translated SDL event: input for the content, a command for the application, or what
/// happened to a window. A plain value: usable on any thread.
enum HostInput: Hashable, Sendable {
    /// Pointer, wheel, trackpad or key input, for the root collection.
    case input(InputEvent)
    /// A command for the application (quit, back, rotate, the debug overlay).
    case command(HostCommand)
    /// A window was resized, moved to another display, uncovered, shown, hidden, lost the focus
    /// or is being closed.
    case window(HostWindowEvent)
}
