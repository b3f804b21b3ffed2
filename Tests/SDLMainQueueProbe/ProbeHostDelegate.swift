import FolioCore
import FolioSDL

/// Records what the host offers and reports, takes the commands in `handled`, and calls
/// `onReady` (once) when the first frame has been presented. Main thread.
@MainActor
final class ProbeHostDelegate: SDLHostDelegate {
    /// The commands this delegate carries out itself.
    var handled: Set<HostCommand> = []
    /// Called when the host reports `.ready`.
    var onReady: ((SDLHost) -> Void)?
    private(set) var offered: [HostCommand] = []
    private(set) var events: [HostEvent] = []

    func host(_ host: SDLHost, perform command: HostCommand) -> Bool {
        offered.append(command)
        return handled.contains(command)
    }

    func host(_ host: SDLHost, didReport event: HostEvent) {
        events.append(event)
        if case .ready = event, let onReady {
            self.onReady = nil
            onReady(host)
        }
    }

    /// The items reported with content, in order.
    var contentItems: [Int] {
        events.compactMap { event in
            if case .content(let item) = event { return item }
            return nil
        }
    }
}
