import Foundation

/// What a run of the shelves demo's `browse` script reported with `--events`: where the list
/// came to rest, in order, and which cards were drawn, so that the benchmark can tell that the
/// session went down the list, scrolled rows and came back up, and how far it went. A plain
/// value: usable on any thread.
struct ShelvesSessionEvents {
    /// One `list-settled` event.
    struct ListRest: Decodable, Equatable {
        /// The offset from the list's top, logical pixels.
        let offset: Double
        /// The first and last shelf with any part on screen.
        let first: Int
        let last: Int
    }

    /// One `content` event: a card drawn with its content for the first time.
    struct Card: Decodable, Equatable {
        let shelf: Int
        let item: Int
    }

    /// The list's rests in the order they were reported.
    let listRests: [ListRest]
    /// The furthest card along its row drawn, by shelf.
    let furthestCards: [Int: Int]

    /// The rests and cards among `lines`, the demo's output.
    init(lines: [DemoRun.Line]) {
        let decoder = JSONDecoder()
        var rests: [ListRest] = []
        var furthest: [Int: Int] = [:]
        for line in lines {
            if line.text.hasPrefix(#"{"event":"list-settled""#), let rest = try? decoder.decode(ListRest.self, from: Data(line.text.utf8)) {
                rests.append(rest)
            } else if line.text.hasPrefix(#"{"event":"content""#), let card = try? decoder.decode(Card.self, from: Data(line.text.utf8)) {
                furthest[card.shelf] = max(furthest[card.shelf] ?? 0, card.item)
            }
        }
        listRests = rests
        furthestCards = furthest
    }

    /// The deepest offset the list rested at, logical pixels (0 if it never rested).
    var deepestListOffset: Double { listRests.map(\.offset).max() ?? 0 }

    /// The last shelf on screen at the list's deepest rest (-1 if it never rested).
    var deepestShelf: Int { listRests.map(\.last).max() ?? -1 }

    /// Where the list rested last, logical pixels (nil if it never rested).
    var lastListOffset: Double? { listRests.last?.offset }

    /// The shelves whose rows showed a card past the first `cards`: rows scrolled sideways.
    func scrolledRows(beyond cards: Int) -> Int {
        furthestCards.values.filter { $0 >= cards }.count
    }

    /// Throws unless the session went at least `depth` logical pixels down the list, scrolled
    /// the rows of at least `rows` shelves past their first `cards` cards, and brought the list
    /// back within `depth` of its top; `command` names the run in the error.
    func checkPath(depth: Double, rows: Int, beyond cards: Int, of command: String) throws {
        let deepest = deepestListOffset, last = lastListOffset ?? .infinity, scrolled = scrolledRows(beyond: cards)
        guard deepest >= depth, scrolled >= rows, last < depth else {
            let lastText = lastListOffset.map { String(format: "%.0f px", $0) } ?? "never"
            throw BenchError("folio-demo \(command) did not browse down the list, scroll its rows and come back up: the list rested at most \(Int(deepest)) px down (expected at least \(Int(depth))) and last at \(lastText) (expected under \(Int(depth))), and \(scrolled) rows showed a card past their first \(cards) (expected at least \(rows))")
        }
    }
}
