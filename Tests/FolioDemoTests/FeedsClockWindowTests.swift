import Foundation
import Testing

/// The posts' age lines ("5 min ago") in a real window: kept current by a clock that runs while
/// the post is on screen. With the hidden `--clock-minute 1` a minute lasts a second, so post 0's
/// line is seen to change; with the usual minute it does not within the same seconds.
@Suite("Feeds post age clock", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct FeedsClockWindowTests {
    /// Post 0's author line at offset 0: its age line is in its lower half.
    private static let bylineY = FeedsSession.likeY(postTop: Double(FeedsSession.headerHeight))

    /// The fingerprint of post 0's name and age lines, left of the like button.
    private func ageStrip(_ feeds: FeedsSession) -> String? {
        feeds.strip(y: Self.bylineY - 20, height: 40, width: FeedsSession.likeBox.left)?.signature
    }

    /// The distinct fingerprints of post 0's age strip over `seconds`, one every 0.4 s, after the
    /// first screen is drawn and still.
    private func agesSeen(_ arguments: [String], over seconds: Double) throws -> (FeedsSession, Set<String>) {
        let feeds = try FeedsSession(arguments)
        #expect(feeds.showsContent(), "the first screen draws posts")
        _ = feeds.stillScreen()
        var seen = Set<String>()
        let deadline = Date(timeIntervalSinceNow: seconds)
        repeat {
            if let strip = ageStrip(feeds) { seen.insert(strip) }
            Thread.sleep(forTimeInterval: 0.4)
        } while Date() < deadline
        return (feeds, seen)
    }

    @Test("With a one-second minute, post 0's age line is redrawn as the minutes turn, and nothing else on the line moves")
    func ageLineChangesOnScreen() throws {
        let (feeds, seen) = try agesSeen(["--clock-minute", "1"], over: 3.5)
        #expect(seen.count >= 3, "the age line showed \(seen.count) different pictures in 3.5 s")
        #expect(feeds.noEvent(after: 0, within: 0.1) { $0.name == "feed-settled" }, "the feed did not scroll: \(feeds.events)")
    }

    @Test("With the usual minute, post 0's age line stays as it is over the same seconds")
    func ageLineStaysWithTheUsualMinute() throws {
        let (_, seen) = try agesSeen([], over: 2.5)
        #expect(seen.count == 1, "the age line showed \(seen.count) different pictures")
    }
}
