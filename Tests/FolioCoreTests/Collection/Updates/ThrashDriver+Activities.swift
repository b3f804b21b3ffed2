@testable import FolioCore
import Foundation
import TestSupport

/// What happens between batches: jobs run, time passes, the content scrolls.
extension ThrashDriver {
    func randomActivity() {
        let roll = Int.random(in: 0..<100, using: &rng)
        // Every activity but running jobs and changing content takes the results waiting (a
        // tick or a scroll does).
        if roll >= 30, !(88..<95).contains(roll) { resultsPending = false }
        switch roll {
        case ..<30: runSomeJobs()
        case ..<46: passTime()
        case ..<56: wheel()
        case ..<74: drag()
        case ..<82: scrollToSomething()
        case ..<88: press()
        case ..<95: changeSomeContent()
        default:
            // Results taken without time passing.
            collection.tick(at: time)
            trail.append("took results")
        }
    }

    /// Runs a random number of queued jobs (none taken yet: they arrive with the next tick or
    /// batch); with real workers, gives them a moment.
    func runSomeJobs() {
        switch workers {
        case .manual(let scheduler):
            let count = chance(0.1) ? 1_000 : Int.random(in: 0...8, using: &rng)
            var run = 0
            while run < count, scheduler.runNext() != nil { run += 1 }
            tally.jobsRun += run
            if run > 0 { resultsPending = true }
            trail.append("ran \(run) jobs")
        case .pool:
            Thread.sleep(forTimeInterval: Double.random(in: 0...0.002, using: &rng))
            trail.append("waited")
        }
    }

    /// Moves the clock on by up to a quarter second (animations run part way or to their end).
    func passTime() {
        time += Double.random(in: 0.004...0.25, using: &rng)
        collection.tick(at: time)
        trail.append("tick \(String(format: "%.3f", time))")
    }

    private var axisIsVertical: Bool {
        pager == nil && collection.layout.scrollAxis == .vertical
    }

    func wheel() {
        let steps = Int.random(in: 1...6, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
        time += 0.008
        let kind: InputEvent.Kind = axisIsVertical ? .wheel(dx: 0, dy: steps) : .wheel(dx: steps, dy: 0)
        collection.handle(InputEvent(time: time, kind: kind))
        collection.tick(at: time)
        tally.scrolls += 1
        trail.append("wheel \(steps)")
    }

    /// Puts a pointer down, moves it, or lifts it; a drag may stay under way across batches.
    func drag() {
        time += 0.016
        guard let point = pointer else {
            let start = Point(x: Double.random(in: 100...700, using: &rng), y: Double.random(in: 100...500, using: &rng))
            collection.handle(InputEvent(time: time, kind: .pointerDown(.mouse, start)))
            pointer = start
            trail.append("down")
            collection.tick(at: time)
            return
        }
        if chance(0.3) {
            collection.handle(InputEvent(time: time, kind: .pointerUp(.mouse, point)))
            pointer = nil
            trail.append("up")
        } else {
            let delta = Double.random(in: -260...260, using: &rng)
            let moved = axisIsVertical ? Point(x: point.x, y: point.y + delta) : Point(x: point.x + delta, y: point.y)
            collection.handle(InputEvent(time: time, kind: .pointerMoved(.mouse, moved)))
            pointer = moved
            tally.scrolls += 1
            trail.append("move \(Int(delta))")
        }
        collection.tick(at: time)
    }

    /// Presses a key: arrows move the focus (or page), the others scroll.
    func press() {
        let keys: [Key] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown]
        let key = keys.randomElement(using: &rng)!
        time += 0.008
        collection.handle(InputEvent(time: time, kind: .key(key)))
        collection.tick(at: time)
        trail.append("key \(key)")
    }

    /// A cell made so far changes its content (a new revision, perhaps a new height) and asks to
    /// be laid out again: work under way for it is now stale.
    func changeSomeContent() {
        // In key order: a dictionary's order changes from run to run, and the seed must replay.
        let cells = collection.data.elements.sorted { $0.key < $1.key }.compactMap { $0.value.node as? ThrashCellNode }
        guard let cell = cells.randomElement(using: &rng) else { return }
        cell.changeContent()
        // The request waits in the inbox until the collection next takes results.
        resultsPending = true
        trail.append("\(cell.signature) changes")
    }

    /// Scrolls to a random item (or page), at once or animated.
    func scrollToSomething() {
        let count = collection.itemCount
        guard count > 0 else { return }
        let index = Int.random(in: 0..<count, using: &rng), animated = Bool.random(using: &rng)
        if let pager {
            pager.scrollToPage(at: index, animated: animated)
        } else if let path = collection.sections.indexPath(ofFlatIndex: index) {
            let positions: [CollectionScrollPosition] = [.start, .center, .end, .nearest]
            collection.scrollToItem(at: path, position: positions.randomElement(using: &rng)!, animated: animated)
        }
        tally.scrolls += 1
        trail.append("scroll to \(index)\(animated ? " animated" : "")")
    }

    /// Lifts the pointer, runs every job and lets time pass until nothing moves or waits; with
    /// real workers, waits for the visible items to be drawn.
    func settle() -> Bool {
        tally.settles += 1
        if let point = pointer {
            time += 0.016
            collection.handle(InputEvent(time: time, kind: .pointerUp(.mouse, point)))
            pointer = nil
        }
        for _ in 0..<400 {
            if case .manual(let scheduler) = workers { tally.jobsRun += scheduler.runAll().count }
            time += 0.05
            collection.tick(at: time)
            if case .manual(let scheduler) = workers, !scheduler.pendingKeys.isEmpty { continue }
            if !collection.isMoving { break }
        }
        if case .pool = workers, !collection.waitUntilItemsAreDrawn(in: .display, timeout: 10) { return false }
        collection.tick(at: time)
        return true
    }
}
