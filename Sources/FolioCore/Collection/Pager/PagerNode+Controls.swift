extension PagerNode {
    // MARK: - Buttons and links on the pages

    /// Gives a pointer event, which paging has seen, to the buttons and links drawn on the
    /// pages: a press at rest on one shows it pressed, a release on it acts, and a swipe that
    /// starts on it pages and lets it go. A press that catches a moving pager is paging's alone.
    /// (A pager of collections gives its pages' presses to their collections instead.)
    func routeToControls(_ event: InputEvent, wasMoving: Bool, wasDragging: Bool) {
        switch event.kind {
        case .pointerDown(let pointer, let point):
            guard !wasMoving else { return }
            _ = pressButton(at: point, pointer: pointer)
        case .pointerMoved(let pointer, let point):
            guard isPressingControl(pointer) else { return }
            movePressedButton(to: point)
        case .pointerUp(let pointer, let point):
            guard isPressingControl(pointer) else { return }
            if wasDragging { cancelPressedButton() } else { releasePressedButton(at: point) }
        case .pointerCancelled(let pointer):
            guard isPressingControl(pointer) else { return }
            cancelPressedButton()
        default:
            break
        }
    }
}
