import Foundation

/// The animations of one collection's items after a batch update or a cell that changed size:
/// each moved item slides from where it was seen to its new frame, an inserted one fades and
/// grows in, and a deleted one (a "ghost" holding its last bitmap) fades and shrinks out where
/// it was. Items share one critically damped spring, from 0 to 1, begun by the latest change;
/// ghosts keep their own. Frames are in content coordinates, so that scrolling during an
/// animation moves everything together. Main thread only (ghosts hold bitmaps).
@MainActor
struct ItemAnimations {
    /// Where an item starts from: its frame, opacity and scale, each heading for its layout
    /// frame, 1 and 1.
    struct Start: Equatable {
        var frame: Rect
        var alpha: Double = 1
        var scale: Double = 1
    }

    /// A deleted item fading out where it was, from the opacity it was seen at (below 1 when it
    /// was still fading in): its last bitmap, or a cell drawn on the main thread, which has none
    /// and whose closure draws its ghost.
    struct Ghost {
        let frame: Rect
        let bitmap: (any ItemBitmap)?
        var liveCell: MainThreadCellNode?
        let size: Size
        var startTime: Double
        var alpha: Double = 1
    }

    /// The spring every animation follows: critically damped, about 0.45 s to settle, the feel of
    /// UIKit's default batch-update animation.
    static let spring = SpringParameters(dampingRatio: 1, mass: 1, stiffness: 400)
    /// How small an inserted item starts, and a deleted one ends, as a share of its size.
    static let appearingScale = 0.8

    /// Where the animating items start, by their current key.
    private(set) var starts: [Int: Start] = [:]
    /// Deleted items fading out, by ghost key.
    private(set) var ghosts: [Int: Ghost] = [:]
    /// When the items' spring began.
    private(set) var startTime: Double = 0
    /// The time the latest motions were begun at, until the next frame starts them: the
    /// collection's clock may be long stale when a change comes between frames (an app's
    /// command or a main-queue block runs before the host's next tick, after any time idle),
    /// and a motion stamped with it would be over before it was ever drawn.
    private(set) var awaitingFrameSince: Double?

    /// Whether anything is animating.
    var isActive: Bool { !starts.isEmpty || !ghosts.isEmpty }

    /// The spring's progress from 0 to 1 for a motion begun at `start`.
    static func progress(since start: Double, at time: Double) -> Double {
        let spring = SpringSimulation(parameters: spring, startValue: 0, target: 1, startTime: start)
        return spring.isDone(at: time, epsilon: 0.001) ? 1 : min(1, max(0, spring.position(at: time)))
    }

    /// Starts the items of `starts` (by their keys after the change) towards their layout frames
    /// at `time`; animations under way are replaced (the caller passes where they were seen).
    mutating func begin(_ starts: [Int: Start], at time: Double) {
        self.starts = starts
        startTime = time
        awaitingFrameSince = time
    }

    /// Adds a ghost under `key`.
    mutating func addGhost(_ ghost: Ghost, key: Int) {
        ghosts[key] = ghost
        awaitingFrameSince = ghost.startTime
    }

    /// Starts the motions begun since the last frame at `time`, that frame's: each runs its
    /// whole course on screen, however long ago the collection's clock last moved.
    mutating func startAwaitingMotions(at time: Double) {
        guard let stamp = awaitingFrameSince else { return }
        awaitingFrameSince = nil
        if startTime == stamp { startTime = max(startTime, time) }
        for (key, ghost) in ghosts where ghost.startTime == stamp {
            ghosts[key]?.startTime = max(stamp, time)
        }
    }

    /// What item `key` shows at `time` when its layout frame is `target`: its frame (content
    /// coordinates) and opacity.
    func presentation(ofItem key: Int, target: Rect, at time: Double) -> (frame: Rect, alpha: Double) {
        guard let start = starts[key] else { return (target, 1) }
        let p = Self.progress(since: startTime, at: time)
        let frame = Self.interpolate(start.frame, target, p)
        let scale = start.scale + (1 - start.scale) * p
        return (Self.scaled(frame, by: scale), start.alpha + (1 - start.alpha) * p)
    }

    /// Where item `key` is seen at `time` when its layout frame is `target`, as the start of its
    /// next motion: its frame (scaled as seen) and opacity, so that a motion begun now from there
    /// shows no jump.
    func seen(ofItem key: Int, target: Rect, at time: Double) -> Start {
        let seen = presentation(ofItem: key, target: target, at: time)
        return Start(frame: seen.frame, alpha: seen.alpha)
    }

    /// The ghosts at `time`: key, frame (content coordinates) and opacity, oldest first.
    func ghostPresentations(at time: Double) -> [(key: Int, frame: Rect, alpha: Double)] {
        ghosts.sorted { $0.key < $1.key }.map { key, ghost in
            let p = Self.progress(since: ghost.startTime, at: time)
            return (key, Self.scaled(ghost.frame, by: 1 - (1 - Self.appearingScale) * p), ghost.alpha * (1 - p))
        }
    }

    /// Ends the motions that are over at `time`; returns the ghost keys let go.
    mutating func finish(at time: Double) -> [Int] {
        var ended: [Int] = []
        for (key, ghost) in ghosts where Self.progress(since: ghost.startTime, at: time) >= 1 {
            ghosts[key] = nil
            ended.append(key)
        }
        if !starts.isEmpty, Self.progress(since: startTime, at: time) >= 1 { starts.removeAll() }
        return ended
    }

    /// Ends everything at once (a drag took over, or the data was reloaded); returns the ghost
    /// keys let go.
    mutating func finishAll() -> [Int] {
        let keys = Array(ghosts.keys)
        ghosts.removeAll()
        starts.removeAll()
        awaitingFrameSince = nil
        return keys
    }

    /// `a` moved `p` of the way to `b`.
    static func interpolate(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
             width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }

    /// `rect` scaled by `scale` about its centre.
    static func scaled(_ rect: Rect, by scale: Double) -> Rect {
        guard scale != 1 else { return rect }
        let width = rect.width * scale, height = rect.height * scale
        return Rect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }
}
