import FolioCore

extension InputEvent {
    /// The event with its positions moved by `dx`, `dy`: from window coordinates into those of a
    /// collection placed in part of the window. A plain value: usable on any thread.
    func offsetBy(dx: Double, dy: Double) -> InputEvent {
        func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        var event = self
        event.location = location.map(moved)
        switch kind {
        case .pointerDown(let id, let point): event.kind = .pointerDown(id, moved(point))
        case .pointerMoved(let id, let point): event.kind = .pointerMoved(id, moved(point))
        case .pointerUp(let id, let point): event.kind = .pointerUp(id, moved(point))
        case .hover(let point): event.kind = .hover(moved(point))
        case .secondaryPress(let id, let point): event.kind = .secondaryPress(id, moved(point))
        case .pointerCancelled, .pointerExited, .wheel, .preciseScroll, .key, .magnify: break
        }
        return event
    }
}
