/// What a pointer pressed while a context menu is open (or the finger that opened it) does when
/// it is released: whatever it does, its motion and release are the menu's and reach nothing
/// under it. A plain value: usable on any thread.
enum ContextMenuHold: Hashable, Sendable {
    /// Released on an enabled row, it chooses that row: a press on the popup, or the finger
    /// whose long press opened it and that slides onto a row.
    case choosing
    /// It closed the menu by pressing outside it: its release does nothing.
    case dismissing
}
