/// The keys Folio reacts to, already translated from the platform's key codes.
/// A plain value: usable on any thread.
public enum Key: Hashable, Sendable {
    case left
    case right
    case up
    case down
    case pageUp
    case pageDown
    case home
    case end
    /// Swap the window's width and height (the desktop stand-in for rotating a device).
    case rotate
    /// Leave the application.
    case quit
    /// Show or hide the debug overlay (frame times and ranges).
    case debugOverlay
}
