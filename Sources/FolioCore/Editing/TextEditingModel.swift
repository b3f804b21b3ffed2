/// An editable text as a plain value: the committed text, its selection, the input method's
/// composition in progress, the undo history, and every editing command (`perform`) that
/// changes them. Offsets are UTF-8 bytes (what Pango uses), always on grapheme-cluster
/// boundaries, so that no command leaves half an emoji, a flag, or a letter without its mark.
/// Commands that need geometry (visual arrows, clicks, lines) ask a `TextEditingLayout` of
/// `displayText`; without one they fall back to logical order. A value: the field keeps it on
/// the main thread; usable on any.
public struct TextEditingModel: Sendable {
    /// The committed text, without the composition. Any thread.
    public internal(set) var text: String
    /// The selection in `text`; a caret when empty. Any thread.
    public internal(set) var selection: TextSelection
    /// The input method's text in progress, shown in place of the selection; nil when none is open. Any thread.
    public internal(set) var composition: TextComposition?
    /// The most grapheme clusters (Characters) the text may hold; nil for no limit. Typing and
    /// pasting are cut to fit; lowering it does not cut the text already there. Any thread.
    public var maximumLength: Int?
    /// Whether the text is shown as bullets and never copied or cut. Any thread.
    public var isSecure: Bool
    /// Whether Enter inserts "\n" and pasted newlines stay (else they become spaces). Any thread.
    public var isMultiline: Bool

    /// The undo and redo steps.
    var history = TextEditingHistory()
    /// Where up and down aim across repeated moves: logical pixels with a layout, clusters into
    /// the line without one.
    var goalX: Double?
    /// The click a drag after it extends by.
    var pointerSelection: TextPointerSelection?

    /// A model holding `text` (control characters dropped, newlines made spaces in a single line,
    /// cut to `maximumLength`) with the caret at its end and nothing to undo. Any thread.
    public init(text: String = "", maximumLength: Int? = nil, isSecure: Bool = false, isMultiline: Bool = false) {
        self.maximumLength = maximumLength.map { max(0, $0) }
        self.isSecure = isSecure
        self.isMultiline = isMultiline
        self.text = ""
        selection = TextSelection(caret: 0)
        let cleaned = fitted(cleaned(text), replacing: 0..<0)
        self.text = cleaned
        selection = TextSelection(caret: cleaned.utf8.count)
    }

    /// Whether `.undo` would change anything. Any thread.
    public var canUndo: Bool { !history.undoSteps.isEmpty }

    /// Whether `.redo` would change anything. Any thread.
    public var canRedo: Bool { !history.redoSteps.isEmpty }

    /// The selected text; nil when nothing is selected or the text is secure (it is never copied). Any thread.
    public var selectedText: String? {
        guard !isSecure, !selection.isEmpty else { return nil }
        return substring(selection.range)
    }

    /// Carries `command` out at `time` (seconds, any clock that only goes forward: it groups
    /// typing into undo steps), asking `layout` (of `displayText`; ignored when it was made from
    /// another text) for geometry. Any thread; the field calls it on the main thread.
    @discardableResult
    public mutating func perform(_ command: TextEditingCommand, layout: (any TextEditingLayout)?, time: Double) -> TextEditingOutcome {
        let before = (text: text, selection: selection, composition: composition)
        if !command.keepsGoal { goalX = nil }
        if !command.isPointer { pointerSelection = nil }
        var cutText: String?
        switch command {
        case .insert(let string):
            commit(string, kind: .typing, time: time)
        case .setComposition(let string, let caret):
            setComposition(string, caret: caret)
        case .undo, .redo:
            composition = nil
            if let state = command == .undo ? history.undo() : history.redo() {
                text = state.text
                selection = state.selection
            }
        case .replaceAll(let string):
            composition = nil
            replaceAll(with: string, time: time)
        case .placeCaret(let point, _) where composition != nil,
             .dragSelection(let point) where composition != nil, .selectWord(let point) where composition != nil,
             .selectLine(let point) where composition != nil:
            clickWhileComposing(at: point, extending: command == .placeCaret(at: point, extending: true), layout: layout, time: time)
        default:
            commitComposition(time: time)
            let usable = layout.flatMap { $0.text == displayText ? $0 : nil }
            cutText = perform(command, usable: usable, time: time)
        }
        let textChanged = text != before.text
        let selectionChanged = selection != before.selection || composition != before.composition
        if selectionChanged && !textChanged { history.closeGroup() }
        return TextEditingOutcome(textChanged: textChanged, selectionChanged: selectionChanged, cutText: cutText,
                                  wasRefused: !textChanged && !selectionChanged && cutText == nil)
    }

    /// The commands that may need a layout, with the composition committed: `usable` is a
    /// layout of `displayText` or nil. Returns what a cut took. Any thread.
    private mutating func perform(_ command: TextEditingCommand, usable layout: (any TextEditingLayout)?, time: Double) -> String? {
        switch command {
        case .deleteBackward(let unit):
            delete(backward: true, unit: unit, layout: layout, time: time)
        case .deleteForward(let unit):
            delete(backward: false, unit: unit, layout: layout, time: time)
        case .move(let movement, let extending):
            move(movement, extending: extending, layout: layout)
        case .selectAll:
            selection = TextSelection(anchor: 0, head: text.utf8.count)
        case .placeCaret(let point, let extending):
            placeCaret(at: point, extending: extending, layout: layout)
        case .dragSelection(let point):
            drag(to: point, layout: layout)
        case .selectWord(let point):
            select(.word, at: point, layout: layout)
        case .selectLine(let point):
            select(.line, at: point, layout: layout)
        case .cut:
            guard !isSecure, !selection.isEmpty else { return nil }
            let taken = substring(selection.range)
            replace(selection.range, with: "", kind: .separate, time: time)
            return taken
        case .paste(let string):
            commit(string, kind: .separate, time: time)
        case .newline:
            if isMultiline { commit("\n", kind: .typing, time: time) }
        case .insert, .setComposition, .undo, .redo, .replaceAll:
            break
        }
        return nil
    }

    /// A click or drag while the input method composes: the composition is committed (as an
    /// input method does when the user clicks away) and the caret goes where the point was in
    /// the text shown before, which the layout was made from; the click's unit is not kept, as
    /// the layout no longer matches the text. Refused without a layout of the shown text. Any thread.
    private mutating func clickWhileComposing(at point: Point, extending: Bool, layout: (any TextEditingLayout)?, time: Double) {
        guard let layout, layout.text == displayText, point.x.isFinite, point.y.isFinite,
              let marked = displayComposition else { return }
        let hit = layout.offset(at: point), lengthBefore = text.utf8.count
        let offsetBefore = textOffset(hit)
        commitComposition(time: time)
        let offset: Int
        if hit <= marked.lowerBound {
            offset = offsetBefore
        } else if hit >= marked.upperBound {
            offset = offsetBefore + text.utf8.count - lengthBefore
        } else {
            offset = selection.head
        }
        moveHead(to: offset, extending: extending)
        pointerSelection = TextPointerSelection(unit: .grapheme, origin: selection.anchor..<selection.anchor)
    }

    /// Replaces `range` of the text with `replacement` (already cleaned and fitted), the caret
    /// after it, recording the edit as `kind`. Any thread.
    mutating func replace(_ range: Range<Int>, with replacement: String, kind: TextEditKind, time: Double) {
        let old = TextEditingState(text: text, selection: selection)
        let lower = GraphemeOffsets.index(range.lowerBound, in: text), upper = GraphemeOffsets.index(range.upperBound, in: text)
        text.replaceSubrange(lower..<upper, with: replacement)
        // What was inserted may join the cluster after it (a combining mark typed before a
        // letter's mark): the caret goes to the end of the cluster it lands in.
        let caret = GraphemeOffsets.snapped(GraphemeOffsets.offset(of: lower, in: text) + replacement.utf8.count, in: text, up: true)
        selection = TextSelection(caret: caret)
        guard text != old.text else { return }
        history.record(from: old, to: TextEditingState(text: text, selection: selection), kind: kind, time: time)
    }

    /// The text of `range`, committed-text offsets. Any thread.
    func substring(_ range: Range<Int>) -> String {
        String(text[GraphemeOffsets.index(range.lowerBound, in: text)..<GraphemeOffsets.index(range.upperBound, in: text)])
    }
}
