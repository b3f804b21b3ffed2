import FolioCore

/// A cell that writes every interface state call it hears to a log under its name ("7"), with
/// a subnode that does the same under "7.badge": the subtree hears what the cell hears, the cell
/// first. It fills the size it is given. Made on any thread (a node block's worker).
final class StateLoggingCell: CellNode, @unchecked Sendable {
    // @unchecked: what this class adds is immutable and `Sendable`.
    let name: String
    let log: InterfaceStateLog
    let badge: StateLoggingNode
    /// What entering the display range does besides logging (a test's reload from inside).
    let onEnterDisplay = Locked<(@MainActor @Sendable (StateLoggingCell) -> Void)?>(nil)

    init(name: String, log: InterfaceStateLog) {
        self.name = name
        self.log = log
        badge = StateLoggingNode(name: name + ".badge", log: log)
        super.init()
        addSubnode(badge)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        InsetLayoutSpec(insets: EdgeInsets(all: 4), child: badge)
    }

    @MainActor override func didEnterPreloadState() { log.append(name, "+preload") }
    @MainActor override func didEnterDisplayState() {
        log.append(name, "+display")
        onEnterDisplay.withLock { $0 }?(self)
    }
    @MainActor override func didEnterVisibleState() { log.append(name, "+visible") }
    @MainActor override func didExitVisibleState() { log.append(name, "-visible") }
    @MainActor override func didExitDisplayState() { log.append(name, "-display") }
    @MainActor override func didExitPreloadState() { log.append(name, "-preload") }
}
