/// What the user asks of the application rather than of the content: the host translates these
/// from keys and window events, offers them to its delegate, and carries out the ones it leaves.
/// A plain value: usable on any thread.
public enum HostCommand: Hashable, Sendable {
    /// Leave the application (Q, closing the window, a quit signal).
    case quit
    /// Go back (Esc): out of what was opened, or out of the application at the top.
    case back
    /// Swap the window's width and height (R): the desktop stand-in for rotating a device.
    case rotate
    /// Show or hide the debug overlay (F1: frame times and ranges).
    case toggleDebugOverlay
    /// Delete what is selected or shown (Delete, or Backspace as on a laptop's keyboard). The
    /// host leaves it to the app: it has nothing of its own to delete.
    case delete
    /// A single-key shortcut: a letter or digit key the host does not take itself (it takes Q
    /// and R), pressed without Ctrl, Alt or the system key, as its lowercase character ("i" for
    /// I, with or without Shift) whatever the keyboard's layout. The host leaves it to the app.
    case shortcut(Character)
    /// Find (Ctrl+F, or `/` alone) while no text field has the keyboard: the app focuses its
    /// search field (`SDLHost.focus(_:)`); the `/` is not typed into it.
    case find
}
