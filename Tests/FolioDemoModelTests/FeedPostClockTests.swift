import FolioCore
@testable import FolioDemo
import Testing

/// A post's age clock: it runs only between its cell coming on screen and leaving it, setting
/// the age line's text as the minutes turn.
@Suite("Feed post clock", .serialized)
@MainActor
struct FeedPostClockTests {
    /// Lets the main queue (and the timer's events on it) run for `milliseconds`.
    private func runMainQueue(for milliseconds: Int) async throws {
        try await Task.sleep(for: .milliseconds(milliseconds))
    }

    @Test("Started, the clock sets the line at once and again as each short minute turns; stopped, it leaves the line alone")
    func runsOnlyWhileStarted() async throws {
        let line = TextNode("stale", attributes: TextAttributes(size: 13))
        let clock = FeedPostClock(line: line, page: 0, index: 0, clock: FeedClock(minute: 0.2))
        #expect(!clock.isRunning)
        clock.start()
        #expect(clock.isRunning)
        let first = line.text
        #expect(first.hasSuffix("min ago"), "set at once: \(first)")
        try await runMainQueue(for: 700)
        let later = line.text
        #expect(later != first, "the minutes turned: \(first), then \(later)")
        clock.stop()
        #expect(!clock.isRunning)
        let stopped = line.text
        try await runMainQueue(for: 500)
        #expect(line.text == stopped, "a stopped clock sets nothing")
    }

    @Test("A post node's composition starts its clock when the post comes on screen and stops it when it leaves")
    func followsTheVisibleState() {
        let node = FeedPostNode(post: FeedPost(page: 1, index: 2, author: "A", avatar: nil, text: "Hello"), like: FeedLike(isLiked: false, count: 0),
                                toggleLike: { _ in })
        let composed = ComposedNode(node)
        #expect(!composed.nodes.clock.isRunning)
        composed.didEnterDisplayState()
        #expect(!composed.nodes.clock.isRunning, "drawn ahead, not seen: no clock")
        composed.didEnterVisibleState()
        #expect(composed.nodes.clock.isRunning)
        composed.didExitVisibleState()
        #expect(!composed.nodes.clock.isRunning)
        #expect(composed.nodes.age.text == FeedPostAge.text(page: 1, index: 2, elapsed: 0))
    }
}
