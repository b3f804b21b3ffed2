import CSDL2
import FolioCore
import Foundation

/// Turns SDL events into Folio `InputEvent`s, the application's `HostCommand`s and
/// `HostWindowEvent`s: the one place where SDL's input and window models meet Folio's. Holds only what translation needs (the window's logical size, to place touches).
/// A plain value, used by the main thread's loop; tests drive it with hand-made SDL events.
struct SDLEventTranslator: Sendable {
    /// SDL reports smooth-scroll deltas in wheel notches (on Wayland, the compositor's value
    /// divided by 10); ten times that is about one logical pixel, the unit the physics expects.
    static let trackpadUnitsPerSDLUnit: Double = 10
    /// The most wheel notches one event may report; larger claims are cut to it.
    static let maximumNotchesPerEvent = 1_000

    /// The window's size in logical pixels; touch positions arrive normalised to it.
    var windowSize: Size

    init(windowSize: Size) {
        self.windowSize = windowSize
    }

    /// The Folio input for one SDL event: none for events Folio ignores or drops (such as mouse
    /// events SDL synthesised from a touch, which the finger events already carry).
    mutating func translate(_ event: SDL_Event) -> [HostInput] {
        let time = SDLClock.time(of: event)
        let modifiers = event.type == SDL_KEYDOWN.rawValue ? Self.modifiers(event.key.keysym.mod) : Self.heldModifiers()
        func make(_ kind: InputEvent.Kind) -> [HostInput] { [.input(InputEvent(time: time, kind: kind, modifiers: modifiers))] }

        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let button = event.button
            guard button.which != SHIM_TOUCH_MOUSEID else { return [] }
            let point = Point(x: Double(button.x), y: Double(button.y))
            // The right button asks for a context menu when it goes down, as across the desktop.
            if Int32(button.button) == SDL_BUTTON_RIGHT {
                return event.type == SDL_MOUSEBUTTONDOWN.rawValue ? make(.secondaryPress(.mouse, point)) : []
            }
            guard Int32(button.button) == SDL_BUTTON_LEFT else { return [] }
            return make(event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .pointerDown(.mouse, point) : .pointerUp(.mouse, point))

        case SDL_MOUSEMOTION.rawValue:
            let motion = event.motion
            guard motion.which != SHIM_TOUCH_MOUSEID else { return [] }
            let point = Point(x: Double(motion.x), y: Double(motion.y))
            if motion.state & SHIM_BUTTON_LMASK != 0 { return make(.pointerMoved(.mouse, point)) }
            // With no button down the mouse only hovers; with another button down it does nothing.
            return motion.state == 0 ? make(.hover(point)) : []

        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let finger = event.tfinger
            // Touches SDL synthesises from the mouse would count a mouse drag twice.
            guard finger.touchId != SHIM_MOUSE_TOUCHID else { return [] }
            let id = PointerID.finger(device: Int64(finger.touchId), finger: Int64(finger.fingerId))
            let point = Point(x: Double(finger.x) * windowSize.width, y: Double(finger.y) * windowSize.height)
            switch event.type {
            case SDL_FINGERDOWN.rawValue: return make(.pointerDown(id, point))
            case SDL_FINGERMOTION.rawValue: return make(.pointerMoved(id, point))
            default: return make(.pointerUp(id, point))
            }

        case SDL_MOUSEWHEEL.rawValue:
            return translateWheel(event.wheel, time: time).map { .input($0) }

        case SDL_KEYDOWN.rawValue:
            if let command = Self.command(for: event.key.keysym.sym, modifiers: event.key.keysym.mod) {
                // A held key repeats paging, but must not rotate, quit or toggle the overlay twice.
                return event.key.repeat != 0 ? [] : [.command(command)]
            }
            guard let key = Self.key(for: event.key.keysym.sym, modifiers: event.key.keysym.mod) else { return [] }
            return make(.key(key))

        case SDL_WINDOWEVENT.rawValue:
            guard let window = Self.windowEvent(event) else { return [] }
            // Touches arrive normalised to the window: they follow its new size.
            if case .resized(let size) = window.kind { windowSize = size }
            return [.window(window)]

        case SDL_QUIT.rawValue:
            return [.command(.quit)]

        default:
            return []
        }
    }

    /// What the window event `event` means, or nil for one nobody acts on (the pointer entering,
    /// a move, the focus gained) and for an event that is not a window event.
    static func windowEvent(_ event: SDL_Event) -> HostWindowEvent? {
        guard event.type == SDL_WINDOWEVENT.rawValue else { return nil }
        let window = event.window
        let kind: HostWindowEvent.Kind
        switch UInt32(window.event) {
        // SDL_WINDOWEVENT_RESIZED comes only for changes the app did not ask for, and is
        // followed by SIZE_CHANGED, which comes for every change.
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            kind = .resized(Size(width: Double(window.data1), height: Double(window.data2)))
        case SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue: kind = .displayChanged
        case SDL_WINDOWEVENT_EXPOSED.rawValue: kind = .exposed
        case SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue: kind = .shown
        case SDL_WINDOWEVENT_HIDDEN.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue: kind = .hidden
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: kind = .focusLost
        case SDL_WINDOWEVENT_CLOSE.rawValue: kind = .closed
        default: return nil
        }
        return HostWindowEvent(kind: kind, windowID: window.windowID, time: SDLClock.time(of: event))
    }

    private func translateWheel(_ wheel: SDL_MouseWheelEvent, time: Double) -> [InputEvent] {
        guard wheel.which != SHIM_TOUCH_MOUSEID else { return [] }
        let flip: Float = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        // SDL's y grows upwards (away from the user); Folio's grows towards later content.
        var preciseX = wheel.preciseX * flip
        var preciseY = -wheel.preciseY * flip
        // Shift turns the vertical wheel sideways, as across the desktop: down is right, later.
        if Self.shiftIsDown(), preciseX == 0 {
            preciseX = preciseY
            preciseY = 0
        }
        // The pointer's place finds what the wheel scrolls when collections nest.
        let location = Point(x: Double(wheel.mouseX), y: Double(wheel.mouseY))
        // A driver's value is a claim: a non-finite one would poison the scroll model.
        guard preciseX.isFinite, preciseY.isFinite, preciseX != 0 || preciseY != 0 else { return [] }
        // Ctrl turns the wheel into a zoom around the pointer, as in photo viewers and browsers.
        if Self.controlIsDown() {
            guard let factor = Self.zoomFactor(forWheelY: Double(preciseY)) else { return [] }
            return [InputEvent(time: time, kind: .magnify(factor: factor), location: location)]
        }
        // A notched wheel reports whole numbers; a trackpad or smooth wheel reports fractions.
        if preciseX == preciseX.rounded(), preciseY == preciseY.rounded() {
            // No wheel turns this far in one event; the bound keeps the conversion from trapping.
            let limit = Float(Self.maximumNotchesPerEvent)
            return [InputEvent(time: time, kind: .wheel(dx: Int(min(max(preciseX, -limit), limit)),
                                                        dy: Int(min(max(preciseY, -limit), limit))), location: location)]
        }
        let scale = Self.trackpadUnitsPerSDLUnit
        return [InputEvent(time: time, kind: .preciseScroll(dx: Double(preciseX) * scale, dy: Double(preciseY) * scale),
                           location: location)]
    }

    /// What one wheel event with Ctrl held zooms by: a notch (a whole number) 1.25 times per
    /// notch, a trackpad's fraction smoothly (`PageZoomConfiguration`); rolling away from the
    /// user (up, negative in Folio's terms) zooms in. Nil for no vertical motion.
    static func zoomFactor(forWheelY y: Double, configuration: PageZoomConfiguration = .standard) -> Double? {
        guard y != 0, y.isFinite else { return nil }
        let notches = min(max(y, -Double(maximumNotchesPerEvent)), Double(maximumNotchesPerEvent))
        if notches == notches.rounded() { return pow(configuration.wheelNotchStep, -notches) }
        return exp(-notches * trackpadUnitsPerSDLUnit * configuration.trackpadZoomPerUnit)
    }

    /// Whether a Ctrl key is held, as SDL last heard from the keyboard.
    private static func controlIsDown() -> Bool {
        SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0
    }

    /// Whether a Shift key is held, as SDL last heard from the keyboard.
    private static func shiftIsDown() -> Bool {
        SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0
    }

    /// The modifiers in SDL's `KMOD_` bits.
    static func modifiers(_ bits: UInt16) -> KeyModifiers {
        let bits = UInt32(bits)
        var modifiers: KeyModifiers = []
        if bits & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if bits & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if bits & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if bits & KMOD_GUI.rawValue != 0 { modifiers.insert(.system) }
        return modifiers
    }

    /// The modifiers held, as SDL last heard from the keyboard: what a click or a wheel event
    /// carries.
    private static func heldModifiers() -> KeyModifiers {
        modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
    }

    /// The Folio key for an SDL key code pressed with `modifiers` (SDL's `KMOD_` bits) held, or
    /// nil for keys Folio does not use.
    static func key(for code: SDL_Keycode, modifiers: UInt16 = 0) -> Key? {
        // Ctrl+A (Ctrl alone, no Alt or system key) selects all, as across the desktop.
        let chord = Self.modifiers(modifiers).intersection([.control, .alt, .system])
        if UInt32(bitPattern: code) == SDLK_a.rawValue { return chord == .control ? .selectAll : nil }
        return switch UInt32(bitPattern: code) {
        case SDLK_LEFT.rawValue: .left
        case SDLK_RIGHT.rawValue: .right
        case SDLK_UP.rawValue: .up
        case SDLK_DOWN.rawValue: .down
        case SDLK_PAGEUP.rawValue: .pageUp
        case SDLK_PAGEDOWN.rawValue: .pageDown
        case SDLK_HOME.rawValue: .home
        case SDLK_END.rawValue: .end
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue: .enter
        case SDLK_SPACE.rawValue: .space
        // = is + without Shift on most layouts, and the key a zoom-in is pressed with.
        case SDLK_PLUS.rawValue, SDLK_EQUALS.rawValue, SDLK_KP_PLUS.rawValue: .plus
        case SDLK_MINUS.rawValue, SDLK_KP_MINUS.rawValue: .minus
        case SDLK_TAB.rawValue: .tab
        default: nil
        }
    }

    /// The command an SDL key code asks for with `modifiers` (SDL's `KMOD_` bits) held, or nil
    /// for keys that are not commands.
    static func command(for code: SDL_Keycode, modifiers: UInt16 = 0) -> HostCommand? {
        switch UInt32(bitPattern: code) {
        case SDLK_q.rawValue: return .quit
        case SDLK_ESCAPE.rawValue: return .back
        case SDLK_r.rawValue: return .rotate
        case SDLK_F1.rawValue: return .toggleDebugOverlay
        case SDLK_DELETE.rawValue, SDLK_BACKSPACE.rawValue: return .delete
        default: break
        }
        if let find = findCommand(for: code, modifiers: modifiers) { return find }
        // Ctrl+S or Alt+I ask for something else (the system's, or a menu's), never a shortcut.
        let chorded = UInt32(modifiers) & (KMOD_CTRL.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue)
        guard chorded == 0, let scalar = Unicode.Scalar(UInt32(bitPattern: code)),
              ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) else { return nil }
        return .shortcut(Character(scalar))
    }

    /// The SDL key code that translates to `key`: what scripted input presses.
    static func code(for key: Key) -> SDL_Keycode {
        let code: UInt32 = switch key {
        case .left: SDLK_LEFT.rawValue
        case .right: SDLK_RIGHT.rawValue
        case .up: SDLK_UP.rawValue
        case .down: SDLK_DOWN.rawValue
        case .pageUp: SDLK_PAGEUP.rawValue
        case .pageDown: SDLK_PAGEDOWN.rawValue
        case .home: SDLK_HOME.rawValue
        case .end: SDLK_END.rawValue
        case .enter: SDLK_RETURN.rawValue
        case .space: SDLK_SPACE.rawValue
        case .plus: SDLK_EQUALS.rawValue
        case .minus: SDLK_MINUS.rawValue
        case .tab: SDLK_TAB.rawValue
        case .selectAll: SDLK_a.rawValue
        }
        return SDL_Keycode(bitPattern: code)
    }
}
