@testable import FolioCore
import Foundation
import TestSupport

/// Drives a collection of shelves (items holding collections of their own) the way the host
/// does, on hand-driven time: input arrives stamped with `time`, and between events time moves
/// frame by frame, each frame running every queued job and ticking the outer collection (which
/// ticks the nested ones). Pointer positions are kept on a 1/64 px grid, so that the arithmetic
/// of a drag's direction is exact.
@MainActor
final class ShelfDriver {
    let list: CollectionNode
    let source: ShelfListSource
    let scheduler: ManualWorkScheduler
    /// The test's time, seconds.
    private(set) var time = 0.0
    /// The time between frames and between synthetic pointer moves.
    var frameInterval = 0.008
    /// Where the pointer is, window coordinates.
    private(set) var pointer = Point(x: 400, y: 300)
    /// The outer collection's offset after every frame and event of the last gesture.
    private(set) var listOffsets: [Double] = []
    /// A frame hook: called after every frame's tick (checks that must hold all along).
    var afterFrame: (() -> Void)?

    init(list: CollectionNode, source: ShelfListSource, scheduler: ManualWorkScheduler) {
        self.list = list
        self.source = source
        self.scheduler = scheduler
    }

    // MARK: - Looking

    /// Shelf `shelf`'s collection, while it has one.
    func row(_ shelf: Int) -> CollectionNode? { list.nestedCollection(ofItem: shelf) }

    /// Shelf `shelf`'s collection's offset, while it has one.
    func offset(ofRow shelf: Int) -> Double? { row(shelf)?.contentOffset }

    /// The shelves that have collections now, ascending.
    var shelvesWithRows: [Int] { list.itemsWithNestedCollections }

    /// Every live nested collection's offset, by shelf.
    var rowOffsets: [Int: Double] {
        Dictionary(uniqueKeysWithValues: shelvesWithRows.compactMap { shelf in offset(ofRow: shelf).map { (shelf, $0) } })
    }

    /// Where a point `x` along and `y` down a vertical list's shelf `shelf`'s collection is in
    /// the window, worked out by hand from the fixture's geometry: shelves `ShelfFixture.shelfHeight`
    /// tall, the collection `ShelfFixture.insets.top` below the shelf's top.
    func point(inShelf shelf: Int, x: Double, y: Double = ShelfFixture.cardSide / 2) -> Point {
        Point(x: x, y: Double(shelf) * ShelfFixture.shelfHeight - list.contentOffset + ShelfFixture.insets.top + y)
    }

    /// The window point at the middle of card `card` of shelf `shelf`, the row scrolled as it is.
    func point(ofCard card: Int, inShelf shelf: Int) -> Point {
        let rowOffset = offset(ofRow: shelf) ?? 0
        return point(inShelf: shelf, x: (Double(card) + 0.5) * ShelfFixture.cardSide - rowOffset)
    }

    /// Whether nothing moves: the outer collection and every nested one rest with nothing pending.
    var isAtRest: Bool { Self.rests(list) }

    private static func rests(_ collection: CollectionNode) -> Bool {
        let own: Bool
        if let pager = collection as? PagerNode {
            own = pager.pagingModel.isAtRest && pager.pagingModel.nextDeadline == nil
        } else {
            own = collection.scrollModel.isAtRest && collection.scrollModel.nextDeadline == nil
        }
        return own && collection.nestedCollectionsNearWindow.allSatisfy(rests)
    }

    // MARK: - Time

    /// Runs every queued job and ticks until two ticks in a row leave nothing queued.
    func settle() {
        var quiet = 0
        while quiet < 2 {
            scheduler.runAll()
            list.tick(at: time)
            quiet = scheduler.pendingKeys.isEmpty ? quiet + 1 : 0
        }
    }

    /// One frame: time moves on, queued work runs, the list ticks.
    func frame() {
        time += frameInterval
        scheduler.runAll()
        list.tick(at: time)
        listOffsets.append(list.contentOffset)
        afterFrame?()
    }

    /// Lets `seconds` pass frame by frame.
    func wait(_ seconds: Double) {
        let end = time + seconds
        while time < end - 1e-9 { frame() }
    }

    /// Frames until everything rests, for at most `limit` seconds; then settles the work.
    /// Returns whether it came to rest.
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

    /// Scrolls the list at once so that shelf `shelf` starts at its top, then settles.
    func jump(toShelf shelf: Int) {
        list.scrollToItem(at: IndexPath(item: shelf, section: 0), position: .start, animated: false)
        frame()
        settle()
    }

    // MARK: - Input

    /// Sends one event stamped with the current time.
    func send(_ kind: InputEvent.Kind, location: Point? = nil) {
        list.handle(InputEvent(time: time, kind: kind, location: location))
        listOffsets.append(list.contentOffset)
    }

    /// A key press.
    func key(_ key: Key) { send(.key(key)) }

    /// Wheel notches with the pointer at `location`.
    func wheel(dx: Int = 0, dy: Int = 0, at location: Point) {
        send(.wheel(dx: dx, dy: dy), location: location)
    }

    /// Presses the mouse at `point` (default: where the pointer is).
    func press(at point: Point? = nil) {
        if let point { pointer = point }
        listOffsets = [list.contentOffset]
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
            list.tick(at: time)
            listOffsets.append(list.contentOffset)
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
    func trackpad(dx: Double, dy: Double, count: Int, at location: Point) {
        for _ in 0..<count {
            time += frameInterval
            send(.preciseScroll(dx: dx, dy: dy), location: location)
            scheduler.runAll()
            list.tick(at: time)
        }
    }

    /// `value` rounded to 1/64: exact in binary, and symmetric about zero.
    nonisolated static func onGrid(_ value: Double) -> Double { (value * 64).rounded() / 64 }
}
