import FolioCore
import Foundation

/// Keeps a post's age line ("5 min ago") current while the post is on screen: started when the
/// post's cell becomes visible, it sets the line's text at once (time passed while it was away)
/// and then at each minute's turn, through a timer on the main queue; stopped when the cell
/// leaves the screen, it costs nothing. Setting the text lays the post out again on a worker.
/// Made with the post's nodes on a worker; used on the main thread.
@MainActor
final class FeedPostClock {
    /// The line showing the age.
    nonisolated let line: TextNode
    /// The post's feed and place in it, which say when it was written.
    nonisolated let page: Int
    nonisolated let index: Int
    nonisolated let clock: FeedClock
    /// The timer while the post is on screen.
    private var timer: (any DispatchSourceTimer)?

    /// A clock for post `index` of feed `page`, showing its age in `line`. Any thread (the node
    /// block's).
    nonisolated init(line: TextNode, page: Int, index: Int, clock: FeedClock) {
        self.line = line
        self.page = page
        self.index = index
        self.clock = clock
    }

    /// The age line's text at uptime `time`. Any thread.
    nonisolated func text(at time: Double) -> String {
        FeedPostAge.text(page: page, index: index, elapsed: clock.minutesElapsed(at: time))
    }

    /// Whether the timer runs (the post is on screen). Main thread.
    var isRunning: Bool { timer != nil }

    /// Shows the age now and starts the timer, unless it runs. Main thread.
    func start() {
        guard timer == nil else { return }
        refresh()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + clock.secondsToNextMinute(at: clock.now), repeating: clock.minute, leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.refresh() }
        }
        timer.resume()
        self.timer = timer
    }

    /// Stops the timer. Main thread.
    func stop() {
        timer?.cancel()
        timer = nil
    }

    /// Sets the line to the age now (nothing happens if it reads the same).
    private func refresh() {
        line.text = text(at: clock.now)
    }

    isolated deinit {
        timer?.cancel()
    }
}
