extension CollectionNode {
    // MARK: - Hover

    /// The item the mouse hovers (flat index), or nil: a mouse moving with no button down over
    /// it, until it leaves the item or the collection. While a press is down it stays what it
    /// was. Main thread.
    public var hoveredItem: Int? { hover.item }

    /// Whether the host draws the hovered item lifted (a light edge and a soft shadow around
    /// it), as desktop grids show the card under the mouse; false by default. Nothing is laid
    /// out or drawn again for it. Main thread.
    public var liftsHoveredItem: Bool {
        get { hover.liftsItem }
        set { hover.liftsItem = newValue }
    }

    /// The hand over an enabled button, a link or a tappable node; over a nested collection,
    /// that collection's cursor; else the arrow.
    var hoverCursor: PointerCursor {
        guard let point = hover.point else { return .arrow }
        if let item = hover.nestedItem, let nested = nesting.collection(ofItem: item), nestedItem(under: point) == item {
            return nested.pointerCursor
        }
        return hover.control == nil ? .arrow : .hand
    }

    /// Follows the mouse, whoever the event goes to: a hover moves the point, leaving clears
    /// it, and a mouse released puts it where it was released (the press froze it). Before the
    /// event is routed: a nested collection the mouse left hears so first.
    func trackHover(_ event: InputEvent) {
        if followHoverPoint(event) { refreshHover() }
    }

    /// Moves the hovered point as `event` says, without looking at what is under it: what an
    /// open context menu, which takes the event, leaves to be looked at once it closes. Returns
    /// whether the event moved it.
    @discardableResult
    func followHoverPoint(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .hover(let point):
            hover.point = point
        case .pointerUp(.mouse, let point) where hover.point != nil:
            // A mouse known to hover the collection hovers where its button was let go (a drag
            // carried it); one that never hovered (input from a script) is not made to.
            hover.point = point
        case .pointerExited:
            hover.point = nil
        default:
            return false
        }
        return true
    }

    /// Finds what is under the hovered point again (content may have moved under it): the item,
    /// whose delegate calls say when it changed, the control, whose nodes are told, and the
    /// nested collection; then reports the hovered item if an event is due. While a press is
    /// down nothing changes.
    func refreshHover() {
        // Under an open menu nothing is hovered anew; the tick after it closes looks again.
        guard interaction.press == nil, interaction.pressedControl == nil, !isShowingContextMenu else { return }
        let point = hover.point
        let nested = point.flatMap { nestedItem(under: $0) }
        if nested != hover.nestedItem {
            if let left = hover.nestedItem, let collection = nesting.collection(ofItem: left) {
                collection.handle(InputEvent(time: now, kind: .pointerExited))
            }
            hover.nestedItem = nested
        }
        if let change = hover.setItem(point.flatMap { controlItem(at: $0)?.item }) {
            if let left = change.left, let indexPath = sections.indexPath(ofFlatIndex: left) {
                delegate?.collectionNode(self, didEndHoveringItemAt: indexPath)
            }
            if let entered = change.entered, let indexPath = sections.indexPath(ofFlatIndex: entered) {
                delegate?.collectionNode(self, didHoverItemAt: indexPath)
            }
        }
        // Over a nested collection the controls are that collection's.
        if let change = hover.setControl(nested == nil ? point.flatMap { control(at: $0) } : nil) {
            if case .tappable(let node) = change.left?.kind { node.setHovered(false) }
            if case .tappable(let node) = change.entered?.kind { node.setHovered(true) }
        }
        reportHoverIfDue()
    }

    /// Reports the hovered item (`hover(item:)`) when it changed and the interval since the
    /// last report has passed; otherwise `hoverDeadline` brings the host back for it.
    func reportHoverIfDue() {
        if let event = hover.takeEvent(at: now) { pendingEvents.append(event) }
    }

    /// When a coalesced `hover(item:)` event is due, if one waits.
    var hoverDeadline: Double? { hover.eventDeadline }
}
