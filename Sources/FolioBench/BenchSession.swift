import FolioCommandLine
import Foundation

/// A group of the benchmark's sessions, which `--sessions` picks from. A plain value: usable on
/// any thread.
enum BenchSession: String, CaseIterable, Hashable {
    /// Swiping the photos and stress pagers at 3 and 8 pages a second, and their floor.
    case swipe
    /// Start-up and peak memory of the stress pager at 10 and 1,000,000 pages.
    case startup
    /// Memory after swiping through 1,000 stress pages.
    case traverse
    /// Stress cells made per second by one worker and by one per core.
    case workers
    /// The grid: flinging a flow and a masonry (async, sync, floor), placeholders at 2,000 px/s,
    /// start-up and memory at 100 and 1,000,000 items.
    case grid
    /// Memory after visiting 100,000 stress pages by key: about 100 s a round.
    case visit
    /// The feeds: a pager of vertical feeds scrolled, paged and scrolled (async, sync, floor),
    /// and memory at 10 x 30 and 1,000 x 1,000 posts.
    case feeds
    /// Remote images: the feeds session with its photos and avatars fetched from a loopback
    /// server at 0 and 150 ms latency, and at 150 ms with a URL per post, against the same
    /// session on files; memory at 10 x 30 and 1,000 x 1,000 posts fetching them, shared and per
    /// post.
    case images
    /// The shelves: a vertical list of horizontally scrolling rows, browsed (async, sync, floor),
    /// and memory at 10 x 10 and 100,000 x 1,000 cards.
    case shelves
    /// Batch updates: the grid's editing session (async, floor), one batch's cost at 2,000 and
    /// 1,000,000 items in sections of 100 and of 1, and the photos pager's cross-fading deletes.
    case updates
    /// folio-photos on a generated library of 10,000 12 MP photos: a cold open (no index, no
    /// thumbnails) to the first screen and the scan's end, a warm open against the grid demo's,
    /// flinging the library (async, sync, floor, and at 2,000 px/s), memory at rest and after
    /// flinging through every photo. About 2 minutes a round, once the library is made.
    case photos
    /// Text: a Latin, a CJK and a mixed Arabic/English paragraph laid out, and laid out and
    /// drawn, on a background thread of the demo (`folio-demo text-cost`), at scale 1 and 2.
    case text
    /// Diffable snapshots of 10,000 and 1,000,000 items with 1% and 50% changed: the diff on a
    /// background thread and the batch applied on the main thread, in-process.
    case snapshots

    /// Every name, for the help and for mistakes.
    static let names = allCases.map(\.rawValue).joined(separator: ", ")

    /// The sessions named in `text`, a comma-separated list, or every one for `all`.
    static func parseList(_ text: String) throws(InvalidValue) -> Set<BenchSession> {
        if text == "all" { return Set(allCases) }
        var sessions = Set<BenchSession>()
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let session = BenchSession(rawValue: trimmed) else {
                throw InvalidValue(expecting: "a comma-separated list of sessions from \(names), or all")
            }
            sessions.insert(session)
        }
        return sessions
    }
}
