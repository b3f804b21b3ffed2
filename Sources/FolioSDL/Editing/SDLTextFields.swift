import CSDL2
import FolioCore
import Foundation

/// The window host's text fields (`SDLHost.textFields`): which one has the keyboard, and what
/// SDL's keyboard, input method and mouse events do to them before the root collection sees
/// any. While a field has focus its keys are its own (a key that types is swallowed: its text
/// follows in `SDL_TEXTINPUT`), so neither the app's single-key shortcuts nor Delete nor Esc
/// fire; SDL's text input (and with it the input method) runs only then. A press in a field
/// focuses it and places the caret (two selects a word, three a line, Shift extends, a drag
/// selects), a middle press pastes X's primary selection there, and a press anywhere else
/// gives the focus up and goes on to the collection. It also times each keystroke to the
/// present of the first frame that shows it. Main thread only.
@MainActor
final class SDLTextFields {
    /// The fields shown, drawn in this order over the root. Main thread.
    var fields: [EditableTextNode] = [] {
        didSet {
            for field in fields { field.layoutMaker = layoutMaker }
            textures?.keep(only: fields)
            if let focused, !fields.contains(where: { $0 === focused }) { focus(nil, at: SDLClock.now) }
        }
    }
    /// The field with the keyboard, if any. Main thread.
    private(set) var focused: EditableTextNode?
    /// How long keystrokes took to reach the screen, in seconds: from the event's timestamp to
    /// the present of the first frame that showed what they did. Main thread.
    private(set) var latencies = SampleRing(capacity: 4_096)

    private let windowID: UInt32
    private let layoutMaker: any TextEditingLayoutMaking
    private let view = SDLTextFieldView()
    /// The fields' text drawn by the editing engine; nil without a renderer (tests).
    private let textures: SDLTextFieldTextures?
    /// The field a left press went down in, which the drag and the release that follow select in.
    private var pressedField: EditableTextNode?
    /// The key pressed last while no field had the keyboard, until the next event: if it
    /// focuses a field (`/` asks the app to find), the text SDL sends for it is not typed.
    private var keyWithoutFocus: Double?
    /// When set, the next `SDL_TEXTINPUT` stamped no later than this is dropped: it belongs to
    /// the key that focused the field.
    private var dropsTextUntil: Double?
    /// The oldest keystroke not yet on screen: how long it waited in SDL's queue (on SDL's
    /// clock, in whole milliseconds) and when it was handled (on the precise clock).
    private var pendingKeystroke: (queueWait: Double, handled: Double)?
    /// What each field looked like when last drawn: its change count and whether its caret showed.
    private var drawn: [ObjectIdentifier: (changes: Int, caret: Bool)] = [:]
    /// Whether the I-beam is shown because the mouse is over a field.
    private var showsTextCursor = false
    /// The text last made the primary selection, so that it is set only when it changes.
    private var primarySelection: String?

    /// No fields yet, for the window whose SDL id is `windowID`; their layouts are made by
    /// `layoutMaker` (the host's text engine) and their text drawn into `textures`. Main thread.
    init(windowID: UInt32, layoutMaker: any TextEditingLayoutMaking, textures: SDLTextFieldTextures? = nil) {
        self.windowID = windowID
        self.layoutMaker = layoutMaker
        self.textures = textures
    }

    /// Readies SDL's text input for the loop: a long composition comes whole (the extended
    /// event), and the input method is off until a field takes the focus (SDL turns text input
    /// on at start on the desktop, where a shortcut key would otherwise open a composition). Main thread.
    func start() {
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        SDL_StopTextInput()
    }

    /// Gives `field` (one of `fields`, or nil for none) the keyboard at `time`: text input runs
    /// while a field has it, with the input method's window under its caret. Main thread.
    func focus(_ field: EditableTextNode?, at time: Double) {
        if let field, !fields.contains(where: { $0 === field }) {
            FolioLogger.host.line(.error, "a text field that is not among the host's textFields cannot take the focus")
            return
        }
        guard field !== focused else { return }
        focused?.setFocused(false, at: time)
        focused = field
        pressedField = nil
        guard let field else {
            SDL_StopTextInput()
            return
        }
        field.setFocused(true, at: time)
        if keyWithoutFocus != nil { dropsTextUntil = keyWithoutFocus.map { $0 + 0.05 } }
        if SDL_IsTextInputActive() != SDL_TRUE { SDL_StartTextInput() }
        placeInputMethod()
    }

    /// Offers `event` to the fields before the collection sees it; true when a field took it
    /// (it must not reach the collection or the app). Main thread.
    func handle(_ event: SDL_Event) -> Bool {
        let wasKeyWithoutFocus = keyWithoutFocus
        keyWithoutFocus = nil
        defer {
            // The extended composition's text is SDL's to free, once read, wherever it went.
            if event.type == SDL_TEXTEDITING_EXT.rawValue, let text = event.editExt.text { SDL_free(text) }
        }
        switch event.type {
        case SDL_TEXTINPUT.rawValue:
            if let until = dropsTextUntil {
                dropsTextUntil = nil
                if SDLClock.time(of: event) <= until { return true }
            }
            return handleKeyboard(event)
        case SDL_TEXTEDITING.rawValue, SDL_TEXTEDITING_EXT.rawValue:
            return handleKeyboard(event)
        case SDL_KEYDOWN.rawValue:
            dropsTextUntil = nil
            guard focused != nil else {
                keyWithoutFocus = SDLClock.time(of: event)
                return false
            }
            return handleKeyboard(event)
        case SDL_KEYUP.rawValue:
            keyWithoutFocus = wasKeyWithoutFocus
            return false
        case SDL_MOUSEBUTTONDOWN.rawValue:
            return handlePress(event.button, time: SDLClock.time(of: event))
        case SDL_MOUSEMOTION.rawValue:
            guard let field = pressedField, event.motion.state & SHIM_BUTTON_LMASK != 0 else {
                pressedField = nil
                return false
            }
            let point = Point(x: Double(event.motion.x), y: Double(event.motion.y))
            edit(field, .dragSelection(to: field.layoutPoint(fromWindow: point)), at: SDLClock.time(of: event))
            return true
        case SDL_MOUSEBUTTONUP.rawValue:
            guard Int32(event.button.button) == SDL_BUTTON_LEFT, pressedField != nil else { return false }
            pressedField = nil
            return true
        default:
            return false
        }
    }

    /// Shows the I-beam while the mouse is over a field, after the collection has chosen its
    /// own cursor for the same motion. Main thread.
    func followPointer(_ event: SDL_Event, cursors: SDLSystemCursors) {
        guard event.type == SDL_MOUSEMOTION.rawValue else { return }
        let point = Point(x: Double(event.motion.x), y: Double(event.motion.y))
        let overField = pressedField != nil || fields.contains { $0.frame.contains(point) }
        if overField {
            cursors.show(.text)
        } else if showsTextCursor, cursors.shown == .text {
            cursors.show(.arrow)
        }
        showsTextCursor = overField
    }

    /// Whether a frame is wanted at `time`: a field changed, or a caret turned on or off, since
    /// the last frame drew them. Main thread.
    func needsDisplay(at time: Double) -> Bool {
        fields.contains { field in
            guard let last = drawn[ObjectIdentifier(field)] else { return true }
            return last.changes != field.changeCount || last.caret != field.caretIsVisible(at: time)
        }
    }

    /// When the focused field's caret next turns on or off, or nil. Main thread.
    func nextDeadline(after time: Double) -> Double? {
        focused?.nextDeadline(after: time)
    }

    /// Draws every field on `canvas` (the window's coordinates) at `time`, as `SDLTextFieldView` does. Main thread.
    func draw(on canvas: SDLCanvas, at time: Double) {
        drawn.removeAll(keepingCapacity: true)
        for field in fields {
            field.scale = canvas.scale
            view.draw(field, on: canvas, textures: textures, at: time)
            drawn[ObjectIdentifier(field)] = (field.changeCount, field.caretIsVisible(at: time))
        }
    }

    /// A frame was presented: a keystroke waiting for the screen has reached it. Main thread.
    func framePresented() {
        guard let keystroke = pendingKeystroke else { return }
        pendingKeystroke = nil
        latencies.append(keystroke.queueWait + (SDLClock.preciseNow - keystroke.handled))
    }

    /// A keyboard or input method event for the focused field; true when taken.
    private func handleKeyboard(_ event: SDL_Event) -> Bool {
        guard let field = focused, isOurs(event) else { return false }
        guard let input = SDLTextFieldTranslator.translate(event) else { return false }
        let time = SDLClock.time(of: event)
        let changesBefore = field.changeCount
        defer {
            if field.changeCount != changesBefore, pendingKeystroke == nil {
                // The wait in SDL's queue, on SDL's clock, then the work, on the precise clock.
                pendingKeystroke = (max(0, SDLClock.now - time), SDLClock.preciseNow)
            }
        }
        switch input {
        case .edit(let command):
            edit(field, command, at: time)
        case .copy:
            if let text = field.model.selectedText { SDLClipboard.setText(text) }
        case .cut:
            if let text = edit(field, .cut, at: time).cutText { SDLClipboard.setText(text) }
        case .paste:
            if let text = SDLClipboard.text { edit(field, .paste(text), at: time) }
        case .enter:
            field.performReturn(at: time)
            placeInputMethod()
        case .escape:
            if !field.performEscape(at: time) { focus(nil, at: time) }
        case .leave:
            focus(nil, at: time)
            return false
        case .swallow:
            break
        case .pass:
            return false
        }
        return true
    }

    /// A mouse button went down: in a field it focuses it and places the caret (or pastes the
    /// primary selection, for the middle button); elsewhere the focused field lets go.
    private func handlePress(_ button: SDL_MouseButtonEvent, time: Double) -> Bool {
        let point = Point(x: Double(button.x), y: Double(button.y))
        guard button.windowID == windowID || button.windowID == 0,
              let field = fields.last(where: { $0.frame.contains(point) }) else {
            if Int32(button.button) == SDL_BUTTON_LEFT || Int32(button.button) == SDL_BUTTON_RIGHT { focus(nil, at: time) }
            return false
        }
        focus(field, at: time)
        let location = field.layoutPoint(fromWindow: point)
        switch Int32(button.button) {
        case SDL_BUTTON_LEFT:
            pressedField = field
            let extending = SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0
            // SDL keeps counting quick clicks: a fourth starts over, as a single click.
            switch (max(1, Int(button.clicks)) - 1) % 3 {
            case 0: edit(field, .placeCaret(at: location, extending: extending), at: time)
            case 1: edit(field, .selectWord(at: location), at: time)
            default: edit(field, .selectLine(at: location), at: time)
            }
        case SDL_BUTTON_MIDDLE:
            edit(field, .placeCaret(at: location, extending: false), at: time)
            if let text = SDLClipboard.primarySelection { edit(field, .paste(text), at: time) }
        default:
            break
        }
        return true
    }

    /// Applies `command` to `field`, then moves the input method's window to the caret and
    /// offers a new selection to X's primary selection.
    @discardableResult
    private func edit(_ field: EditableTextNode, _ command: TextEditingCommand, at time: Double) -> TextEditingOutcome {
        let outcome = field.perform(command, at: time)
        if field === focused {
            placeInputMethod()
            if let selected = field.model.selectedText, selected != primarySelection {
                primarySelection = selected
                SDLClipboard.setPrimarySelection(selected)
            }
        }
        return outcome
    }

    /// Tells SDL where the focused field's caret is, so that the input method's candidates
    /// appear under it.
    private func placeInputMethod() {
        guard let caret = focused?.caretRectInWindow, caret.minX.isFinite, caret.minY.isFinite else { return }
        var rect = SDL_Rect(x: Int32(clamping: Int(caret.minX.rounded())), y: Int32(clamping: Int(caret.minY.rounded())),
                            w: 1, h: Int32(clamping: Int(max(1, caret.height).rounded())))
        SDL_SetTextInputRect(&rect)
    }

    /// Whether a keyboard event is this window's (0: pushed without a window, taken as ours).
    private func isOurs(_ event: SDL_Event) -> Bool {
        let id: UInt32 = switch event.type {
        case SDL_TEXTINPUT.rawValue: event.text.windowID
        case SDL_TEXTEDITING.rawValue: event.edit.windowID
        case SDL_TEXTEDITING_EXT.rawValue: event.editExt.windowID
        default: event.key.windowID
        }
        return id == windowID || id == 0
    }
}
