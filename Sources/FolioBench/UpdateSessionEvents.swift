import Foundation

/// The `updated` events of an editing session, in order, so that the benchmark can tell that
/// every edit of the script was applied and reported. A plain value: usable on any thread.
struct UpdateSessionEvents {
    /// One `updated` event: the grid's item count, or the photos pager's page count, after it.
    private struct Updated: Decodable {
        var items: Int?
        var pages: Int?
    }

    /// The counts the events reported, in order.
    let counts: [Int]

    /// The `updated` events among `lines`, the demo's output.
    init(lines: [DemoRun.Line]) {
        let decoder = JSONDecoder()
        counts = lines.compactMap { line in
            guard line.text.hasPrefix(#"{"event":"updated""#),
                  let event = try? decoder.decode(Updated.self, from: Data(line.text.utf8)) else { return nil }
            return event.items ?? event.pages
        }
    }

    /// The counts the grid's `edits` script reports from `items` items: five deletes, five
    /// inserts and three shuffles.
    static func gridEdits(from items: Int) -> [Int] {
        (1...5).map { items - $0 } + (1...5).map { items - 5 + $0 } + [items, items, items]
    }

    /// The counts the photos' `edits` script reports from `pages` pages: eight deletes and four
    /// inserts.
    static func photosEdits(from pages: Int) -> [Int] {
        (1...8).map { pages - $0 } + (1...4).map { pages - 8 + $0 }
    }

    /// Throws unless the events reported `expected`; `command` names the run in the error.
    func check(_ expected: [Int], of command: String) throws {
        guard counts == expected else {
            throw BenchError("folio-demo \(command) did not apply every edit: it reported counts \(counts), expected \(expected)")
        }
    }
}
