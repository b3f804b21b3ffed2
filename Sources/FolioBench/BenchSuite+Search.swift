import Foundation

/// The search session: the grid demo's search bar typed into (`--script search`) while the
/// filtered snapshots animate, at 2,000 and 1,000,000 items: how long each keystroke takes to
/// reach the screen.
extension BenchSuite {
    /// The grid sizes the search is typed at.
    static let searchGridSizes = [2_000, 1_000_000]

    /// The keystrokes the session types (its three words, each typed and rubbed out).
    static let searchKeystrokes = 2 * ("march" + "forest" + "leica 2025").count

    mutating func searchSessions() throws {
        for items in Self.searchGridSizes { try gridSearch(items: items) }
    }

    /// The figures' prefix for the search session at `items`.
    static func searchName(items: Int) -> String {
        "search.grid.\(items)"
    }

    private mutating func gridSearch(items: Int) throws {
        let arguments = ["grid", "--items", "\(items)", "--render", "async", "--script", "search", "--events"]
        let run = try launch(arguments)
        let searches = run.lines.filter { $0.text.contains("\"event\":\"search\"") }.count
        guard searches > 0 else { throw BenchError("\(arguments.joined(separator: " ")) reported no search") }
        let stats = try run.statistics()
        guard let typing = stats.typing else { throw BenchError("\(arguments.joined(separator: " ")) printed no typing latency") }
        let name = Self.searchName(items: items)
        recordFrames(stats, as: name)
        add("\(name).keystrokes", Double(typing.count))
        add("\(name).searches", Double(searches))
        add("\(name).typing.p50", typing.p50Ms)
        add("\(name).typing.p99", typing.p99Ms)
        add("\(name).typing.max", typing.maxMs)
    }
}
