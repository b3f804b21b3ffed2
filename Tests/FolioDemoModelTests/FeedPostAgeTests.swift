@testable import FolioDemo
import Testing

/// A post's age line: how it reads at each scale, later posts older, the same on every run.
struct FeedPostAgeTests {
    @Test("Minutes read as just now, minutes, hours and days")
    func readings() {
        #expect(FeedPostAge.text(minutes: 0) == "just now")
        #expect(FeedPostAge.text(minutes: 5) == "5 min ago")
        #expect(FeedPostAge.text(minutes: 59) == "59 min ago")
        #expect(FeedPostAge.text(minutes: 60) == "1 h ago")
        #expect(FeedPostAge.text(minutes: 24 * 60 - 1) == "23 h ago")
        #expect(FeedPostAge.text(minutes: 3 * 24 * 60) == "3 d ago")
        #expect(FeedPostAge.text(minutes: -4) == "just now")
    }

    @Test("Later posts are older; a post's age grows with the minutes since the start; huge indexes do not overflow")
    func ages() {
        #expect(FeedPostAge.minutesAtStart(page: 0, index: 0) < FeedPostAge.minutesAtStart(page: 0, index: 1))
        #expect(FeedPostAge.minutesAtStart(page: 3, index: 7) == FeedPostAge.minutesAtStart(page: 3, index: 7))
        #expect(FeedPostAge.text(page: 0, index: 0, elapsed: 0) == "2 min ago")
        #expect(FeedPostAge.text(page: 0, index: 0, elapsed: 3) == "5 min ago")
        #expect(FeedPostAge.text(page: 0, index: Int.max, elapsed: Int.max).hasSuffix("d ago"))
    }
}
