import Foundation

// Input in a collection whose items hold collections, by the nested-gesture rules:
//
// | input                       | goes to                                                     |
// |-----------------------------|-------------------------------------------------------------|
// | drag                        | decided by its first movement past the slop: mostly along   |
// |                             | the outer axis, the outer collection; otherwise the nested  |
// |                             | collection under it; locked until release, with the fling   |
// | drag while the outer moves  | the outer collection                                        |
// | wheel                       | the nested collection under the pointer when it scrolls     |
// |                             | along the wheel's axis (Shift + wheel and the horizontal    |
// |                             | wheel are sideways); else the outer one, along its axis     |
// | trackpad                    | by the dominant axis of the gesture's first movement        |
// | keys                        | the focused item's nested collection when it scrolls along  |
// |                             | the key's axis (Enter: always), else the outer collection;  |
// |                             | the focus crossing to another item's collection lands on    |
// |                             | the item nearest the one it left                            |
extension CollectionNode {
    /// Whether input goes through the nested-gesture rules: collections are nested, or a
    /// gesture that began over one is under way.
    var routesNestedInput: Bool {
        !nesting.isEmpty || nesting.pointerGesture != nil || nesting.trackpadGesture != nil
    }

    /// Routes one input event between this collection and the collections nested in its items.
    func routeNested(_ event: InputEvent) {
        switch event.kind {
        case .pointerDown(let pointer, let point):
            pointerDown(pointer, at: point, event: event)
        case .pointerMoved(let pointer, let point):
            pointerMoved(pointer, to: point, event: event)
        case .pointerUp(let pointer, let point):
            // A release away from where the pointer was carries a move of its own (a touch may
            // lift with no move reported): it decides the owner as that move would, or both
            // collections would take it, each by its own rule.
            if let gesture = nesting.pointerGesture, gesture.pointer == pointer, gesture.owner == nil {
                let move = InputEvent(time: event.time, kind: .pointerMoved(pointer, point), location: event.location)
                pointerMoved(pointer, to: point, event: move)
            }
            pointerReleased(pointer, event: event)
        case .pointerCancelled(let pointer):
            pointerReleased(pointer, event: event)
        case .wheel(let dx, let dy):
            let axis: ScrollAxis = abs(dx) > abs(dy) ? .horizontal : .vertical
            if let item = nestedItem(under: event.location), nesting.collection(ofItem: item)?.scrollAxis == axis {
                deliver(event, toItem: item)
            } else if axis == scrollAxis {
                // Only the outer axis: a diagonal notch must not also move the other way.
                let along = axis == .horizontal ? InputEvent.Kind.wheel(dx: dx, dy: 0) : .wheel(dx: 0, dy: dy)
                handleOwn(InputEvent(time: event.time, kind: along, location: event.location))
            }
        case .preciseScroll(let dx, let dy):
            trackpadScroll(dx: dx, dy: dy, event: event)
        case .key(let key):
            routeKey(key, event: event)
        case .magnify:
            handleOwn(event)
        case .hover(let point), .secondaryPress(_, let point):
            // What the pointer is over is the innermost collection's to hover or open a menu on.
            if let item = nestedItem(under: point) { deliver(event, toItem: item) } else { handleOwn(event) }
        case .pointerExited:
            for item in nesting.items { deliver(event, toItem: item) }
            handleOwn(event)
        }
    }

    /// The axis a key moves along: the arrows theirs, the page and end keys and Space the
    /// vertical; nil for Enter.
    private static func axis(of key: Key) -> ScrollAxis? {
        switch key {
        case .left, .right: .horizontal
        case .up, .down, .pageUp, .pageDown, .home, .end, .space: .vertical
        case .enter, .plus, .minus, .tab, .selectAll: nil
        }
    }

    /// A key: to the focused item's collection when it moves along the key's axis (Enter always
    /// goes there); else to this collection, and a focus that moved to another item crosses
    /// into that item's collection at the item nearest the one it left.
    private func routeKey(_ key: Key, event: InputEvent) {
        if let item = keyItem, let inner = nesting.collection(ofItem: item), Self.axis(of: key).map({ $0 == inner.scrollAxis }) ?? true {
            deliver(event, toItem: item)
            return
        }
        let before = focusedItem
        let leaving = before.flatMap { nesting.collection(ofItem: $0) }
        // Where the focus was along the nested collection's axis, on screen: the column to keep
        // (the nested collections of all items sit alike in them).
        let across = leaving.flatMap { inner in
            inner.focusedItem.flatMap { inner.frameOnScreen(ofItem: $0) }.map { inner.scrollAxis == .vertical ? $0.midY : $0.midX }
        }
        handleOwn(event)
        guard let after = focusedItem, after != before, tracksNestedFocus else { return }
        leaving?.focusItem(at: nil)
        guard let inner = nesting.collection(ofItem: after) else {
            // Scrolled far: the collection is made as the ranges reach the item.
            nesting.pendingFocus = (after, across)
            return
        }
        inner.focusNearest(across: across)
    }

    /// A release or a cancel: undecided (a tap), both hear it; else only the owner.
    private func pointerReleased(_ pointer: PointerID, event: InputEvent) {
        guard let gesture = nesting.pointerGesture, gesture.pointer == pointer else { return }
        nesting.pointerGesture = nil
        if gesture.owner != .inner { handleOwn(event) }
        if gesture.owner != .outer, let item = gesture.item { deliver(event, toItem: item) }
    }

    /// A press: both this collection and the nested one under it hear it, unless this one is
    /// moving (the press then catches it, and the gesture is its own).
    private func pointerDown(_ pointer: PointerID, at point: Point, event: InputEvent) {
        if let gesture = nesting.pointerGesture {
            // Only the first pointer counts; the same one pressing again missed its release.
            guard gesture.pointer == pointer else { return }
            routeNested(InputEvent(time: event.time, kind: .pointerCancelled(pointer)))
        }
        let item = ownScroller.isAtRest ? nestedItem(under: point) : nil
        nesting.pointerGesture = NestedPointerGesture(pointer: pointer, origin: point, item: item, owner: item == nil ? .outer : nil)
        handleOwn(event)
        if let item { deliver(event, toItem: item) }
    }

    /// A move: within the slop only the nested collection hears it (its highlight may end); the
    /// move past the slop decides the owner, the other is told the pointer is gone, and from
    /// then on only the owner hears the pointer.
    private func pointerMoved(_ pointer: PointerID, to point: Point, event: InputEvent) {
        guard var gesture = nesting.pointerGesture, gesture.pointer == pointer else { return }
        if gesture.owner == nil,
           let owner = NestedGestureOwner.owner(ofDragFrom: gesture.origin, to: point, outerAxis: scrollAxis, slop: ownScroller.configuration.dragSlop) {
            gesture.owner = owner
            nesting.pointerGesture = gesture
            let cancel = InputEvent(time: event.time, kind: .pointerCancelled(pointer))
            if owner == .outer, let item = gesture.item {
                deliver(cancel, toItem: item)
            } else if owner == .inner {
                handleOwn(cancel)
            }
        }
        switch gesture.owner {
        case .outer:
            handleOwn(event)
        case .inner, nil:
            if let item = gesture.item { deliver(event, toItem: item) }
        }
    }

    /// A trackpad delta: a gesture's first deltas pick its owner by their dominant axis (held
    /// until they lean clearly, as the paging trackpad rule waits for one axis to lead), and the
    /// gesture stays with it until it pauses for the trackpad's end delay.
    private func trackpadScroll(dx: Double, dy: Double, event: InputEvent) {
        if let gesture = nesting.trackpadGesture, event.time - gesture.lastTime > ownScroller.configuration.trackpadEndDelay {
            nesting.trackpadGesture = nil
        }
        var gesture = nesting.trackpadGesture ?? NestedTrackpadGesture(owner: nil, item: nestedItem(under: event.location), lastTime: event.time)
        gesture.lastTime = event.time
        var due = [event]
        if gesture.owner == nil {
            gesture.add(dx: dx, dy: dy, outerAxis: scrollAxis, factor: Self.trackpadOrientationFactor)
            // A gesture over no collection is this one's.
            if gesture.owner == .inner, gesture.item == nil { gesture.owner = .outer }
            // The held deltas go on as one, which leans the way that decided: a first delta
            // that leaned the other way would turn the owner's own axis rule against it.
            due = gesture.owner == nil ? [] : [InputEvent(time: event.time, kind: .preciseScroll(dx: gesture.dx, dy: gesture.dy),
                                                          location: event.location)]
        }
        nesting.trackpadGesture = gesture
        for event in due {
            if gesture.owner == .inner, let item = gesture.item, nesting.collection(ofItem: item) != nil {
                deliver(event, toItem: item)
            } else {
                handleOwn(event)
            }
        }
    }

    /// How much more a trackpad gesture's first movement must lean one way to be decided (the
    /// paging physics' figure).
    static var trackpadOrientationFactor: Double { PagingConfiguration.standard.trackpadOrientationFactor }

    /// The item on screen whose nested collection is under `point` (this collection's
    /// coordinates), or the key item's when the point is unknown.
    func nestedItem(under point: Point?) -> Int? {
        guard let point else { return keyItem.flatMap { nesting.collection(ofItem: $0) == nil ? nil : $0 } }
        return visibleNestedCollections().last { $0.frame.contains(point) }?.item
    }

    /// Hands `event` to item `item`'s collection, its positions moved into the collection's
    /// coordinates. A focus the collection took makes the item this collection's focused one
    /// (its own ring hidden beneath the nested one), and the other nested collections lose
    /// theirs.
    func deliver(_ event: InputEvent, toItem item: Int) {
        guard let collection = nesting.collection(ofItem: item) else { return }
        let origin = nestedFrame(ofItem: item)?.origin ?? .zero
        func local(_ point: Point) -> Point { Point(x: point.x - origin.x, y: point.y - origin.y) }
        var moved = event
        switch event.kind {
        case .pointerDown(let pointer, let point): moved.kind = .pointerDown(pointer, local(point))
        case .pointerMoved(let pointer, let point): moved.kind = .pointerMoved(pointer, local(point))
        case .pointerUp(let pointer, let point): moved.kind = .pointerUp(pointer, local(point))
        case .hover(let point): moved.kind = .hover(local(point))
        case .secondaryPress(let pointer, let point): moved.kind = .secondaryPress(pointer, local(point))
        case .pointerCancelled, .pointerExited, .wheel, .preciseScroll, .key, .magnify: break
        }
        moved.location = event.location.map(local)
        collection.handle(moved)
        if collection.focusedItem != nil, tracksNestedFocus, focusedItem != item {
            for other in nesting.items where other != item { nesting.collection(ofItem: other)?.focusItem(at: nil) }
            focusedItem = item
        }
    }

    /// Whether this collection's focus follows the nested collections' (a pager's follows its
    /// page instead).
    var tracksNestedFocus: Bool { !itemsAreNestedCollections }

    /// The item whose focus ring is drawn: the focused item, unless its nested collection holds
    /// the focus (its ring is drawn there). Main thread.
    public var focusRingItem: Int? {
        guard let focusedItem else { return nil }
        return nesting.collection(ofItem: focusedItem)?.focusedItem == nil ? focusedItem : nil
    }

    /// Focuses the item whose centre across the scroll axis is nearest `position` (this
    /// collection's coordinates) among those on screen, or the first on screen for nil.
    func focusNearest(across position: Double?) {
        let visible = layout.items(in: visibleRect)
        guard !visible.isEmpty else { return }
        var best = visible[0]
        if let position {
            let vertical = scrollAxis == .vertical
            var bestDistance = Double.infinity
            for item in visible {
                guard let frame = frameOnScreen(ofItem: item) else { continue }
                // Across the outer axis is along this one's.
                let centre = vertical ? frame.midY : frame.midX
                let distance = abs(centre - position)
                if distance < bestDistance { (best, bestDistance) = (item, distance) }
            }
        }
        focus(best, animated: true)
    }
}
