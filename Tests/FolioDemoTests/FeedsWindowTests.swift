import Foundation
import Testing

/// `folio-demo feeds` in a window: posts load a batch at a time and never past `--items`.
@Suite("Feeds window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct FeedsWindowTests {
    /// The events of a scripted session of the feeds demo with `arguments`, which must end by
    /// itself with status 0.
    private func session(_ arguments: [String]) throws -> [GridEvent] {
        let all = ["feeds", "--script", "session", "--events", "--latency", "0", "--assets", DemoPaths.assets] + arguments
        let result = try #require(try CommandRun.run(DemoPaths.binary, all, timeout: 90), "folio-demo \(all) did not end")
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput.split(separator: "\n").compactMap { GridEvent(line: String($0)) }
    }

    @Test("A feed starts with one batch and fetches the rest, the last batch cut to --items")
    func fetchesUpToTheLimit() throws {
        let events = try session(["--items", "45", "--batch", "30"])
        let ready = try #require(events.first { $0.name == "ready" })
        #expect(ready["items"] == 30, "\(ready)")
        let fetched = events.filter { $0.name == "fetched" }
        #expect(!fetched.isEmpty, "the session scrolls past the first batch")
        for event in fetched {
            #expect(event["first"] == 30 && event["last"] == 44 && event["items"] == 45, "\(event)")
        }
        #expect(events.last?.name == "quit")
    }

    @Test("A feed of one batch never fetches")
    func oneBatchNeverFetches() throws {
        let events = try session(["--items", "30", "--batch", "30"])
        #expect(events.first { $0.name == "ready" }?["items"] == 30)
        #expect(!events.contains { $0.name == "fetched" }, "\(events.filter { $0.name == "fetched" })")
        #expect(events.last?.name == "quit")
    }
}
