/// The app's side of the window host: it is offered every command first and hears every event.
/// Both methods have defaults (take no command, ignore events). Main thread only.
@MainActor
public protocol SDLHostDelegate: AnyObject {
    /// Carries out `command` if the app wants to (Esc closing what it opened, say); returns
    /// whether it did. The host carries out the rest: quit and back end the loop, rotate swaps
    /// the window's sides, F1 toggles the debug overlay; delete and the single-key shortcuts
    /// are the app's alone, and do nothing when it leaves them.
    func host(_ host: SDLHost, perform command: HostCommand) -> Bool

    /// `event` happened and has been presented.
    func host(_ host: SDLHost, didReport event: HostEvent)
}

extension SDLHostDelegate {
    public func host(_ host: SDLHost, perform command: HostCommand) -> Bool { false }
    public func host(_ host: SDLHost, didReport event: HostEvent) {}
}
