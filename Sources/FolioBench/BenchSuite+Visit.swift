import Foundation

/// The stress pager's memory at rest after visiting many pages against its memory at rest after
/// start-up.
extension BenchSuite {
    /// The visit script's length (100,000 presses at 1,000 a second, then a second), plus room
    /// for start-up and a loaded machine.
    static let visitTimeout = 300.0
    /// The page every visit run starts on. Not the first: there the pager has no page before
    /// it, so it holds one neighbour's bitmap and texture fewer (8 MB at 1280x800) than anywhere
    /// past it, and that is not memory kept of the pages left.
    static let visitStart = 50
    /// How many pages each visit goes through (as the report writes it), and the script that
    /// presses Right that many times.
    static let visits = [(pages: 1_000, label: "1,000", script: "traverse"), (pages: 100_000, label: "100,000", script: "visit")]

    /// Memory at rest after start-up, then after 1,000 and 100,000 pages visited by key, each
    /// from page `visitStart`, and each run's ratio to the start's: what the pager keeps of the
    /// pages it left should not grow with their number.
    mutating func visit() throws {
        let common = ["stress", "--start", "\(Self.visitStart)", "--render", "async"]
        let start = try measure(common + ["--script", "idle"])
        let startKiB = Double(start.stats.rssKiB ?? 0)
        add("visit.start.rssKiB", startKiB)
        add("visit.start.peakRSSKiB", Double(start.stats.peakRSSKiB ?? 0))
        let clock = ContinuousClock()
        for visit in Self.visits {
            let began = clock.now
            let after = try measure(common + ["--script", visit.script], timeout: Self.visitTimeout)
            let name = "visit.after\(visit.pages)"
            add("\(name).seconds", (clock.now - began).seconds)
            add("\(name).rssKiB", Double(after.stats.rssKiB ?? 0))
            // This round's own ratio: its start and its visit ran minutes apart, not rounds.
            add("visit.restRatio.after\(visit.pages)", Double(after.stats.rssKiB ?? 0) / startKiB)
            // Its frames too (peak RSS among them): visiting must not stall or show placeholders.
            recordFrames(after, as: name)
        }
    }
}
