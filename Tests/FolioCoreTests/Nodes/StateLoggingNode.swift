import FolioCore

/// A node that writes every interface state call it hears to a log under its name, and has
/// the size it is given. Main thread for the calls; made on any thread.
class StateLoggingNode: DisplayNode, @unchecked Sendable {
    // @unchecked: what this class adds is immutable and `Sendable`.
    let name: String
    let log: InterfaceStateLog

    init(name: String, log: InterfaceStateLog) {
        self.name = name
        self.log = log
        super.init()
    }

    @MainActor override func didEnterPreloadState() { log.append(name, "+preload") }
    @MainActor override func didEnterDisplayState() { log.append(name, "+display") }
    @MainActor override func didEnterVisibleState() { log.append(name, "+visible") }
    @MainActor override func didExitVisibleState() { log.append(name, "-visible") }
    @MainActor override func didExitDisplayState() { log.append(name, "-display") }
    @MainActor override func didExitPreloadState() { log.append(name, "-preload") }
}
