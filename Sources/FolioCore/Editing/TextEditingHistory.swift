/// The undo and redo steps of an editable text, grouping typing: consecutive edits of one kind
/// (typing, Backspace, Delete) form one step until a pause of more than `pause` seconds, a caret
/// movement (`closeGroup()`) or an edit of another kind. Keeps the last `capacity` steps. A plain
/// value: any thread.
struct TextEditingHistory: Hashable, Sendable {
    /// The most steps kept: the oldest are forgotten beyond it.
    static let capacity = 200
    /// The pause, in seconds, after which typing starts a new step.
    static let pause = 1.0

    private(set) var undoSteps: [TextEditingStep] = []
    private(set) var redoSteps: [TextEditingStep] = []
    /// Whether the last undo step may take the next edit of its kind.
    private var isGroupOpen = false
    /// When the last edit was recorded (the `time` of its command).
    private var lastTime = 0.0

    /// Records an edit from `before` to `after` made at `time`, joining the last step when it
    /// is of the same coalescing kind, still open and recent. Forgets what could be redone. Any thread.
    mutating func record(from before: TextEditingState, to after: TextEditingState, kind: TextEditKind, time: Double) {
        redoSteps.removeAll()
        let isRecent = time.isFinite && time >= lastTime && time - lastTime <= Self.pause
        if isGroupOpen, kind.coalesces, isRecent, let last = undoSteps.last, last.kind == kind {
            undoSteps[undoSteps.count - 1].after = after
        } else {
            undoSteps.append(TextEditingStep(before: before, after: after, kind: kind))
            if undoSteps.count > Self.capacity { undoSteps.removeFirst(undoSteps.count - Self.capacity) }
        }
        isGroupOpen = kind.coalesces
        lastTime = time.isFinite ? time : 0
    }

    /// Ends the open group: the next edit starts a step of its own (the caret moved). Any thread.
    mutating func closeGroup() {
        isGroupOpen = false
    }

    /// Takes the last step back: the state before it, or nil when there is nothing to undo. Any thread.
    mutating func undo() -> TextEditingState? {
        isGroupOpen = false
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return step.before
    }

    /// Does the last undone step again: the state after it, or nil when there is nothing to redo. Any thread.
    mutating func redo() -> TextEditingState? {
        isGroupOpen = false
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        return step.after
    }
}
