import CSDL2
import FolioCore
import Testing
@testable import FolioSDL

/// SDL events made by hand, as SDL would deliver them.
private enum Make {
    static func mouseButton(down: Bool, x: Int32, y: Int32, ms: UInt32, which: UInt32 = 0, button: Int32 = SDL_BUTTON_LEFT) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        e.button.timestamp = ms
        e.button.which = which
        e.button.button = UInt8(button)
        e.button.x = x
        e.button.y = y
        return e
    }

    static func mouseMotion(x: Int32, y: Int32, ms: UInt32, which: UInt32 = 0, pressed: Bool = true) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.timestamp = ms
        e.motion.which = which
        e.motion.state = pressed ? SHIM_BUTTON_LMASK : 0
        e.motion.x = x
        e.motion.y = y
        return e
    }

    static func finger(_ type: SDL_EventType, x: Float, y: Float, ms: UInt32, touch: Int64 = 7, finger: Int64 = 1) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.timestamp = ms
        e.tfinger.touchId = touch
        e.tfinger.fingerId = finger
        e.tfinger.x = x
        e.tfinger.y = y
        return e
    }

    static func wheel(x: Float, y: Float, ms: UInt32 = 0, flipped: Bool = false, which: UInt32 = 0,
                      at location: (Int32, Int32) = (0, 0)) -> SDL_Event {
        var e = SDL_Event()
        e.wheel.mouseX = location.0
        e.wheel.mouseY = location.1
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.timestamp = ms
        e.wheel.which = which
        e.wheel.preciseX = x
        e.wheel.preciseY = y
        // SDL's whole-notch fields; hostile precise values leave them 0.
        e.wheel.x = x.isFinite && abs(x) < 1e9 ? Int32(x) : 0
        e.wheel.y = y.isFinite && abs(y) < 1e9 ? Int32(y) : 0
        e.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        return e
    }

    static func key(_ code: SDL_KeyCode, repeats: Bool = false, ms: UInt32 = 0, modifiers: SDL_Keymod = KMOD_NONE) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.timestamp = ms
        e.key.keysym.sym = SDL_Keycode(bitPattern: code.rawValue)
        e.key.keysym.mod = UInt16(modifiers.rawValue)
        e.key.repeat = repeats ? 1 : 0
        return e
    }

    static func window(_ kind: SDL_WindowEventID, width: Int32 = 0, height: Int32 = 0, ms: UInt32 = 0,
                       window: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.timestamp = ms
        e.window.windowID = window
        e.window.event = UInt8(kind.rawValue)
        e.window.data1 = width
        e.window.data2 = height
        return e
    }

    static func sizeChanged(width: Int32, height: Int32, ms: UInt32 = 0) -> SDL_Event {
        window(SDL_WINDOWEVENT_SIZE_CHANGED, width: width, height: height, ms: ms)
    }
}

@Suite("SDL event translation")
struct SDLEventTranslatorTests {
    private func translate(_ events: [SDL_Event], size: Size = Size(width: 800, height: 600)) -> [InputEvent] {
        translateAll(events, size: size).compactMap { input in
            if case .input(let event) = input { return event }
            return nil
        }
    }

    private func translateAll(_ events: [SDL_Event], size: Size = Size(width: 800, height: 600)) -> [HostInput] {
        var translator = SDLEventTranslator(windowSize: size)
        return events.flatMap { translator.translate($0) }
    }

    @Test("A left-button mouse drag becomes pointer events in seconds")
    func mouseDrag() {
        let events = translate([
            Make.mouseButton(down: true, x: 400, y: 300, ms: 1000),
            Make.mouseMotion(x: 380, y: 302, ms: 1008),
            Make.mouseButton(down: false, x: 370, y: 302, ms: 1016),
        ])
        #expect(events == [
            InputEvent(time: 1.0, kind: .pointerDown(.mouse, Point(x: 400, y: 300))),
            InputEvent(time: 1.008, kind: .pointerMoved(.mouse, Point(x: 380, y: 302))),
            InputEvent(time: 1.016, kind: .pointerUp(.mouse, Point(x: 370, y: 302))),
        ])
    }

    @Test("Motion with no button held hovers; the right button asks for a menu when it goes down; neither is a drag")
    func hoverAndOtherButtons() {
        let events = translate([
            Make.mouseMotion(x: 10, y: 10, ms: 5, pressed: false),
            Make.mouseButton(down: true, x: 10, y: 10, ms: 6, button: SDL_BUTTON_RIGHT),
            Make.mouseButton(down: false, x: 10, y: 10, ms: 7, button: SDL_BUTTON_RIGHT),
            Make.mouseButton(down: true, x: 10, y: 10, ms: 8, button: SDL_BUTTON_MIDDLE),
        ])
        #expect(events == [
            InputEvent(time: 0.005, kind: .hover(Point(x: 10, y: 10))),
            InputEvent(time: 0.006, kind: .secondaryPress(.mouse, Point(x: 10, y: 10))),
        ])
    }

    @Test("Tab is the tab key, Shift+Tab carries Shift; Ctrl+A alone is select-all")
    func tabAndSelectAll() {
        let inputs = translate([Make.key(SDLK_TAB), Make.key(SDLK_TAB, modifiers: KMOD_LSHIFT), Make.key(SDLK_a, modifiers: KMOD_LCTRL),
                                Make.key(SDLK_a, modifiers: KMOD_RCTRL), Make.key(SDLK_a, modifiers: SDL_Keymod(rawValue: KMOD_LCTRL.rawValue | KMOD_LALT.rawValue))])
        #expect(inputs == [
            InputEvent(time: 0, kind: .key(.tab)),
            InputEvent(time: 0, kind: .key(.tab), modifiers: .shift),
            InputEvent(time: 0, kind: .key(.selectAll), modifiers: .control),
            InputEvent(time: 0, kind: .key(.selectAll), modifiers: .control),
        ])
        #expect(SDLEventTranslator.key(for: SDLEventTranslator.code(for: .tab)) == .tab)
    }

    @Test("Mouse events that SDL synthesised from a touch are dropped, so a touch counts once")
    func mouseFromTouchDropped() {
        let events = translate([
            Make.finger(SDL_FINGERDOWN, x: 0.5, y: 0.5, ms: 100),
            Make.mouseButton(down: true, x: 400, y: 300, ms: 100, which: SHIM_TOUCH_MOUSEID),
            Make.finger(SDL_FINGERMOTION, x: 0.375, y: 0.5, ms: 110),
            Make.mouseMotion(x: 320, y: 300, ms: 110, which: SHIM_TOUCH_MOUSEID),
            Make.finger(SDL_FINGERUP, x: 0.375, y: 0.5, ms: 120),
            Make.mouseButton(down: false, x: 320, y: 300, ms: 120, which: SHIM_TOUCH_MOUSEID),
            Make.wheel(x: 0, y: -1, which: SHIM_TOUCH_MOUSEID),
        ])
        let finger = PointerID.finger(device: 7, finger: 1)
        #expect(events == [
            InputEvent(time: 0.1, kind: .pointerDown(finger, Point(x: 400, y: 300))),
            InputEvent(time: 0.11, kind: .pointerMoved(finger, Point(x: 300, y: 300))),
            InputEvent(time: 0.12, kind: .pointerUp(finger, Point(x: 300, y: 300))),
        ])
    }

    @Test("Touches that SDL synthesised from the mouse are dropped, so a mouse drag counts once")
    func touchFromMouseDropped() {
        let events = translate([
            Make.mouseButton(down: true, x: 400, y: 300, ms: 100),
            Make.finger(SDL_FINGERDOWN, x: 0.5, y: 0.5, ms: 100, touch: SHIM_MOUSE_TOUCHID, finger: 0),
        ])
        #expect(events == [InputEvent(time: 0.1, kind: .pointerDown(.mouse, Point(x: 400, y: 300)))])
    }

    @Test("Finger positions follow the window size after a resize, which is a window event, not input")
    func fingerAfterResize() {
        let inputs = translateAll([
            Make.sizeChanged(width: 500, height: 1000, ms: 10),
            Make.finger(SDL_FINGERDOWN, x: 0.5, y: 0.25, ms: 20, finger: 3),
        ])
        #expect(inputs == [
            .window(HostWindowEvent(kind: .resized(Size(width: 500, height: 1000)), windowID: 0, time: 0.01)),
            .input(InputEvent(time: 0.02, kind: .pointerDown(.finger(device: 7, finger: 3), Point(x: 250, y: 250)))),
        ])
    }

    @Test("Wheel notches point towards later content, flipped wheels included", arguments: [
        (Float(0), Float(-1), false, 0, 1),
        (0, 1, false, 0, -1),
        (0, 1, true, 0, 1),
        (1, 0, false, 1, 0),
        (-2, 0, false, -2, 0),
    ] as [(Float, Float, Bool, Int, Int)])
    func wheelNotches(x: Float, y: Float, flipped: Bool, dx: Int, dy: Int) {
        #expect(translate([Make.wheel(x: x, y: y, flipped: flipped)]) == [InputEvent(time: 0, kind: .wheel(dx: dx, dy: dy), location: .zero)])
    }

    @Test("The wheel and the trackpad carry the pointer's place, which finds the nested collection they scroll")
    func wheelLocation() {
        let events = translate([Make.wheel(x: 0, y: -1, at: (120, 340)), Make.wheel(x: 0.5, y: 0, at: (7, 9))])
        #expect(events.map(\.location) == [Point(x: 120, y: 340), Point(x: 7, y: 9)])
    }

    @Test("Fractional wheel deltas are trackpad scrolling, in trackpad units")
    func preciseScroll() {
        let events = translate([Make.wheel(x: 1.5, y: -0.25, ms: 40)])
        let scale = SDLEventTranslator.trackpadUnitsPerSDLUnit
        #expect(events == [InputEvent(time: 0.04, kind: .preciseScroll(dx: 1.5 * scale, dy: 0.25 * scale), location: .zero)])
    }

    @Test("Wheel values no wheel can report are dropped or cut, never trapped on")
    func hostileWheelValues() {
        #expect(translate([Make.wheel(x: .nan, y: 1), Make.wheel(x: 0, y: .infinity), Make.wheel(x: -.infinity, y: .nan)]).isEmpty)
        let limit = SDLEventTranslator.maximumNotchesPerEvent
        #expect(translate([Make.wheel(x: 1e30, y: -1e30)]) == [InputEvent(time: 0, kind: .wheel(dx: limit, dy: limit), location: .zero)])
    }

    @Test("Keys map to Folio keys, and R, Esc, Q and F1 to commands that a held key does not repeat")
    func keys() {
        let inputs = translateAll([
            Make.key(SDLK_RIGHT), Make.key(SDLK_RIGHT, repeats: true), Make.key(SDLK_LEFT), Make.key(SDLK_UP), Make.key(SDLK_DOWN),
            Make.key(SDLK_PAGEDOWN), Make.key(SDLK_PAGEUP), Make.key(SDLK_HOME), Make.key(SDLK_END), Make.key(SDLK_RETURN),
            Make.key(SDLK_r), Make.key(SDLK_r, repeats: true), Make.key(SDLK_ESCAPE), Make.key(SDLK_q, repeats: true),
            Make.key(SDLK_q), Make.key(SDLK_F1), Make.key(SDLK_F5),
        ])
        let keys: [Key] = [.right, .right, .left, .up, .down, .pageDown, .pageUp, .home, .end, .enter]
        #expect(inputs == keys.map { .input(InputEvent(time: 0, kind: .key($0))) }
            + [.command(.rotate), .command(.back), .command(.quit), .command(.toggleDebugOverlay)])
    }

    @Test("Delete and Backspace are the delete command; a held one deletes once")
    func deleteKeys() {
        let inputs = translateAll([Make.key(SDLK_DELETE), Make.key(SDLK_DELETE, repeats: true), Make.key(SDLK_BACKSPACE),
                                   Make.key(SDLK_BACKSPACE, repeats: true), Make.key(SDLK_DELETE, modifiers: KMOD_LSHIFT)])
        #expect(inputs == [.command(.delete), .command(.delete), .command(.delete)])
    }

    @Test("Letters and digits the host does not take are shortcuts, with or without Shift, never held or chorded")
    func shortcuts() {
        let inputs = translateAll([
            Make.key(SDLK_i), Make.key(SDLK_s), Make.key(SDLK_s, repeats: true), Make.key(SDLK_a, modifiers: KMOD_LSHIFT),
            Make.key(SDLK_z), Make.key(SDLK_0), Make.key(SDLK_9),
            Make.key(SDLK_s, modifiers: KMOD_LCTRL), Make.key(SDLK_i, modifiers: KMOD_RALT), Make.key(SDLK_i, modifiers: KMOD_LGUI),
            Make.key(SDLK_SLASH), Make.key(SDLK_KP_1),
        ])
        // `/` is no shortcut: it asks the app to find.
        #expect(inputs == ["i", "s", "a", "z", "0", "9"].map { .command(.shortcut($0)) } + [.command(.find)])
    }

    @Test("+, =, the keypad's + and Ctrl+= are the plus key; - and the keypad's - the minus key")
    func zoomKeys() {
        let inputs = translate([Make.key(SDLK_PLUS), Make.key(SDLK_EQUALS), Make.key(SDLK_KP_PLUS),
                                Make.key(SDLK_EQUALS, modifiers: KMOD_LCTRL), Make.key(SDLK_MINUS), Make.key(SDLK_KP_MINUS)])
        let keys: [Key] = [.plus, .plus, .plus, .plus, .minus, .minus]
        #expect(inputs.map(\.kind) == keys.map { .key($0) })
        #expect(SDLEventTranslator.key(for: SDLEventTranslator.code(for: .plus)) == .plus)
        #expect(SDLEventTranslator.key(for: SDLEventTranslator.code(for: .minus)) == .minus)
    }

    @Test("Ctrl+wheel zooms 1.25 times a notch, in when rolled away from the user; a trackpad's fractions zoom smoothly")
    func wheelZoomFactors() throws {
        // Folio's y: negative is up, away from the user.
        #expect(SDLEventTranslator.zoomFactor(forWheelY: -1) == 1.25)
        #expect(SDLEventTranslator.zoomFactor(forWheelY: 2) == 1 / (1.25 * 1.25))
        #expect(SDLEventTranslator.zoomFactor(forWheelY: 0) == nil)
        #expect(SDLEventTranslator.zoomFactor(forWheelY: .nan) == nil)
        let smooth = try #require(SDLEventTranslator.zoomFactor(forWheelY: -0.5))
        #expect(smooth > 1 && smooth < 1.02, "\(smooth)")
        // A driver's absurd claim is cut, never infinite or zero.
        let huge = try #require(SDLEventTranslator.zoomFactor(forWheelY: 1e30))
        #expect(huge.isFinite && huge >= 0)
    }

    @Test("Q and R stay quit and rotate, not shortcuts")
    func reservedLetters() {
        #expect(translateAll([Make.key(SDLK_q), Make.key(SDLK_r), Make.key(SDLK_r, modifiers: KMOD_LSHIFT)])
            == [.command(.quit), .command(.rotate), .command(.rotate)])
    }

    @Test("Window events become what the host and the embedded collection act on; other window events nothing")
    func windowEvents() {
        let events: [SDL_Event] = [
            Make.window(SDL_WINDOWEVENT_HIDDEN, ms: 1), Make.window(SDL_WINDOWEVENT_MINIMIZED, ms: 2),
            Make.window(SDL_WINDOWEVENT_SHOWN, ms: 3), Make.window(SDL_WINDOWEVENT_RESTORED, ms: 4),
            Make.window(SDL_WINDOWEVENT_EXPOSED, ms: 5), Make.window(SDL_WINDOWEVENT_ENTER, ms: 6),
            Make.window(SDL_WINDOWEVENT_FOCUS_LOST, ms: 7), Make.window(SDL_WINDOWEVENT_FOCUS_GAINED, ms: 8),
            Make.window(SDL_WINDOWEVENT_DISPLAY_CHANGED, ms: 9), Make.window(SDL_WINDOWEVENT_MOVED, ms: 10),
            Make.window(SDL_WINDOWEVENT_RESIZED, width: 300, height: 200, ms: 11),
            Make.window(SDL_WINDOWEVENT_CLOSE, ms: 12),
        ]
        let kinds: [(HostWindowEvent.Kind, Double)] = [
            (.hidden, 0.001), (.hidden, 0.002), (.shown, 0.003), (.shown, 0.004), (.exposed, 0.005),
            (.focusLost, 0.007), (.displayChanged, 0.009), (.closed, 0.012),
        ]
        #expect(translateAll(events) == kinds.map { .window(HostWindowEvent(kind: $0.0, windowID: 0, time: $0.1)) })
    }

    @Test("A window event carries its window's id, and the size a resize gives")
    func windowEventOfAWindow() {
        let event = Make.window(SDL_WINDOWEVENT_SIZE_CHANGED, width: 640, height: 480, ms: 1_500, window: 4)
        #expect(SDLEventTranslator.windowEvent(event)
            == HostWindowEvent(kind: .resized(Size(width: 640, height: 480)), windowID: 4, time: 1.5))
        // Input is no window event: the host asks of every event.
        #expect(SDLEventTranslator.windowEvent(Make.key(SDLK_LEFT)) == nil)
    }

    @Test("SDL_QUIT, which SIGINT and SIGTERM also become, is the quit command")
    func quit() {
        var e = SDL_Event()
        e.type = SDL_QUIT.rawValue
        e.quit.timestamp = 2500
        #expect(translateAll([e]) == [.command(.quit)])
    }
}
