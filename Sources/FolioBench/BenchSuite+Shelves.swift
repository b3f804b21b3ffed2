import Foundation

/// The shelves demo's sessions: a vertical list of shelves, each a row of cards scrolling
/// sideways, browsed with each pipeline and against the floor; and memory against the number of
/// shelves and cards.
extension BenchSuite {
    /// The shelves and the cards on each of the timed sessions. The browse script rests about
    /// 7,000 px down the list (its 30th shelf or so; 50 reach 12,000 px) and flicks a row about
    /// 1,500 px sideways (20 cards reach 3,860 px), so that the list never meets its end; few
    /// enough that the floor's prewarm can make every card of every shelf.
    static let shelvesSessionShelves = 50
    static let shelvesSessionItems = 20
    /// How far the shelves floor's prewarm reaches, in screenfuls, down the list (800 px each)
    /// and along each row (1,280 px each): past the end of both, 12,000 px and 3,860 px.
    static let shelvesFloorScreenfuls = 16
    /// How far down the list the session must have rested, and how many rows it must have
    /// scrolled, for the run to count: a third of what it does (about 6,300 px, and the rows of
    /// three or four shelves a round, five rounds).
    static let shelvesSessionDepth = 2_400.0
    static let shelvesSessionRows = 5
    /// The cards a row shows before it is scrolled: 6.6 cards of 192 px after the row's 16 px
    /// inset in 1,280 px. A row that drew a card past them was scrolled.
    static let shelvesFirstScreenCards = 7
    /// The two sizes memory is compared at: shelves × cards per shelf.
    static let shelvesMemorySizes = [(shelves: 10, items: 10), (shelves: 100_000, items: 1_000)]

    /// The height of the window every session uses, logical pixels: a screenful of the list.
    private static var windowHeight: Double {
        size.split(separator: "x").last.flatMap { Double(String($0)) } ?? 800
    }

    mutating func shelvesSessions() throws {
        for mode in Mode.allCases { try shelvesSession(mode: mode) }
        try shelvesFloor()
        for size in Self.shelvesMemorySizes { try shelvesMemory(shelves: size.shelves, items: size.items) }
    }

    private var shelvesSessionArguments: [String] {
        ["shelves", "--shelves", "\(Self.shelvesSessionShelves)", "--items", "\(Self.shelvesSessionItems)", "--script", "browse", "--events"]
    }

    private mutating func shelvesSession(mode: Mode) throws {
        let (stats, _) = try shelvesSessionRun(shelvesSessionArguments + ["--render", mode.rawValue], as: "shelves.browse.\(mode.rawValue)")
        recordFrames(stats, as: "shelves.browse.\(mode.rawValue)")
    }

    /// The floor: the same session with every card of every shelf made and uploaded before the
    /// first frame and kept, so that a frame has nothing to make or upload.
    private mutating func shelvesFloor() throws {
        let arguments = shelvesSessionArguments + ["--render", "async", "--prewarm", "\(Self.shelvesFloorScreenfuls)"]
        let (stats, events) = try shelvesSessionRun(arguments, as: "shelves.browse.floor")
        guard let prewarm = stats.prewarm, prewarm.complete else {
            throw BenchError("the shelves floor's prewarm did not finish")
        }
        // The prewarm's count is no check here: it counts the shelves and the cards of the rows
        // on screen at the start, not the other rows'. A texture made during the session is one
        // the prewarm did not reach.
        guard stats.stats.textureUploads == 0 else {
            throw BenchError("the shelves floor made \(stats.stats.textureUploads) textures during the session: raise shelvesFloorScreenfuls so that its prewarm reaches every card the session shows")
        }
        let height = Self.windowHeight
        guard events.deepestListOffset + height < Double(Self.shelvesFloorScreenfuls) * height, events.deepestShelf < Self.shelvesSessionShelves - 1 else {
            throw BenchError("the shelves session went \(Int(events.deepestListOffset)) px down the list, to shelf \(events.deepestShelf): raise shelvesSessionShelves and shelvesFloorScreenfuls")
        }
        recordFrames(stats, as: "shelves.browse.floor")
    }

    /// Runs the session with `arguments`, checks from its events that it went down the list,
    /// scrolled rows and came back, and records how far under `name`: the list's deepest and
    /// last rest, and how many rows showed cards past their first screen.
    private mutating func shelvesSessionRun(_ arguments: [String], as name: String) throws -> (DemoStatistics, ShelvesSessionEvents) {
        let run = try launch(arguments)
        let events = ShelvesSessionEvents(lines: run.lines)
        try events.checkPath(depth: Self.shelvesSessionDepth, rows: Self.shelvesSessionRows, beyond: Self.shelvesFirstScreenCards,
                             of: arguments.joined(separator: " "))
        add("\(name).deepestOffset", events.deepestListOffset)
        // The check above found a last rest.
        add("\(name).lastOffset", events.lastListOffset ?? 0)
        add("\(name).rowsScrolled", Double(events.scrolledRows(beyond: Self.shelvesFirstScreenCards)))
        return (try run.statistics(), events)
    }

    /// Memory after the session, async, at `shelves` shelves of `items` cards.
    private mutating func shelvesMemory(shelves: Int, items: Int) throws {
        let stats = try measure(["shelves", "--shelves", "\(shelves)", "--items", "\(items)", "--render", "async", "--script", "browse"])
        let name = "shelves.memory.\(shelves)x\(items)"
        add("\(name).rssKiB", Double(stats.stats.rssKiB ?? 0))
        add("\(name).peakRSSKiB", Double(stats.stats.peakRSSKiB ?? 0))
        add("\(name).p99", stats.stats.frameWorkMs.p99)
        add("\(name).placeholderFrames", Double(stats.stats.placeholderFrames))
    }
}
