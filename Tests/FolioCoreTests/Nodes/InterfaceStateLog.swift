import FolioCore

/// What nodes heard of their interface states, in order: "3 +preload", "3.badge -visible". It
/// replays a node's entries (all of them, those cleared too) to check that it moved one step at
/// a time, in Texture's order. Any thread.
final class InterfaceStateLog: Sendable {
    private let entries = Locked<[String]>([])
    /// Every entry ever, `clear()` or not.
    private let history = Locked<[String]>([])

    /// Notes that `node` heard `call` ("+preload", "-visible", …).
    func append(_ node: String, _ call: String) {
        entries.withLock { $0.append("\(node) \(call)") }
        history.withLock { $0.append("\(node) \(call)") }
    }

    /// Every entry so far.
    var all: [String] { entries.withLock { $0 } }

    /// The calls `node` heard, in order.
    func calls(of node: String) -> [String] {
        all.compactMap { entry in
            let parts = entry.split(separator: " ")
            return parts.count == 2 && parts[0] == node ? String(parts[1]) : nil
        }
    }

    /// The nodes that heard anything.
    var nodes: Set<String> { Set(all.compactMap { $0.split(separator: " ").first.map(String.init) }) }

    /// Forgets what was heard, but for the order check.
    func clear() { entries.withLock { $0.removeAll() } }

    /// The first entry out of order for its node, or nil when every node moved from outside every
    /// range one step at a time: entering preload, display, visible and leaving visible,
    /// display, preload, never skipping or repeating one.
    var firstStepOutOfOrder: String? {
        let steps = ["+preload", "+display", "+visible"]
        var depth: [String: Int] = [:]
        for entry in history.withLock({ $0 }) {
            let parts = entry.split(separator: " ").map(String.init)
            guard parts.count == 2 else { return entry }
            let current = depth[parts[0]] ?? 0
            if current < 3, parts[1] == steps[current] {
                depth[parts[0]] = current + 1
            } else if current > 0, parts[1] == "-" + steps[current - 1].dropFirst() {
                depth[parts[0]] = current - 1
            } else {
                return entry
            }
        }
        return nil
    }
}
