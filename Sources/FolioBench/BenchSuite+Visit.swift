import Foundation

/// The stress pager's memory after a long visit against its memory at start.
extension BenchSuite {
    /// The visit script's length (100,000 presses at 1,000 a second, then a second), plus room
    /// for start-up and a loaded machine.
    static let visitTimeout = 300.0

    /// Memory at rest after start-up, then after 100,000 pages visited by key: what the pager
    /// keeps of the pages it left should not grow with their number.
    mutating func visit() throws {
        let start = try measure(["stress", "--render", "async", "--script", "idle"])
        add("visit.start.rssKiB", Double(start.stats.rssKiB ?? 0))
        add("visit.start.peakRSSKiB", Double(start.stats.peakRSSKiB ?? 0))
        let clock = ContinuousClock()
        let began = clock.now
        let after = try measure(["stress", "--render", "async", "--script", "visit"], timeout: Self.visitTimeout)
        add("visit.seconds", (clock.now - began).seconds)
        add("visit.after.rssKiB", Double(after.stats.rssKiB ?? 0))
        // Its frames too (peak RSS among them): visiting must not stall or show placeholders.
        recordFrames(after, as: "visit.after")
    }
}
