import Foundation

/// What a run of the feeds session reported with `--events`: where the pager settled and where
/// each feed came to rest, in order, so that the benchmark can tell that the session scrolled
/// the first feed, paged, scrolled the next and came back, and how deep each feed went. A plain
/// value: usable on any thread.
struct FeedsSessionEvents {
    /// One `settled` or `feed-settled` event.
    struct Rest: Decodable, Equatable {
        /// `settled` (the pager) or `feed-settled` (a feed).
        let event: String
        let page: Int
        /// A feed's offset from its top, logical pixels; nil for the pager.
        var offset: Double?
        /// The last post with any part on screen; nil for the pager.
        var last: Int?
    }

    /// The rests in the order they were reported.
    let rests: [Rest]

    /// The rests among `lines`, the demo's output.
    init(lines: [DemoRun.Line]) {
        let decoder = JSONDecoder()
        rests = lines.compactMap { line in
            guard line.text.hasPrefix(#"{"event":"settled""#) || line.text.hasPrefix(#"{"event":"feed-settled""#) else { return nil }
            return try? decoder.decode(Rest.self, from: Data(line.text.utf8))
        }
    }

    /// The rests the session must report first: the first feed at rest, the pager on the next
    /// page, that feed at rest, the pager back on the first page. After them only the first
    /// feed may come to rest again (its last flicks up may still be moving when it quits).
    static let expectedPath = [("feed-settled", 0), ("settled", 1), ("feed-settled", 1), ("settled", 0)]

    /// Throws unless the rests follow `expectedPath`, a feed resting more than once in a row
    /// (a swipe's press stops its fling) counting once; `command` names the run in the error.
    func checkPath(of command: String) throws {
        var path: [(String, Int)] = []
        for rest in rests where path.last.map({ $0 != (rest.event, rest.page) }) ?? true {
            path.append((rest.event, rest.page))
        }
        let expected = Self.expectedPath
        let follows = path.count >= expected.count
            && zip(path, expected).allSatisfy { $0 == $1 }
            && path.dropFirst(expected.count).allSatisfy { $0 == ("feed-settled", 0) }
        guard follows else {
            let seen = path.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            throw BenchError("folio-demo \(command) did not scroll, page, scroll and come back: it reported [\(seen)]")
        }
    }

    /// The deepest offset page `page`'s feed rested at, logical pixels (0 if it never rested).
    func deepestOffset(ofPage page: Int) -> Double {
        rests.filter { $0.event == "feed-settled" && $0.page == page }.compactMap(\.offset).max() ?? 0
    }

    /// The last post on screen at page `page`'s deepest rest (-1 if it never rested).
    func deepestPost(ofPage page: Int) -> Int {
        rests.filter { $0.event == "feed-settled" && $0.page == page }.compactMap(\.last).max() ?? -1
    }
}
