@testable import FolioCore
import Foundation
import TestSupport

/// Drives a pager of feeds the way the host does, on hand-driven time: input arrives stamped
/// with `time`, and between events time moves frame by frame, each frame running every queued
/// job and ticking the pager (which ticks its feeds). Pointer positions are kept on a 1/64 px
/// grid, so that the arithmetic of a drag's direction is exact.
@MainActor
final class FeedDriver {
    let pager: PagerNode
    let source: FeedPagerSource
    let scheduler: ManualWorkScheduler
    /// The test's time, seconds.
    private(set) var time = 0.0
    /// The time between frames and between synthetic pointer moves.
    var frameInterval = 0.008
    /// Where the pointer is, window coordinates.
    private(set) var pointer = Point(x: 400, y: 300)
    /// The pager's position after every frame and event of the last gesture.
    private(set) var positions: [Double] = []

    init(pager: PagerNode, source: FeedPagerSource, scheduler: ManualWorkScheduler) {
        self.pager = pager
        self.source = source
        self.scheduler = scheduler
    }

    // MARK: - Looking

    /// Page `page`'s feed, while it has one.
    func feed(_ page: Int) -> CollectionNode? { pager.collectionNode(forPageAt: page) }

    /// Page `page`'s feed's offset, while it has one.
    func offset(ofPage page: Int) -> Double? { feed(page)?.contentOffset }

    /// The pages that have feeds now, ascending.
    var pagesWithFeeds: [Int] { pager.pagesWithCollections }

    /// Whether nothing moves: the pager rests on a page with no trackpad gesture pending, and
    /// every feed rests with none pending.
    var isAtRest: Bool {
        pager.pagingModel.isAtRest && pager.pagingModel.nextDeadline == nil
            && pager.nestedCollectionsNearWindow.allSatisfy { $0.scrollModel.isAtRest && $0.scrollModel.nextDeadline == nil }
    }

    // MARK: - Time

    /// Runs every queued job and ticks the pager until two ticks in a row leave nothing queued
    /// (a tick may warm the pager up, which makes the neighbours' feeds and their work).
    func settle() {
        var quiet = 0
        while quiet < 2 {
            scheduler.runAll()
            pager.tick(at: time)
            quiet = scheduler.pendingKeys.isEmpty ? quiet + 1 : 0
        }
    }

    /// One frame: time moves on, queued work runs, the pager ticks.
    func frame() {
        time += frameInterval
        scheduler.runAll()
        pager.tick(at: time)
        positions.append(pager.pagingModel.position)
    }

    /// Lets `seconds` pass frame by frame.
    func wait(_ seconds: Double) {
        let end = time + seconds
        while time < end - 1e-9 { frame() }
    }

    /// Frames until everything rests (`isAtRest`), for at most `limit` seconds; then settles the
    /// work. Returns whether it came to rest.
    @discardableResult
    func runUntilRest(limit: Double = 5) -> Bool {
        let start = time
        while !isAtRest {
            guard time - start < limit else { return false }
            frame()
        }
        settle()
        return true
    }

    // MARK: - Input

    /// Sends one event stamped with the current time.
    func send(_ kind: InputEvent.Kind, location: Point? = nil) {
        pager.handle(InputEvent(time: time, kind: kind, location: location))
        positions.append(pager.pagingModel.position)
    }

    /// A key press.
    func key(_ key: Key) { send(.key(key)) }

    /// Wheel notches with the pointer at `location`.
    func wheel(dx: Int = 0, dy: Int = 0, at location: Point? = Point(x: 400, y: 300)) {
        send(.wheel(dx: dx, dy: dy), location: location)
    }

    /// Presses the mouse at `point` (default: where the pointer is).
    func press(at point: Point? = nil) {
        if let point { pointer = point }
        positions = [pager.pagingModel.position]
        send(.pointerDown(.mouse, pointer))
    }

    /// Moves the pressed pointer by (`dx`, `dy`) in a straight line at `speed` px/s, one move a
    /// frame, the last exactly at the end point; each position on the 1/64 px grid.
    func move(dx: Double, dy: Double, speed: Double) {
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > 0, speed > 0 else { return }
        let duration = distance / speed
        let start = pointer, startTime = time
        var elapsed = 0.0
        while elapsed < duration {
            elapsed = min(duration, elapsed + frameInterval)
            let fraction = elapsed / duration
            time = startTime + elapsed
            pointer = Point(x: start.x + Self.onGrid(dx * fraction), y: start.y + Self.onGrid(dy * fraction))
            send(.pointerMoved(.mouse, pointer))
            scheduler.runAll()
            pager.tick(at: time)
            positions.append(pager.pagingModel.position)
        }
    }

    /// Releases the pointer where it is.
    func release() { send(.pointerUp(.mouse, pointer)) }

    /// Sends trackpad deltas (`dx`, `dy`) once a frame, `count` times, with the pointer at
    /// `location`.
    func trackpad(dx: Double, dy: Double, count: Int, at location: Point = Point(x: 400, y: 300)) {
        for _ in 0..<count {
            time += frameInterval
            send(.preciseScroll(dx: dx, dy: dy), location: location)
            scheduler.runAll()
            pager.tick(at: time)
        }
    }

    /// `value` rounded to 1/64: exact in binary, and symmetric about zero.
    nonisolated static func onGrid(_ value: Double) -> Double { (value * 64).rounded() / 64 }
}
