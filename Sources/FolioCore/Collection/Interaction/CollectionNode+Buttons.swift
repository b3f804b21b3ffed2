import Foundation

extension CollectionNode {
    // MARK: - Buttons and links inside cells

    /// The control a press at `point` (the collection's coordinates) reaches inside the item
    /// there, with the item, when the item is laid out: the topmost enabled button, link or
    /// tappable node (`Layout.topmostControl(at:)`). While the item is being laid out again
    /// (after a click on one of its buttons, say) its old bitmap still shows, and so do its
    /// controls where the old layout put them: a quick second click must reach them too.
    func control(at point: Point) -> PressedControl? {
        guard let (item, frame) = controlItem(at: point), let (cell, layout) = data.laidOutCell(ofItem: item) else { return nil }
        let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
        guard let hit = layout.topmostControl(at: local) else { return nil }
        return PressedControl(cell: cell, kind: hit.kind, frames: hit.frames)
    }

    /// A press begins: on a button, a link or a tappable node, it takes it (shown pressed, the cell redrawn) and
    /// the item is not highlighted or selected. Returns whether a button or link took it.
    func pressButton(at point: Point, pointer: PointerID) -> Bool {
        guard interaction.pressedControl == nil, let hit = control(at: point) else { return false }
        interaction.pressedControl = (hit, pointer, point)
        setHighlighted(true, hit)
        return true
    }

    /// Whether `pointer` holds a pressed button or link.
    func isPressingControl(_ pointer: PointerID) -> Bool { interaction.pressedControl?.pointer == pointer }

    /// The pointer moved: past the slop (or scrolling), the button or link lets go without acting.
    func movePressedButton(to point: Point) {
        guard let (hit, _, origin) = interaction.pressedControl else { return }
        if isDraggingContent || CollectionInteraction.distance(origin, point) > Self.tapSlop {
            interaction.pressedControl = nil
            setHighlighted(false, hit)
        }
    }

    /// The pointer was released: on the button or link, where its item is now, it acts (on the
    /// main thread) and the item is laid out and drawn again with whatever the action changed. A
    /// button or link whose item was deleted or reloaded meanwhile lets go without acting. A
    /// link tells the delegate (`collectionNode(_:didActivateLink:inItemAt:)`), then calls its
    /// node's `linkAction`; a tappable node is tapped (`tap(_:inItem:)`).
    func releasePressedButton(at point: Point) {
        guard let hit = interaction.pressedControl?.control else { return }
        interaction.pressedControl = nil
        setHighlighted(false, hit)
        guard !isDraggingContent, let item = currentItem(of: hit), let frame = controlFrame(ofItem: item) else { return }
        let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
        guard hit.contains(local) else { return }
        switch hit.kind {
        case .button(let button):
            button.sendAction()
        case .link(let node, let link):
            if let indexPath = sections.indexPath(ofFlatIndex: item) {
                delegate?.collectionNode(self, didActivateLink: link, inItemAt: indexPath)
            }
            node.sendLinkAction(link)
        case .tappable(let node):
            tap(node, inItem: item)
        }
        // The action may have moved or deleted items (a "remove" button): the cell is found again.
        if let item = currentItem(of: hit) { data.invalidateContent(ofItem: item) }
    }

    /// The pointer was taken away: the button or link lets go without acting.
    func cancelPressedButton() {
        guard let hit = interaction.pressedControl?.control else { return }
        interaction.pressedControl = nil
        setHighlighted(false, hit)
    }

    private func setHighlighted(_ highlighted: Bool, _ hit: PressedControl) {
        switch hit.kind {
        case .button(let button):
            guard button.isHighlighted != highlighted else { return }
            button.isHighlighted = highlighted
        case .link(let node, let link):
            let shown = highlighted ? link.index : nil
            guard node.highlightedLink != shown else { return }
            node.highlightedLink = shown
        case .tappable(let node):
            guard node.isTapPressed != highlighted else { return }
            node.isTapPressed = highlighted
        }
        // The control is drawn inside its cell's bitmap: the cell is drawn again, wherever batch
        // updates moved it (a deleted one is drawn no more).
        if let item = currentItem(of: hit) { data.invalidateContent(ofItem: item) }
    }

    /// The item showing the pressed control's cell now, found by the cell: batch updates may
    /// have moved it, or deleted or reloaded it (nil), while the pointer was down. Looks at every
    /// element, once per press or release.
    private func currentItem(of hit: PressedControl) -> Int? {
        data.item(holding: hit.cell)
    }
}
