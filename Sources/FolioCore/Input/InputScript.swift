/// A timed sequence of input for reproducible sessions (the benchmark): pointer gestures and keys
/// at times in seconds from the script's start, ending with a quit. The host turns each step
/// into a synthetic platform event, so scripted input takes exactly the path real input takes.
/// A plain value: usable on any thread.
///
/// ```swift
/// var script = InputScript()
/// script.flick(at: 0.5, from: Point(x: 900, y: 400), by: -190)   // to the next page
/// script.press(.right, at: 1.0)
/// script.quit(at: 2.0)
/// ```
public struct InputScript: Hashable, Sendable {
    /// One input at one moment.
    public enum Action: Hashable, Sendable {
        /// The mouse button goes down at a point.
        case pointerDown(Point)
        /// The mouse moves to a point.
        case pointerMoved(Point)
        /// The mouse button comes up at a point.
        case pointerUp(Point)
        /// A key is pressed.
        case key(Key)
        /// The Delete key: a command for the app (delete what is selected), not input.
        case delete
        /// A letter or digit key pressed alone, lowercase: one of the app's single-key
        /// shortcuts ("i" inserts in the demos).
        case character(Character)
        /// Text typed into the focused text field, as the keyboard's text input sends it (one
        /// event per step; `type(_:at:interval:)` adds one per character, as a person types).
        case text(String)
        /// The Backspace key: in a focused text field it deletes the character before the
        /// caret; with no field focused it is the app's Delete.
        case backspace
        /// The app is asked to quit.
        case quit
    }

    /// An action and when it happens, in seconds from the start.
    public struct Step: Hashable, Sendable {
        /// Seconds from the script's start.
        public var time: Double
        /// What happens then.
        public var action: Action
    }

    /// The steps, in time order.
    public private(set) var steps: [Step] = []

    /// An empty script.
    public init() {}

    /// When the last step happens, in seconds from the start.
    public var duration: Double { steps.last?.time ?? 0 }

    /// Adds `action` at `time`, keeping the steps in time order.
    public mutating func add(_ action: Action, at time: Double) {
        let step = Step(time: time, action: action)
        let index = steps.lastIndex { $0.time <= time }.map { $0 + 1 } ?? 0
        steps.insert(step, at: index)
    }

    /// Adds a horizontal flick: press at `start`, move `distance` logical pixels (negative: to
    /// the left, which shows the next page) in `moves` even steps over `duration` seconds, and
    /// release at once, still moving, so the release carries the gesture's velocity.
    public mutating func flick(at time: Double, from start: Point, by distance: Double, duration: Double = 0.048, moves: Int = 6) {
        flick(at: time, from: start, to: Point(x: start.x + distance, y: start.y), duration: duration, moves: moves)
    }

    /// Adds a flick in any direction: press at `start`, move to `end` in `moves` even steps over
    /// `duration` seconds, and release there at once, still moving, so that the release carries
    /// the gesture's velocity (the distance over the duration).
    public mutating func flick(at time: Double, from start: Point, to end: Point, duration: Double = 0.048, moves: Int = 6) {
        add(.pointerDown(start), at: time)
        let count = max(1, moves)
        for step in 1...count {
            let fraction = Double(step) / Double(count)
            let point = Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            add(.pointerMoved(point), at: time + duration * fraction)
        }
        add(.pointerUp(end), at: time + duration)
    }

    /// Adds a click at `time`: press and release at `point` 50 ms later, without moving.
    public mutating func click(at time: Double, on point: Point) {
        add(.pointerDown(point), at: time)
        add(.pointerUp(point), at: time + 0.05)
    }

    /// Adds a key press at `time`.
    public mutating func press(_ key: Key, at time: Double) {
        add(.key(key), at: time)
    }

    /// Adds a press of the Delete key at `time`.
    public mutating func pressDelete(at time: Double) {
        add(.delete, at: time)
    }

    /// Adds a press of the letter or digit key `character` (lowercase) at `time`.
    public mutating func press(character: Character, at time: Double) {
        add(.character(character), at: time)
    }

    /// Adds `text` typed one character every `interval` seconds from `time`, into the focused
    /// text field; returns when the last character is typed.
    @discardableResult
    public mutating func type(_ text: String, at time: Double, interval: Double = 0.08) -> Double {
        var moment = time
        for (index, character) in text.enumerated() {
            moment = time + Double(index) * max(0, interval)
            add(.text(String(character)), at: moment)
        }
        return moment
    }

    /// Adds a press of the Backspace key at `time`.
    public mutating func pressBackspace(at time: Double) {
        add(.backspace, at: time)
    }

    /// Adds the request to quit at `time`.
    public mutating func quit(at time: Double) {
        add(.quit, at: time)
    }

    /// The steps due by `time` from `index` on, and the index of the first step not yet due.
    public func steps(from index: Int, through time: Double) -> (due: ArraySlice<Step>, next: Int) {
        var end = index
        while end < steps.count, steps[end].time <= time { end += 1 }
        return (steps[index..<end], end)
    }
}
