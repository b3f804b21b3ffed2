import Foundation

extension CollectionNode {
    // MARK: - Buttons inside cells

    /// The enabled button under `point` (the collection's coordinates) inside the item there,
    /// with the item, when the item is laid out. While the item is being laid out again (after a
    /// click on one of its buttons, say) its old bitmap still shows, and so do its buttons where
    /// the old layout put them: a quick second click must reach them too.
    func button(at point: Point) -> PressedButton? {
        guard let item = item(at: point), let element = data.elements[item], let cell = element.node,
              let layout = element.layout ?? element.replacedLayout, let frame = frameOnScreen(ofItem: item) else { return nil }
        let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
        guard let hit = layout.topmostButton(at: local) else { return nil }
        return PressedButton(cell: cell, button: hit.button, frame: hit.frame)
    }

    /// A press begins: on a button, the button takes it (highlighted, redrawn) and the item is
    /// not highlighted or selected. Returns whether a button took it.
    func pressButton(at point: Point, pointer: PointerID) -> Bool {
        guard let hit = button(at: point) else { return false }
        pressedButton = hit
        pressedButtonPointer = pointer
        setHighlighted(true, hit)
        return true
    }

    /// The pointer moved: past the slop (or scrolling), the button lets go without acting.
    func movePressedButton(to point: Point, origin: Point) {
        guard let hit = pressedButton else { return }
        if scrollModel.isDragging || Self.distance(origin, point) > Self.tapSlop {
            pressedButton = nil
            pressedButtonPointer = nil
            setHighlighted(false, hit)
        }
    }

    /// The pointer was released: inside the button, where its item is now, it acts (on the main
    /// thread) and the item is laid out and drawn again with whatever the action changed. A
    /// button whose item was deleted or reloaded meanwhile lets go without acting.
    func releasePressedButton(at point: Point) {
        guard let hit = pressedButton else { return }
        pressedButton = nil
        pressedButtonPointer = nil
        setHighlighted(false, hit)
        guard !scrollModel.isDragging, let item = currentItem(of: hit), let frame = frameOnScreen(ofItem: item) else { return }
        let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
        let inside = local.x >= hit.frame.minX && local.x < hit.frame.maxX && local.y >= hit.frame.minY && local.y < hit.frame.maxY
        guard inside else { return }
        hit.button.sendAction()
        // The action may have moved or deleted items (a "remove" button): the cell is found again.
        if let item = currentItem(of: hit) { data.invalidateContent(ofItem: item) }
    }

    /// The pointer was taken away: the button lets go without acting.
    func cancelPressedButton() {
        guard let hit = pressedButton else { return }
        pressedButton = nil
        pressedButtonPointer = nil
        setHighlighted(false, hit)
    }

    private func setHighlighted(_ highlighted: Bool, _ hit: PressedButton) {
        guard hit.button.isHighlighted != highlighted else { return }
        hit.button.isHighlighted = highlighted
        // The button is drawn inside its cell's bitmap: the cell is drawn again, wherever batch
        // updates moved it (a deleted one is drawn no more).
        if let item = currentItem(of: hit) { data.invalidateContent(ofItem: item) }
    }

    /// The item showing the pressed button's cell now, found by the cell: batch updates may have
    /// moved it, or deleted or reloaded it (nil), while the pointer was down. Looks at every
    /// element, once per press or release.
    private func currentItem(of hit: PressedButton) -> Int? {
        data.elements.first { $0.key >= 0 && $0.value.node === hit.cell }?.key
    }
}
