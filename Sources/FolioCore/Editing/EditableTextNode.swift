/// A field the user types into: main-thread state around a `TextEditingModel` (its text,
/// selection and an input method's composition), with how it looks (attributes, placeholder)
/// and what the app hears (`textDidChange`, `returnAction`). A window host shows it: FolioSDL's
/// `SDLHost.textFields` draws each field at its `frame` over everything else, routes text,
/// keys and clicks to the focused one (`SDLHost.focus(_:)`), and gives it the editing layouts
/// that hit testing, caret motion and drawing use (`layoutMaker`).
///
/// The node keeps the layout of what it shows (remade only when the shown text, the
/// attributes, the width or the scale change), the scroll offset that keeps the caret in view
/// when the text is longer than the field, and the caret's blink, whose next change
/// `nextDeadline(after:)` gives so that the host's loop wakes for it and otherwise sleeps.
///
/// Main thread: every member below is the main actor's; the node is handed to other threads
/// only as a reference, as every `DisplayNode` is.
public final class EditableTextNode: DisplayNode, @unchecked Sendable {
    /// The text, selection and composition being edited. Main thread.
    @MainActor public private(set) var model: TextEditingModel
    /// Shown, in a quieter colour, while the field is empty and nothing is being composed. Main thread.
    @MainActor public var placeholder: String {
        didSet { if placeholder != oldValue { contentChanged() } }
    }
    /// How the text looks: its size, family, weight and colour (the placeholder's colour is
    /// derived from it). Main thread.
    @MainActor public var attributes: TextAttributes {
        didSet { if attributes != oldValue { layoutChanged() } }
    }
    /// The most grapheme clusters the text may hold; nil for no limit. Lowering it does not cut
    /// the text already there. Main thread.
    @MainActor public var maximumLength: Int? {
        get { model.maximumLength }
        set { model.maximumLength = newValue.map { max(0, $0) } }
    }
    /// Whether the text is shown as bullets and never copied or cut (a password). Main thread.
    @MainActor public var isSecure: Bool {
        get { model.isSecure }
        set { if newValue != model.isSecure { model.isSecure = newValue; layoutChanged() } }
    }
    /// Whether Enter inserts a line break and the text wraps at the field's width (else Enter
    /// calls `returnAction` and the text scrolls sideways on one line). Main thread.
    @MainActor public var isMultiline: Bool {
        get { model.isMultiline }
        set { if newValue != model.isMultiline { model.isMultiline = newValue; layoutChanged() } }
    }
    /// Whether Esc clears a non-empty text first (a search field); then, or when this is false,
    /// Esc gives the focus up. Main thread.
    @MainActor public var escapeClearsText = false
    /// Called when Enter is pressed in a single-line field. Main thread.
    @MainActor public var returnAction: (@MainActor (EditableTextNode) -> Void)?
    /// Called after every change of the committed text (typing, deleting, pasting, undoing, the
    /// app's own `text`), not for an input method's composition in progress. Main thread.
    @MainActor public var textDidChange: (@MainActor (EditableTextNode) -> Void)?
    /// Called after the field gains or loses the keyboard (a click, Esc, Tab, the app's
    /// `focus(_:)`); `isFocused` says which. Main thread.
    @MainActor public var focusDidChange: (@MainActor (EditableTextNode) -> Void)?
    /// Whether the field has the keyboard: the host's `focus(_:)` sets it. Main thread.
    @MainActor public private(set) var isFocused = false
    /// Where the field is, in the window's logical pixels, while a host shows it. Main thread.
    @MainActor public var frame: Rect = .zero {
        didSet { if frame != oldValue { layoutChanged() } }
    }
    /// Room between the field's frame and its text, in logical pixels. Main thread.
    @MainActor public var contentInsets = EdgeInsets(top: 6, left: 10, bottom: 6, right: 10) {
        didSet { if contentInsets != oldValue { layoutChanged() } }
    }
    /// Makes the layouts the field edits and draws with; the host sets it to its text engine.
    /// Without one, commands that need a layout (clicks, vertical moves) do what they can
    /// without it. Main thread.
    @MainActor public var layoutMaker: (any TextEditingLayoutMaking)? {
        didSet { layoutChanged() }
    }
    /// Physical pixels per logical pixel of the window the field is shown in; the host sets it. Main thread.
    @MainActor public var scale: Double = 1 {
        didSet { if scale != oldValue, scale.isFinite, scale > 0 { layoutChanged() } }
    }
    /// How far the text is scrolled within the field (x for a single line, y for several), in
    /// logical pixels: the caret stays in view. Main thread.
    @MainActor public private(set) var scrollOffset: Point = .zero
    /// The caret's blink, restarted by every edit and move. Main thread.
    @MainActor public private(set) var blink = CaretBlink(phaseStart: 0)
    /// Counts the changes to what the field shows (text, selection, composition, focus, look):
    /// the host draws again, and times a keystroke's latency, when it moves. Main thread.
    @MainActor public private(set) var changeCount = 0
    /// The latest time the node heard, in seconds on the host's clock: what the app's own
    /// changes (`text`) are stamped with.
    @MainActor private var latestTime = 0.0
    /// The layout of the shown text and what it was made for.
    @MainActor private var cachedLayout: (key: EditingLayoutKey, layout: any TextEditingLayout)?

    /// A field holding `text`, showing `placeholder` while empty, in `attributes`. Main thread.
    @MainActor public init(text: String = "", placeholder: String = "",
                           attributes: TextAttributes = TextAttributes(size: 15, color: Color(red: 30, green: 32, blue: 38)),
                           maximumLength: Int? = nil, isSecure: Bool = false, isMultiline: Bool = false) {
        model = TextEditingModel(text: text, maximumLength: maximumLength, isSecure: isSecure, isMultiline: isMultiline)
        self.placeholder = placeholder
        self.attributes = attributes
        super.init()
    }

    /// The committed text; setting it replaces the whole text as one undoable edit, and
    /// `textDidChange` hears it. Main thread.
    @MainActor public var text: String {
        get { model.text }
        set { if newValue != model.text { perform(.replaceAll(newValue), at: latestTime) } }
    }

    /// Applies `command` at `time` (seconds on the host's clock) with the layout of the text as
    /// shown now, keeps the caret in view, restarts the caret's blink and tells the app when the
    /// committed text changed. Main thread.
    @discardableResult @MainActor
    public func perform(_ command: TextEditingCommand, at time: Double) -> TextEditingOutcome {
        if time.isFinite { latestTime = max(latestTime, time) }
        let shownBefore = (model.displayText, model.displaySelection, model.displayCaret, model.displayComposition)
        let textBefore = model.text
        let outcome = model.perform(command, layout: editingLayout(), time: time)
        blink.restart(at: latestTime)
        let shownNow = (model.displayText, model.displaySelection, model.displayCaret, model.displayComposition)
        if shownNow != shownBefore { scrollCaretIntoView() }
        // Counted even when nothing moved: the blink restarted, so the caret shows again.
        changeCount &+= 1
        if model.text != textBefore { textDidChange?(self) }
        return outcome
    }

    /// Gives the field the keyboard or takes it away at `time`; only the host calls it (through
    /// its `focus(_:)`), which also starts and stops the input method. Losing the focus ends a
    /// composition in progress. Main thread.
    @MainActor public func setFocused(_ focused: Bool, at time: Double) {
        guard focused != isFocused else { return }
        if !focused, model.composition != nil { perform(.setComposition("", caret: 0), at: time) }
        isFocused = focused
        if time.isFinite { latestTime = max(latestTime, time) }
        blink.restart(at: latestTime)
        changeCount &+= 1
        focusDidChange?(self)
    }

    /// Enter at `time`: a line break in a multi-line field, else the app's `returnAction`. Main thread.
    @MainActor public func performReturn(at time: Double) {
        if isMultiline {
            perform(.newline, at: time)
        } else {
            returnAction?(self)
        }
    }

    /// Esc at `time`: clears a non-empty text when `escapeClearsText` is set. Returns whether the
    /// field took the key that way; when it did not, the host takes the focus away. Main thread.
    @MainActor public func performEscape(at time: Double) -> Bool {
        guard escapeClearsText, !model.text.isEmpty else { return false }
        perform(.replaceAll(""), at: time)
        return true
    }

    /// Where the text sits inside `frame`: the frame less `contentInsets`, in window coordinates. Main thread.
    @MainActor public var textFrame: Rect {
        let width = max(0, frame.width - contentInsets.left - contentInsets.right)
        let height = max(0, frame.height - contentInsets.top - contentInsets.bottom)
        return Rect(x: frame.minX + contentInsets.left, y: frame.minY + contentInsets.top, width: width, height: height)
    }

    /// Where the layout's top-left corner is drawn, in window coordinates: the text frame's
    /// corner moved by the scroll offset, and a single line centred in the frame's height. Main thread.
    @MainActor public var textOrigin: Point {
        let box = textFrame
        let height = editingLayout()?.size.height ?? attributes.size * 1.2
        let top = isMultiline ? box.minY - scrollOffset.y : box.minY + ((box.height - height) / 2).rounded()
        return Point(x: box.minX - scrollOffset.x, y: top)
    }

    /// `point` in the window as a point of the layout (what hit testing takes). Main thread.
    @MainActor public func layoutPoint(fromWindow point: Point) -> Point {
        let origin = textOrigin
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// The caret's rectangle in the window (the input method's candidate window goes under
    /// it), or nil without a layout. Main thread.
    @MainActor public var caretRectInWindow: Rect? {
        guard let layout = editingLayout() else { return nil }
        let caret = layout.caretRect(at: model.displayCaret)
        let origin = textOrigin
        return caret.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Whether the caret is drawn at `time`: only in a focused field, and blinking. Main thread.
    @MainActor public func caretIsVisible(at time: Double) -> Bool {
        isFocused && blink.isVisible(at: time)
    }

    /// When the field next needs a frame although nothing happens (the caret turns on or off),
    /// or nil: not focused, or the caret has stopped blinking. Main thread.
    @MainActor public func nextDeadline(after time: Double) -> Double? {
        isFocused ? blink.nextChange(after: time) : nil
    }

    /// The layout of the text as shown (`model.displayText`), made by `layoutMaker` and kept
    /// until the shown text, the composition, the attributes, the width or the scale change;
    /// nil without a layout maker. Main thread.
    @MainActor public func editingLayout() -> (any TextEditingLayout)? {
        guard let layoutMaker else { return nil }
        let key = EditingLayoutKey(text: model.displayText, composition: model.displayComposition, attributes: attributes,
                                   maxWidth: isMultiline ? textFrame.width : nil, scale: scale)
        if let cachedLayout, cachedLayout.key == key { return cachedLayout.layout }
        let layout = layoutMaker.editingLayout(of: key.text, attributes: attributes, composition: key.composition,
                                               maxWidth: key.maxWidth, scale: scale)
        cachedLayout = (key, layout)
        return layout
    }

    /// The width of the caret drawn, logical pixels: scrolling keeps all of it in view. Any thread.
    public static let caretWidth = 2.0

    /// Scrolls the least that keeps the caret inside the text frame.
    @MainActor private func scrollCaretIntoView() {
        guard let layout = editingLayout() else { return }
        let caret = layout.caretRect(at: model.displayCaret)
        let box = textFrame
        if isMultiline {
            let y = Scrolling.offset(current: scrollOffset.y, caretStart: caret.minY, caretEnd: caret.maxY,
                                     contentLength: layout.size.height, visibleLength: box.height)
            scrollOffset = Point(x: 0, y: y)
        } else {
            let x = Scrolling.offset(current: scrollOffset.x, caretStart: caret.minX, caretEnd: caret.maxX + Self.caretWidth,
                                     contentLength: layout.size.width + Self.caretWidth, visibleLength: box.width)
            scrollOffset = Point(x: x, y: 0)
        }
    }

    /// Something that changes the layout changed: it is made afresh, and the caret kept in view.
    @MainActor private func layoutChanged() {
        cachedLayout = nil
        scrollCaretIntoView()
        contentChanged()
    }

    /// Something shown changed: the host draws the field again.
    @MainActor private func contentChanged() {
        changeCount &+= 1
    }
}
