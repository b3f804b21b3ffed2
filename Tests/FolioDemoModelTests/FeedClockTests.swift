@testable import FolioDemo
import Testing

/// The feeds' clock: whole minutes since the start, of whatever length a minute is given, and
/// when the next one turns.
struct FeedClockTests {
    @Test("Minutes are counted from the start in the clock's minute length, never below 0")
    func minutes() {
        let clock = FeedClock(minute: 2, start: 100)
        #expect(clock.minutesElapsed(at: 100) == 0)
        #expect(clock.minutesElapsed(at: 101.9) == 0)
        #expect(clock.minutesElapsed(at: 102) == 1)
        #expect(clock.minutesElapsed(at: 111) == 5)
        #expect(clock.minutesElapsed(at: 50) == 0)
        #expect(clock.minutesElapsed(at: .infinity) == 1_000_000_000)
    }

    @Test("The next minute turns where the count changes")
    func nextMinute() {
        let clock = FeedClock(minute: 2, start: 100)
        #expect(clock.secondsToNextMinute(at: 100) == 2)
        #expect(abs(clock.secondsToNextMinute(at: 103.5) - 0.5) < 1e-9)
        #expect(clock.minutesElapsed(at: 103.5 + clock.secondsToNextMinute(at: 103.5)) == 2)
    }

    @Test("A minute that is no number above 0 lasts 60 seconds")
    func badMinute() {
        #expect(FeedClock(minute: 0, start: 0).minute == 60)
        #expect(FeedClock(minute: -1, start: 0).minute == 60)
        #expect(FeedClock(minute: .nan, start: 0).minute == 60)
        #expect(FeedClock(minute: 0.5, start: 0).minute == 0.5)
    }
}
