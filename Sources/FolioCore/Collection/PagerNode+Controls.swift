extension PagerNode {
    // MARK: - Buttons and links on the pages

    /// Gives a pointer event, which paging has seen, to the buttons and links drawn on the
    /// pages: a press at rest on one shows it pressed, a release on it acts, and a swipe that
    /// starts on it pages and lets it go. A press that catches a moving pager is paging's alone.
    /// (A pager of collections gives its pages' presses to their collections instead.)
    func routeToControls(_ event: InputEvent, wasMoving: Bool, wasDragging: Bool) {
        switch event.kind {
        case .pointerDown(let pointer, let point):
            guard !wasMoving, pressedButton == nil, pressButton(at: point, pointer: pointer) else { return }
            controlPressOrigin = point
        case .pointerMoved(let pointer, let point):
            guard pressedButtonPointer == pointer, let origin = controlPressOrigin else { return }
            movePressedButton(to: point, origin: origin)
        case .pointerUp(let pointer, let point):
            guard pressedButtonPointer == pointer else { return }
            controlPressOrigin = nil
            if wasDragging { cancelPressedButton() } else { releasePressedButton(at: point) }
        case .pointerCancelled(let pointer):
            guard pressedButtonPointer == pointer else { return }
            controlPressOrigin = nil
            cancelPressedButton()
        default:
            break
        }
    }
}
