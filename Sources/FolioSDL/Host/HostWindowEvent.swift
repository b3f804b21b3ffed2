import FolioCore

/// One of SDL's window events, in the terms the host and the embedded collection act on: the
/// event translator makes them, so that SDL's window events are read in one place. A plain
/// value: usable on any thread.
struct HostWindowEvent: Hashable, Sendable {
    /// What happened to the window.
    enum Kind: Hashable, Sendable {
        /// The window's size changed (by the user, the system or the app) to this many logical
        /// pixels.
        case resized(Size)
        /// The window moved to another display, whose scale may differ: the next frame reads it.
        case displayChanged
        /// The window's content must be drawn again (it was uncovered).
        case exposed
        /// The window was shown, or restored from being minimised.
        case shown
        /// The window was hidden or minimised.
        case hidden
        /// The window lost the keyboard focus: the releases of presses held now go elsewhere.
        case focusLost
        /// The user asked to close the window.
        case closed
    }

    /// What happened.
    var kind: Kind
    /// The id SDL puts on the window's events; 0 for an event pushed without a window.
    var windowID: UInt32
    /// When it happened, seconds on `SDLClock`'s clock.
    var time: Double
}
