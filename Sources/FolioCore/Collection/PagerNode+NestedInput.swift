import Foundation

// Input in a pager of collections, by the nested-gesture rules:
//
// | input                      | goes to                                                      |
// |----------------------------|--------------------------------------------------------------|
// | drag                       | decided by its first movement past the slop: mostly along the |
// |                            | pager's axis, the pager; otherwise the collection under it;  |
// |                            | locked until release, with the fling                          |
// | drag while the pager moves | the pager                                                    |
// | wheel                      | along the pager's axis (the horizontal wheel, Shift + wheel): |
// |                            | the pager, a page a notch; otherwise the collection under it |
// | trackpad                   | by the dominant axis of the gesture's first movement         |
// | Left / Right               | the pager (Up / Down for a vertical pager)                   |
// | other keys                 | the current page's collection                                |
extension PagerNode {
    /// Routes one input event between the pager and its pages' collections.
    func routeNested(_ event: InputEvent) {
        switch event.kind {
        case .pointerDown(let pointer, let point):
            pointerDown(pointer, at: point, event: event)
        case .pointerMoved(let pointer, let point):
            pointerMoved(pointer, to: point, event: event)
        case .pointerUp(let pointer, let point):
            // A release away from where the pointer was carries a move of its own (a touch may
            // lift with no move reported): it decides the owner as that move would, or both the
            // pager and the feed would take it, each by its own rule.
            if let gesture = nestedGesture, gesture.pointer == pointer, gesture.owner == nil {
                let move = InputEvent(time: event.time, kind: .pointerMoved(pointer, point), location: event.location)
                pointerMoved(pointer, to: point, event: move)
            }
            pointerReleased(pointer, event: event)
        case .pointerCancelled(let pointer):
            pointerReleased(pointer, event: event)
        case .wheel(let dx, let dy):
            if NestedGestureOwner.owner(ofScrollBy: Double(dx), Double(dy), outerAxis: pagingModel.axis) == .outer {
                // Only the pager's axis pages: a diagonal notch must not also page the other way.
                let along = pagingModel.axis == .horizontal ? InputEvent.Kind.wheel(dx: dx, dy: 0) : .wheel(dx: 0, dy: dy)
                absorb(pagingModel.handle(InputEvent(time: event.time, kind: along, location: event.location)))
            } else if let page = page(under: event.location) {
                deliver(event, toPage: page)
            }
        case .preciseScroll(let dx, let dy):
            trackpadScroll(dx: dx, dy: dy, event: event)
        case .key(let key):
            let pagerKeys: Set<Key> = pagingModel.axis == .horizontal ? [.left, .right] : [.up, .down]
            if pagerKeys.contains(key) {
                absorb(pagingModel.handle(event))
            } else if pageCollections[currentPageIndex] != nil {
                deliver(event, toPage: currentPageIndex)
            }
        case .resize:
            absorb(pagingModel.handle(event))
        }
    }

    /// A release or a cancel: undecided (a tap), both hear it; else only the owner.
    private func pointerReleased(_ pointer: PointerID, event: InputEvent) {
        guard let gesture = nestedGesture, gesture.pointer == pointer else { return }
        nestedGesture = nil
        if gesture.owner != .inner { absorb(pagingModel.handle(event)) }
        if gesture.owner != .outer, let page = gesture.page { deliver(event, toPage: page) }
    }

    /// A press: both the pager and the collection under it hear it, unless the pager is moving
    /// (the press then catches the pager, and the gesture is the pager's).
    private func pointerDown(_ pointer: PointerID, at point: Point, event: InputEvent) {
        if let gesture = nestedGesture {
            // Only the first pointer counts; the same one pressing again missed its release.
            guard gesture.pointer == pointer else { return }
            routeNested(InputEvent(time: event.time, kind: .pointerCancelled(pointer)))
        }
        let page = pagingModel.isAtRest ? page(under: point) : nil
        nestedGesture = NestedPointerGesture(pointer: pointer, origin: point, page: page, owner: page == nil ? .outer : nil)
        absorb(pagingModel.handle(event))
        if let page { deliver(event, toPage: page) }
    }

    /// A move: within the slop only the collection hears it (its highlight may end); the move
    /// past the slop decides the owner, the other is told the pointer is gone, and from then on
    /// only the owner hears the pointer.
    private func pointerMoved(_ pointer: PointerID, to point: Point, event: InputEvent) {
        guard var gesture = nestedGesture, gesture.pointer == pointer else { return }
        if gesture.owner == nil,
           let owner = NestedGestureOwner.owner(ofDragFrom: gesture.origin, to: point, outerAxis: pagingModel.axis,
                                                slop: pagingModel.configuration.dragSlop) {
            gesture.owner = owner
            nestedGesture = gesture
            let cancel = InputEvent(time: event.time, kind: .pointerCancelled(pointer))
            if owner == .outer, let page = gesture.page {
                deliver(cancel, toPage: page)
            } else if owner == .inner {
                absorb(pagingModel.handle(cancel))
            }
        }
        switch gesture.owner {
        case .outer:
            absorb(pagingModel.handle(event))
        case .inner, nil:
            if let page = gesture.page { deliver(event, toPage: page) }
        }
    }

    /// A trackpad delta: a gesture's first deltas pick its owner by their dominant axis (held
    /// until they lean clearly, as the pager's own trackpad rule waits for one axis to lead), and
    /// the gesture stays with it until it pauses for the trackpad's end delay.
    private func trackpadScroll(dx: Double, dy: Double, event: InputEvent) {
        let configuration = pagingModel.configuration
        if let gesture = nestedTrackpad, event.time - gesture.lastTime > configuration.trackpadEndDelay {
            nestedTrackpad = nil
        }
        var gesture = nestedTrackpad ?? NestedTrackpadGesture(owner: nil, page: page(under: event.location), lastTime: event.time)
        gesture.lastTime = event.time
        var due = [event]
        if gesture.owner == nil {
            gesture.add(dx: dx, dy: dy, outerAxis: pagingModel.axis, factor: configuration.trackpadOrientationFactor)
            // A gesture over no collection is the pager's.
            if gesture.owner == .inner, gesture.page == nil { gesture.owner = .outer }
            // The held deltas go on as one, which leans the way that decided: a first delta
            // that leaned the other way would turn the owner's own axis rule against it.
            due = gesture.owner == nil ? [] : [InputEvent(time: event.time, kind: .preciseScroll(dx: gesture.dx, dy: gesture.dy),
                                                          location: event.location)]
        }
        nestedTrackpad = gesture
        for event in due {
            if gesture.owner == .inner, let page = gesture.page, pageCollections[page] != nil {
                deliver(event, toPage: page)
            } else {
                absorb(pagingModel.handle(event))
            }
        }
    }

    /// The page on screen whose collection is under `point` (window coordinates), or the current
    /// page's when the point is unknown.
    func page(under point: Point?) -> Int? {
        guard let point else { return pageCollections[currentPageIndex] == nil ? nil : currentPageIndex }
        return visibleNestedCollections().last { $0.frame.contains(point) }?.item
    }

    /// Hands `event` to page `page`'s collection, its positions moved into the page's coordinates.
    func deliver(_ event: InputEvent, toPage page: Int) {
        guard let collection = pageCollections[page] else { return }
        let origin = visiblePages().first { $0.index == page }?.frame.origin ?? .zero
        func local(_ point: Point) -> Point { Point(x: point.x - origin.x, y: point.y - origin.y) }
        var moved = event
        switch event.kind {
        case .pointerDown(let pointer, let point): moved.kind = .pointerDown(pointer, local(point))
        case .pointerMoved(let pointer, let point): moved.kind = .pointerMoved(pointer, local(point))
        case .pointerUp(let pointer, let point): moved.kind = .pointerUp(pointer, local(point))
        case .pointerCancelled, .wheel, .preciseScroll, .key, .resize: break
        }
        moved.location = event.location.map(local)
        collection.handle(moved)
    }
}
