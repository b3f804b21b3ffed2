import CSDL2
import FolioCore

/// Which SDL events are Folio's, and what they do to the collection.
extension SDLEmbeddedCollection {
    /// Offers `event` to the collection, as it came from SDL's queue.
    ///
    /// - Returns: Whether Folio took it: a mouse button pressed, or a finger put down, inside
    ///   the rectangle; the motion and release of a left button or finger pressed there, wherever
    ///   they are; the wheel over the rectangle; the keys Folio uses while `hasKeyboardFocus` is
    ///   true. Events of another window are never taken, nor are window events, key releases,
    ///   motion without a press and the keys that are commands (see `takeCommands()`). What Folio
    ///   took is the collection's alone; what it did not is the app's. Main thread.
    @discardableResult
    public func handle(_ event: SDL_Event) -> Bool {
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            return handleButton(event)
        case SDL_MOUSEMOTION.rawValue:
            guard isOurs(event.motion.windowID), capture.holdsMouse else { return false }
            return deliver(event)
        case SDL_MOUSEWHEEL.rawValue:
            let wheel = event.wheel
            guard isOurs(wheel.windowID), placement.contains(Point(x: Double(wheel.mouseX), y: Double(wheel.mouseY))) else {
                return false
            }
            return deliver(event)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            return handleFinger(event)
        case SDL_KEYDOWN.rawValue:
            guard hasKeyboardFocus, isOurs(event.key.windowID) else { return false }
            return deliver(event)
        case SDL_WINDOWEVENT.rawValue:
            if isOurs(event.window.windowID) { handleWindowEvent(event) }
            return false
        case SDL_QUIT.rawValue:
            list(.quit)
            return false
        default:
            return false
        }
    }

    /// Offers the `SDL_Event` at `event` to the collection, as `handle(_:)` does: for an app whose
    /// code sees SDL through a module of its own, whose `SDL_Event` is another Swift type over the
    /// same C structure. Pass `&event`. Main thread.
    @discardableResult
    public func handle(eventAt event: UnsafeRawPointer) -> Bool {
        handle(event.loadUnaligned(as: SDL_Event.self))
    }

    /// Whether an event of window `id` is this window's; 0 is SDL's "no window" (input pushed
    /// without one), taken as this window's.
    private func isOurs(_ id: UInt32) -> Bool {
        id == windowID || id == 0
    }

    private func handleButton(_ event: SDL_Event) -> Bool {
        let button = event.button
        let isLeft = Int32(button.button) == SDL_BUTTON_LEFT
        let inside = placement.contains(Point(x: Double(button.x), y: Double(button.y)))
        if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
            guard isOurs(button.windowID), inside else { return false }
            if isLeft { capture.holdsMouse = true }
        } else if isLeft {
            // A release ends the press it belongs to: ours only if the press was.
            guard capture.holdsMouse else { return false }
            capture.holdsMouse = false
        } else {
            guard isOurs(button.windowID), inside else { return false }
        }
        return deliver(event)
    }

    private func handleFinger(_ event: SDL_Event) -> Bool {
        let finger = event.tfinger
        let device = Int64(finger.touchId), id = Int64(finger.fingerId)
        if event.type == SDL_FINGERDOWN.rawValue {
            let size = windowSize
            let point = Point(x: Double(finger.x) * size.width, y: Double(finger.y) * size.height)
            guard isOurs(finger.windowID), placement.contains(point) else { return false }
            capture.set(device: device, finger: id, held: true)
        } else {
            guard capture.holds(device: device, finger: id) else { return false }
            if event.type == SDL_FINGERUP.rawValue { capture.set(device: device, finger: id, held: false) }
        }
        return deliver(event)
    }

    /// Translates `event`, which is the collection's, into the rectangle's coordinates and
    /// applies it; a key that is a command is listed instead. Returns whether it was taken.
    private func deliver(_ event: SDL_Event) -> Bool {
        // Touches arrive normalised to the window, which the app may have resized.
        translator.windowSize = windowSize
        var taken = true
        for input in translator.translate(event) {
            switch input {
            case .input(let input):
                root.handle(input.offsetBy(dx: -placement.minX, dy: -placement.minY))
                needsDisplayFlag = true
            case .command(let command):
                list(command)
                taken = false
            case .windowExposed, .windowVisibility:
                taken = false
            }
        }
        // A key Folio does not use, or a repeated command key, translates to nothing.
        if event.type == SDL_KEYDOWN.rawValue, SDLEventTranslator.key(for: event.key.keysym.sym) == nil { taken = false }
        return taken
    }

    /// The window was uncovered, hidden or shown again; its size is the app's business (the
    /// rectangle is set by the app).
    private func handleWindowEvent(_ event: SDL_Event) {
        switch UInt32(event.window.event) {
        case SDL_WINDOWEVENT_EXPOSED.rawValue:
            needsDisplayFlag = true
        case SDL_WINDOWEVENT_HIDDEN.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue:
            // SDL queues shown / hidden / shown as a window opens: only a window that is
            // hidden now counts, or a prewarmed neighbour would be let go and made again.
            guard windowIsHidden else { break }
            // Nobody sees the items: keep only the visible ones drawn (Texture does the same).
            if root.forcedRangeMode == nil { root.forcedRangeMode = .visibleOnly }
        case SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
            if root.forcedRangeMode == .visibleOnly { root.forcedRangeMode = nil }
            needsDisplayFlag = true
        default:
            break
        }
    }
}
