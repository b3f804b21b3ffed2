import Foundation

extension CollectionNode {
    /// Moves the keyboard focus to the item at `indexPath` (nil removes it) and scrolls it into
    /// view. Main thread.
    public func focusItem(at indexPath: IndexPath?, animated: Bool = true) {
        guard let indexPath else {
            focusedItem = nil
            return
        }
        guard let index = sections.flatIndex(of: indexPath) else { return }
        focus(index, animated: animated)
    }

    /// The focused item's index path, if any. Main thread.
    public var indexPathForFocusedItem: IndexPath? {
        focusedItem.flatMap { sections.indexPath(ofFlatIndex: $0) }
    }

    /// How much room the focused item is given from the viewport's edges when it is scrolled into
    /// view, logical pixels: enough for a focus ring drawn around it. Any thread.
    nonisolated public static let focusMargin = 8.0

    /// Focuses item `index` (off any control Tab focused in another) and scrolls the least that
    /// shows it, with `focusMargin` around it.
    func focus(_ index: Int, animated: Bool) {
        guard (0..<sections.itemCount).contains(index) else { return }
        focusedItem = index
        scrollToItem(index, position: .nearest, animated: animated, margin: Self.focusMargin)
    }

    /// A key with `modifiers` held: arrows move the focus by item and by row, Page Up / Page Down
    /// (and Space) scroll a screenful, Home / End go to the first / last item and focus it, Enter
    /// activates the focused item. With Shift the arrows, Home and End stretch a selection of
    /// several to the focus; Ctrl+A selects every item. In either keyboard mode Tab and
    /// Shift+Tab move the focus through the cells' controls, and Enter or Space acts on a
    /// focused control.
    func handleKey(_ key: Key, modifiers: KeyModifiers = []) {
        let count = sections.itemCount
        guard count > 0, !bounds.isEmpty else { return }
        switch key {
        case .tab:
            moveControlFocus(forward: !modifiers.contains(.shift))
            return
        case .enter, .space:
            if activateFocusedControl() { return }
        default:
            break
        }
        if keyboardMode == .scroll {
            scrollByKey(key)
            return
        }
        switch key {
        case .home, .end:
            let before = focusedItem
            let target = key == .home ? 0 : count - 1
            focus(target, animated: true)
            absorb(scrollModel.scroll(to: key == .home ? 0 : scrollModel.maximumOffset, animated: true, at: now))
            if modifiers.contains(.shift) { extendSelection(from: before, toFocus: target) }
        case .pageUp:
            absorb(scrollModel.scroll(by: -1, at: now))
        case .pageDown, .space:
            absorb(scrollModel.scroll(by: 1, at: now))
        case .enter:
            if let item = focusedItem { activateItem(item) }
        case .plus, .minus:
            // Nothing zooms in a collection of its own.
            break
        case .selectAll:
            selectAllItems()
        case .tab:
            break
        case .left, .right, .up, .down:
            guard let current = focusedItem, (0..<count).contains(current) else {
                // The first arrow only shows where the focus is: on the first item in view.
                focus(layout.items(in: visibleRect).first ?? 0, animated: true)
                return
            }
            guard let next = neighbour(of: current, key: key) else { return }
            focus(next, animated: true)
            if modifiers.contains(.shift) { extendSelection(from: current, toFocus: next) }
        }
    }

    /// A key in `.scroll` mode: the arrows along the scroll axis move a wheel notch (notches
    /// adding up while they animate), the pages and Space a screenful, Home / End to the top /
    /// the end; the arrows across the axis and Enter do nothing.
    private func scrollByKey(_ key: Key) {
        let vertical = layout.scrollAxis == .vertical
        switch key {
        case .home:
            absorb(scrollModel.scroll(to: 0, animated: true, at: now))
        case .end:
            absorb(scrollModel.scroll(to: scrollModel.maximumOffset, animated: true, at: now))
        case .pageUp:
            absorb(scrollModel.scroll(by: -1, at: now))
        case .pageDown, .space:
            absorb(scrollModel.scroll(by: 1, at: now))
        case .up where vertical, .left where !vertical:
            absorb(scrollModel.handle(InputEvent(time: now, kind: vertical ? .wheel(dx: 0, dy: -1) : .wheel(dx: -1, dy: 0))))
        case .down where vertical, .right where !vertical:
            absorb(scrollModel.handle(InputEvent(time: now, kind: vertical ? .wheel(dx: 0, dy: 1) : .wheel(dx: 1, dy: 0))))
        case .up, .down, .left, .right, .enter, .plus, .minus, .tab, .selectAll:
            break
        }
    }

    /// The item an arrow key moves the focus to from `index`: the previous or next item along the
    /// reading order for the arrows across the scroll axis' rows, and the nearest item in the
    /// next row the other way (for a masonry, the next item below in the same column).
    func neighbour(of index: Int, key: Key) -> Int? {
        let vertical = layout.scrollAxis == .vertical
        let isStep = vertical ? (key == .left || key == .right) : (key == .up || key == .down)
        let forward = key == .right || key == .down
        if isStep {
            let next = index + (forward ? 1 : -1)
            return (0..<sections.itemCount).contains(next) ? next : nil
        }
        return nearestInNextRow(from: index, forward: forward)
    }

    /// The item in the row after (or before) `index`'s along the scroll axis whose centre across
    /// the axis is nearest: found by asking the layout for the items in a strip beyond the item,
    /// widened a screenful at a time up to a few screenfuls.
    private func nearestInNextRow(from index: Int, forward: Bool) -> Int? {
        guard let frame = layout.frame(ofItem: index) else { return nil }
        let vertical = layout.scrollAxis == .vertical
        let crossCentre = vertical ? frame.midX : frame.midY
        let content = layout.contentSize
        let step = max(viewportExtent, 1)
        var reach = step
        while reach <= 4 * step {
            let strip: Rect
            if vertical {
                strip = forward
                    ? Rect(x: 0, y: frame.maxY, width: content.width, height: reach)
                    : Rect(x: 0, y: frame.minY - reach, width: content.width, height: reach)
            } else {
                strip = forward
                    ? Rect(x: frame.maxX, y: 0, width: reach, height: content.height)
                    : Rect(x: frame.minX - reach, y: 0, width: reach, height: content.height)
            }
            let candidates = layout.items(in: strip).compactMap { candidate -> (Int, Rect)? in
                guard candidate != index, let other = layout.frame(ofItem: candidate) else { return nil }
                let beyond = forward ? leadingEdge(of: other) >= trailingEdge(of: frame) - 0.5
                                     : trailingEdge(of: other) <= leadingEdge(of: frame) + 0.5
                return beyond ? (candidate, other) : nil
            }
            if !candidates.isEmpty {
                // Prefer what overlaps the item across the axis (the same column), then the nearest
                // along the axis, then the nearest centre across it.
                func overlap(_ other: Rect) -> Bool {
                    vertical ? other.minX < frame.maxX && frame.minX < other.maxX : other.minY < frame.maxY && frame.minY < other.maxY
                }
                func gap(_ other: Rect) -> Double {
                    forward ? leadingEdge(of: other) - trailingEdge(of: frame) : leadingEdge(of: frame) - trailingEdge(of: other)
                }
                func drift(_ other: Rect) -> Double { abs((vertical ? other.midX : other.midY) - crossCentre) }
                let overlapping = candidates.filter { overlap($0.1) }
                let pool = overlapping.isEmpty ? candidates : overlapping
                let nearestGap = pool.map { gap($0.1) }.min() ?? 0
                let row = pool.filter { gap($0.1) <= nearestGap + 0.5 }
                return row.min { drift($0.1) < drift($1.1) }?.0
            }
            reach += step
        }
        return nil
    }
}
