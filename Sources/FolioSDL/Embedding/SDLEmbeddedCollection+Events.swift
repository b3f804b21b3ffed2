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
    ///   motion without a press (the collection hears it as a hover, the app too) and the keys that are commands (see `takeCommands()`). What Folio
    ///   took is the collection's alone; what it did not is the app's. A left press outside the
    ///   rectangle, motion without the left button, and the window losing the focus end a drag
    ///   whose release was never seen (the collection hears it cancelled). Main thread.
    @discardableResult
    public func handle(_ event: SDL_Event) -> Bool {
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            return handleButton(event)
        case SDL_MOUSEMOTION.rawValue:
            guard isOurs(event.motion.windowID) else { return false }
            guard capture.holdsMouse else { return hover(event) }
            guard event.motion.state & SHIM_BUTTON_LMASK != 0 else {
                // The release went elsewhere (another window, a grab of the system's): the drag
                // is over, but not where the collection could tell a tap or a fling from it.
                cancelMouse(at: SDLClock.time(of: event))
                return false
            }
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
            if UInt32(event.window.event) == SDL_WINDOWEVENT_LEAVE.rawValue, isOurs(event.window.windowID) {
                exitHover(at: SDLClock.time(of: event))
            }
            for case .window(let window) in translator.translate(event) where isOurs(window.windowID) { follow(window) }
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

    /// Ends every press the collection holds, as if the system took the pointers away: each
    /// reaches the collection as a cancelled pointer (a drag stops where it is, without a fling
    /// or a tap), and their further motion and releases are the app's. Call it when the app
    /// takes the pointer for itself (it opens a menu, say) in the middle of a drag. Main thread.
    public func cancelPointers() {
        cancelPointers(at: Self.currentTime)
    }

    /// Ends every held press at `time`, seconds on the events' clock.
    func cancelPointers(at time: Double) {
        cancelMouse(at: time)
        for (device, finger) in capture.heldFingers { cancelFinger(device: device, finger: finger, at: time) }
    }

    /// The mouse moved with no press of the collection's: inside the rectangle it hovers there
    /// (the collection's to take), outside it the hover ends.
    private func hover(_ event: SDL_Event) -> Bool {
        let motion = event.motion
        guard motion.which != SHIM_TOUCH_MOUSEID else { return false }
        let inside = placement.contains(Point(x: Double(motion.x), y: Double(motion.y)))
        // A drag that began outside is the app's, wherever it goes.
        guard inside, motion.state == 0 else {
            exitHover(at: SDLClock.time(of: event))
            return false
        }
        capture.hoversMouse = true
        // The collection hears it (a hover highlight, the cursor), but motion stays the app's too.
        _ = deliver(event)
        return false
    }

    /// The mouse left the rectangle or the window: nothing of the collection's is hovered.
    private func exitHover(at time: Double) {
        guard capture.hoversMouse else { return }
        capture.hoversMouse = false
        root.handle(InputEvent(time: time, kind: .pointerExited))
        applyPointerCursor()
        needsDisplayFlag = true
    }

    private func cancelMouse(at time: Double) {
        guard capture.holdsMouse else { return }
        capture.holdsMouse = false
        cancel(.mouse, at: time)
    }

    private func cancelFinger(device: Int64, finger: Int64, at time: Double) {
        guard capture.holds(device: device, finger: finger) else { return }
        capture.set(device: device, finger: finger, held: false)
        cancel(.finger(device: device, finger: finger), at: time)
    }

    private func cancel(_ pointer: PointerID, at time: Double) {
        root.handle(InputEvent(time: time, kind: .pointerCancelled(pointer)))
        needsDisplayFlag = true
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
            let isOurPress = isOurs(button.windowID) && inside
            if isLeft {
                // A new press means the last one was released where the collection could not
                // hear it: that drag is over, and this press is the collection's only if inside.
                cancelMouse(at: SDLClock.time(of: event))
                capture.holdsMouse = isOurPress
            }
            guard isOurPress else { return false }
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
            // SDL reuses a finger's id once it is lifted: a held one was lifted unheard.
            cancelFinger(device: device, finger: id, at: SDLClock.time(of: event))
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
        var delivered = false
        for input in translator.translate(event) {
            switch input {
            case .input(let input):
                root.handle(input.offsetBy(dx: -placement.minX, dy: -placement.minY))
                needsDisplayFlag = true
                delivered = true
            case .command(.back) where root.handleEscape():
                // Esc closes what the collection has open first (a menu, a move, a selection,
                // a zoom); only then is it the app's.
                needsDisplayFlag = true
                delivered = true
            case .command(let command) where command != .quit && root.isShowingContextMenu:
                // An open context menu takes the keys: Delete or a shortcut must not act beneath it.
                needsDisplayFlag = true
                delivered = true
            case .command(let command):
                list(command)
                taken = false
            case .window:
                taken = false
            }
        }
        // A key Folio does not use, or a repeated command key, translates to nothing.
        if event.type == SDL_KEYDOWN.rawValue, !delivered { taken = false }
        applyPointerCursor()
        return taken
    }

    /// What a window event of this window does to the collection: one uncovered, or moved to a
    /// display of another scale, wants a frame; one hidden, minimised or shown again changes
    /// what the collection keeps; one that lost the focus ends the presses held; one being closed
    /// lists `.quit`. Its size is the app's business (the app sets the rectangle; the host fills
    /// the window with it).
    func follow(_ window: HostWindowEvent) {
        switch window.kind {
        case .exposed, .displayChanged:
            // The frame reads the window's scale, and lays the collection out again if it changed.
            needsDisplayFlag = true
        case .hidden:
            // SDL queues shown / hidden / shown as a window opens: only a window that is
            // hidden now counts, or a prewarmed neighbour would be let go and made again.
            guard windowIsHidden else { break }
            windowIsHiddenNow = true
            applyVisibility()
        case .shown:
            windowIsHiddenNow = false
            applyVisibility()
            needsDisplayFlag = true
        case .focusLost:
            // The releases of presses held now go to another window, or to nobody.
            cancelPointers(at: window.time)
        case .closed:
            list(.quit)
        case .resized:
            break
        }
    }
}
