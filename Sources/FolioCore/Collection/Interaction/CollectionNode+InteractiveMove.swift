import Foundation

extension CollectionNode {
    // MARK: - Interactive movement (drag to reorder)

    /// How long a press rests on an item before dragging it moves the item rather than scrolling,
    /// seconds: a drag begun sooner scrolls, as before; a press held still and released is a
    /// click. Any thread.
    nonisolated public static let interactiveMovementHoldDelay = 0.3

    /// Whether an item is being moved by hand. Main thread.
    public var isMovingItemInteractively: Bool { interactiveMove != nil }

    /// The place of the item being moved, before the move; nil when none is. Main thread.
    public var interactiveMovementSourceIndexPath: IndexPath? { interactiveMove?.order.sourcePath }

    /// The place the item being moved would drop at (its place after the move); nil when none
    /// is. Main thread.
    public var interactiveMovementTargetIndexPath: IndexPath? { interactiveMove?.order.targetPath }

    /// The item being moved as the host draws it: last among `visibleItems()`, at this frame,
    /// with a shadow under it; nil when none is. Main thread.
    public var liftedItem: InteractiveMoveLift? {
        guard let move = interactiveMove else { return nil }
        return InteractiveMoveLift(item: move.order.source, frame: move.liftedFrame(at: now), lift: move.lift(at: now))
    }

    /// UIKit's `beginInteractiveMovementForItem(at:)`: lifts the item at `indexPath`, its centre
    /// then following `updateInteractiveMovementTargetPosition(_:)`. Returns false, and nothing
    /// happens, when the data source does not let it move (`collectionNode(_:canMoveItemAt:)`),
    /// it is not on screen, or a move is under way. Main thread.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard let item = sections.flatIndex(of: indexPath), let frame = frameOnScreen(ofItem: item) else { return false }
        return beginMove(ofItem: item, pointer: nil, grab: Point(x: frame.width / 2, y: frame.height / 2),
                         at: Point(x: frame.midX, y: frame.midY))
    }

    /// Moves the lifted item to `point` (the collection's coordinates; the pointer's, or the
    /// item's centre for a move the app began): the others make way at the place nearest it, as
    /// the delegate allows, and near an edge the collection scrolls. Main thread.
    public func updateInteractiveMovementTargetPosition(_ point: Point) {
        guard interactiveMove != nil, point.x.isFinite, point.y.isFinite else { return }
        interactiveMove?.position = point
        retargetMove()
    }

    /// Drops the lifted item where it would go: the data source moves it in its model
    /// (`collectionNode(_:moveItemAt:to:)`), the move is applied as a batch update and reported
    /// (`.moved(from:to:)`), and the item settles into its slot. Dropped where it came from,
    /// nothing is moved. Main thread.
    public func endInteractiveMovement() {
        guard let move = interactiveMove else { return }
        let seen = seenDuringMove(move).merging([move.order.source: liftedStart(of: move)]) { kept, _ in kept }
        interactiveMove = nil
        let order = move.order
        guard order.isMoved, let dataSource else {
            springBack(from: seen)
            return
        }
        dataSource.collectionNode(self, moveItemAt: order.sourcePath, to: order.targetPath)
        pendingEvents.append(.moved(from: order.source, to: order.target))
        let offsetBefore = scrollModel.offset
        performBatchUpdates { moveItem(at: order.sourcePath, to: order.targetPath) }
        // The batch slides the others from their places before the move, but they are already
        // seen in their new ones: they stay, and only the dropped item settles from the pointer.
        guard !isApplyingBatch, sections == order.sections else { return }
        let shift = scrollModel.offset - offsetBefore
        var starts: [Int: ItemAnimations.Start] = [:]
        for (old, start) in seen {
            let key = old >= 0 ? order.newIndex(forOld: old) : old
            guard let target = Self.frame(ofKey: key, in: layout) else { continue }
            let from = shifted(start, by: shift)
            if from != ItemAnimations.Start(frame: target) { starts[key] = from }
        }
        batchUpdates.animations.begin(starts, at: now)
    }

    /// Puts the lifted item back: it and the others spring to where they were, and nothing is
    /// moved or reported. Esc and a cancelled pointer do this. Main thread.
    public func cancelInteractiveMovement() {
        guard let move = interactiveMove else { return }
        let seen = seenDuringMove(move).merging([move.order.source: liftedStart(of: move)]) { kept, _ in kept }
        interactiveMove = nil
        springBack(from: seen)
    }

    // MARK: - What the node's other parts call

    /// Applies `event` to a move: begins one when a press held `interactiveMovementHoldDelay` on
    /// a movable item moves past the slop, and while one is under way takes every pointer event
    /// (its pointer's moves retarget, its release drops, its cancellation cancels, its press
    /// after a lost release cancels and presses anew; the others wait). Returns whether the
    /// event was the move's.
    func handleInteractiveMoveInput(_ event: InputEvent) -> Bool {
        guard let move = interactiveMove else { return beginMoveIfHeld(event) }
        switch event.kind {
        case .pointerMoved(let pointer, let point):
            if pointer == move.pointer { updateInteractiveMovementTargetPosition(point) }
            return true
        case .pointerUp(let pointer, let point):
            guard pointer == move.pointer else { return true }
            updateInteractiveMovementTargetPosition(point)
            endInteractiveMovement()
            return true
        case .pointerCancelled(let pointer):
            if pointer == move.pointer { cancelInteractiveMovement() }
            return true
        case .pointerDown(let pointer, _):
            // The move's own pointer pressing again lost its release somewhere: the move is
            // over, and this is a new press.
            guard pointer == move.pointer else { return true }
            cancelInteractiveMovement()
            return false
        default:
            return false
        }
    }

    /// The app changed the data (a batch update, a reload) during a move: the places the move
    /// names may no longer hold the same items, so it is cancelled, its items springing back
    /// before the change animates them on.
    func cancelMoveForDataChange() {
        guard let move = interactiveMove else { return }
        FolioLogger.collection.line(.warning, "the collection's data changed while item \(move.order.source) was being moved; the move is cancelled")
        cancelInteractiveMovement()
    }

    /// Moves a move on to `now`: the slides that ended end, a resize lays the preview out again,
    /// and near an edge the content scrolls a frame's worth and the target follows. Counts that
    /// changed under the move by any other way end it.
    func advanceInteractiveMove() {
        guard var move = interactiveMove else { return }
        guard sections == move.order.originalSections else {
            cancelMoveForDataChange()
            return
        }
        _ = move.slides.finish(at: now)
        let step = now - move.lastFrame
        move.lastFrame = now
        if move.previewBounds != bounds {
            move.preview = preparedPreview(move.order)
            move.previewBounds = bounds
        }
        interactiveMove = move
        let speed = autoScrollSpeed(for: move)
        guard speed != 0 else { return }
        let offset = InteractiveMoveAutoScroll.offset(from: scrollModel.offset, speed: speed, over: step,
                                                      maximumOffset: scrollModel.maximumOffset)
        guard offset != scrollModel.offset else { return }
        absorb(scrollModel.setOffset(offset, at: now))
        retargetMove()
    }

    /// The item being moved, for the ranges: it is on screen under the pointer wherever its
    /// slot is, so it keeps its bitmap however far the content scrolls by itself.
    var liftedItemKeys: Set<Int> {
        interactiveMove.map { [$0.order.source] } ?? []
    }

    /// Whether a move needs frames: the item still lifting, the others sliding, or the content
    /// scrolling by itself.
    var interactiveMoveNeedsFrames: Bool {
        guard let move = interactiveMove else { return false }
        return move.slides.isActive || move.lift(at: now) < 1 || autoScrollSpeed(for: move) != 0
    }

    /// What is on screen during a move (nil when none is): the others where the preview puts
    /// them (sliding there), the headers, then the lifted item on top.
    func itemsOnScreenDuringMove() -> [VisibleItem]? {
        guard let move = interactiveMove else { return nil }
        let screen = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        var items: [VisibleItem] = []
        for key in keysDuringMove(move) where key != move.order.source {
            guard let target = move.previewFrame(ofKey: key) else { continue }
            let seen = move.slides.presentation(ofItem: key, target: target, at: now)
            let frame = onScreen(seen.frame)
            if frame.intersects(screen) { items.append(VisibleItem(index: key, frame: frame, alpha: seen.alpha)) }
        }
        items.append(VisibleItem(index: move.order.source, frame: move.liftedFrame(at: now)))
        return items
    }

    // MARK: - Steps

    /// Lifts item `item` (flat) for `pointer` (nil: the app's), held at `grab` from its frame's
    /// corner, with the pointer at `position`, if the data source lets it move.
    private func beginMove(ofItem item: Int, pointer: PointerID?, grab: Point, at position: Point) -> Bool {
        guard interactiveMove == nil, !isApplyingBatch, !bounds.isEmpty, let dataSource,
              let path = sections.indexPath(ofFlatIndex: item), dataSource.collectionNode(self, canMoveItemAt: path) else { return false }
        // The preview re-lays every item: the layout must hold them all, at rest.
        finishLayoutSteps()
        endAnimations(finished: false)
        guard let order = InteractiveMoveOrder(moving: path, in: sections), let frame = layout.frame(ofItem: item) else { return false }
        endPress()
        interactiveMove = InteractiveMove(order: order, pointer: pointer, grab: grab, size: frame.size, position: position,
                                          preview: preparedLayout, previewBounds: bounds, liftedAt: now, lastFrame: now)
        return true
    }

    /// Begins a move for a pointer that held its press on an item for the hold delay and has now
    /// moved past the slop (`event`), before the scroller would take it; the scroller lets the
    /// press go.
    private func beginMoveIfHeld(_ event: InputEvent) -> Bool {
        guard case .pointerMoved(let pointer, let point) = event.kind, let press = interaction.press, press.pointer == pointer,
              let item = press.item, !press.caughtMotion, !scrollModel.isDragging,
              now - press.time >= Self.interactiveMovementHoldDelay,
              CollectionInteraction.distance(press.point, point) > CollectionInteraction.tapSlop,
              let frame = frameOnScreen(ofItem: item) else { return false }
        let grab = Point(x: press.point.x - frame.minX, y: press.point.y - frame.minY)
        guard beginMove(ofItem: item, pointer: pointer, grab: grab, at: point) else { return false }
        absorb(scrollModel.handle(InputEvent(time: event.time, kind: .pointerCancelled(pointer))))
        retargetMove()
        return true
    }

    /// Finds where the lifted item would drop now (the preview's slot nearest the pointer, as the
    /// delegate allows) and, when that changed, lays the others out around the new gap and
    /// slides them there from where they are seen.
    private func retargetMove() {
        guard var move = interactiveMove else { return }
        let visible = visibleRect
        // A pointer beyond the window aims at the nearest slot on screen.
        let content = Point(x: min(max(move.position.x + visible.minX, visible.minX), visible.maxX),
                            y: min(max(move.position.y + visible.minY, visible.minY), visible.maxY))
        guard let slot = move.preview.moveTargetItem(at: content, within: visible),
              let proposed = move.order.sections.indexPath(ofFlatIndex: slot) else { return }
        let wanted = delegate?.collectionNode(self, targetIndexPathForMoveFromItemAt: move.order.sourcePath,
                                              toProposedIndexPath: proposed) ?? proposed
        guard wanted != move.order.targetPath else { return }
        guard move.order.isValidTarget(wanted) else {
            FolioLogger.collection.line(.warning, "the delegate redirected a move to \(wanted), which is no place in the collection; the target stays")
            return
        }
        let seen = seenDuringMove(move)
        move.order.setTarget(wanted)
        move.preview = preparedPreview(move.order)
        move.previewBounds = bounds
        var starts: [Int: ItemAnimations.Start] = [:]
        for (key, start) in seen {
            guard let target = move.previewFrame(ofKey: key), start != ItemAnimations.Start(frame: target) else { continue }
            starts[key] = start
        }
        move.slides.begin(starts, at: now)
        interactiveMove = move
    }

    /// The collection's layout with the item at `order`'s target: the layout's own update for
    /// the move, so that measured sizes stay with their items and sections reflow.
    private func preparedPreview(_ order: InteractiveMoveOrder) -> any CollectionLayout {
        var preview = preparedLayout
        let before = order.originalSections
        preview.prepareUpdating(containerSize: bounds, sections: order.sections, edits: order.edits, itemSizeHint: { path in
            guard let new = order.sections.flatIndex(of: path),
                  let old = before.indexPath(ofFlatIndex: order.oldIndex(forNew: new)) else { return nil }
            return self.delegate?.collectionNode(self, originalItemSizeAt: old)
        }, previousItem: { order.oldIndex(forNew: $0) })
        return preview
    }

    /// The items and headers shown during `move` (their keys before it), the lifted one
    /// included: those the preview puts on screen and those sliding, items first.
    private func keysDuringMove(_ move: InteractiveMove) -> [Int] {
        let rect = visibleRect
        let items = move.preview.items(in: rect).map { move.order.oldIndex(forNew: $0) }
        let headers = move.preview.headers(in: rect).map(Self.headerKey(forSection:))
        let shown = Set(items).union(headers)
        let sliding = move.slides.starts.keys.filter { !shown.contains($0) }.sorted()
        return items + sliding.filter { $0 >= 0 } + headers + sliding.filter { $0 < 0 }
    }

    /// Where the items and headers of `move` other than the lifted one are seen now, content
    /// coordinates, by their keys before the move.
    private func seenDuringMove(_ move: InteractiveMove) -> [Int: ItemAnimations.Start] {
        var seen: [Int: ItemAnimations.Start] = [:]
        for key in keysDuringMove(move) where key != move.order.source {
            guard let target = move.previewFrame(ofKey: key) else { continue }
            seen[key] = move.slides.seen(ofItem: key, target: target, at: now)
        }
        return seen
    }

    /// Where the lifted item is seen now, as the start of a motion into a slot: its unscaled
    /// frame in content coordinates, and its scale.
    private func liftedStart(of move: InteractiveMove) -> ItemAnimations.Start {
        let visible = visibleRect
        let frame = Rect(x: move.position.x - move.grab.x + visible.minX, y: move.position.y - move.grab.y + visible.minY,
                         width: move.size.width, height: move.size.height)
        return ItemAnimations.Start(frame: frame, scale: 1 + (InteractiveMove.liftedScale - 1) * move.lift(at: now))
    }

    /// Springs what `seen` holds (content frames by current keys) back to the layout's frames.
    private func springBack(from seen: [Int: ItemAnimations.Start]) {
        var starts: [Int: ItemAnimations.Start] = [:]
        for (key, start) in seen {
            guard let target = Self.frame(ofKey: key, in: layout), start != ItemAnimations.Start(frame: target) else { continue }
            starts[key] = start
        }
        guard !starts.isEmpty else { return }
        batchUpdates.animations.begin(starts, at: now)
    }

    /// The auto-scroll's speed for `move`'s pointer, logical pixels a second.
    private func autoScrollSpeed(for move: InteractiveMove) -> Double {
        let coordinate = layout.scrollAxis == .vertical ? move.position.y : move.position.x
        return InteractiveMoveAutoScroll.speed(at: coordinate, viewportExtent: viewportExtent, offset: scrollModel.offset,
                                               maximumOffset: scrollModel.maximumOffset)
    }
}
