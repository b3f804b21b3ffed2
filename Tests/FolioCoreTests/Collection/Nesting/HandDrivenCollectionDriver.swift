@testable import FolioCore
import Foundation
import TestSupport

/// Drives a collection that nests others (a pager of feeds, a list of shelves) the way the host
/// does, on hand-driven time: input arrives stamped with `time`, and between events time moves
/// frame by frame, each frame running every queued job and ticking the outer collection (which
/// ticks the nested ones). Pointer positions are kept on a 1/64 px grid, so that the arithmetic
/// of a drag's direction is exact.
@MainActor
class HandDrivenCollectionDriver {
    /// The outer collection.
    let root: CollectionNode
    let scheduler: ManualWorkScheduler
    /// The test's time, seconds.
    private(set) var time = 0.0
    /// The time between frames and between synthetic pointer moves.
    var frameInterval = 0.008
    /// Where the pointer is, window coordinates.
    private(set) var pointer = Point(x: 400, y: 300)
    /// `sample` of the outer collection after every frame and event of the last gesture.
    private(set) var samples: [Double] = []
    /// A frame hook: called after every frame's tick (checks that must hold all along).
    var afterFrame: (() -> Void)?
    /// What `samples` records: the pager's position, the list's offset.
    private let sample: (CollectionNode) -> Double

    init(root: CollectionNode, scheduler: ManualWorkScheduler, sample: @escaping (CollectionNode) -> Double) {
        self.root = root
        self.scheduler = scheduler
        self.sample = sample
    }

    /// Whether nothing moves: the outer collection and every nested one rest with nothing pending.
    var isAtRest: Bool { Self.rests(root) }

    private static func rests(_ collection: CollectionNode) -> Bool {
        let scroller = collection.ownScroller
        return scroller.isAtRest && scroller.nextDeadline == nil && collection.nestedCollectionsNearWindow.allSatisfy(rests)
    }

    // MARK: - Time

    /// Runs every queued job and ticks until two ticks in a row leave nothing queued (a tick may
    /// warm the collection up, which makes the neighbours' collections and their work).
    func settle() {
        var quiet = 0
        while quiet < 2 {
            scheduler.runAll()
            root.tick(at: time)
            quiet = scheduler.pendingKeys.isEmpty ? quiet + 1 : 0
        }
    }

    /// One frame: time moves on, queued work runs, the outer collection ticks.
    func frame() {
        time += frameInterval
        scheduler.runAll()
        root.tick(at: time)
        samples.append(sample(root))
        afterFrame?()
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
        root.handle(InputEvent(time: time, kind: kind, location: location))
        samples.append(sample(root))
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
        samples = [sample(root)]
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
            root.tick(at: time)
            samples.append(sample(root))
        }
    }

    /// Releases the pointer where it is.
    func release() { send(.pointerUp(.mouse, pointer)) }

    /// A click at `point`: a press, `duration` of frames, a release, a frame.
    func click(at point: Point, duration: Double = 0.05) {
        press(at: point)
        wait(duration)
        release()
        frame()
    }

    /// Sends trackpad deltas (`dx`, `dy`) once a frame, `count` times, with the pointer at
    /// `location`.
    func trackpad(dx: Double, dy: Double, count: Int, at location: Point = Point(x: 400, y: 300)) {
        for _ in 0..<count {
            time += frameInterval
            send(.preciseScroll(dx: dx, dy: dy), location: location)
            scheduler.runAll()
            root.tick(at: time)
        }
    }

    /// `value` rounded to 1/64: exact in binary, and symmetric about zero.
    nonisolated static func onGrid(_ value: Double) -> Double { (value * 64).rounded() / 64 }
}
