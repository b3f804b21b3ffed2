/// A context menu open on screen: its actions, the rectangle it takes and the row highlighted,
/// with the rules of where it goes and what the pointer and the keys do in it. It opens with its
/// top left corner at the pointer, and flips to the pointer's left or above it where it would
/// cross the collection's right or bottom edge, so that it is always whole on screen. The host
/// draws it from this (`CollectionNode.contextMenuPopup`), above everything. A plain value:
/// usable on any thread.
public struct ContextMenuPopup: Sendable {
    /// The height of one row, logical pixels. Any thread.
    public static let rowHeight = 32.0
    /// The room above the first row and below the last, logical pixels. Any thread.
    public static let verticalPadding = 6.0
    /// The room on either side of a row's title, logical pixels. Any thread.
    public static let titleInset = 16.0
    /// The narrowest a popup is, logical pixels: short titles still make a target easy to hit.
    /// Any thread.
    public static let minimumWidth = 168.0
    /// The widest a popup is, logical pixels; a longer title is cut. Any thread.
    public static let maximumWidth = 360.0
    /// How far a popup stays from the collection's edges, logical pixels. Any thread.
    public static let edgeMargin = 4.0
    /// The radius of the popup's corners, logical pixels. Any thread.
    public static let cornerRadius = 8.0
    /// The size and weight of the rows' titles (their colour is the host's). Any thread.
    public static let titleStyle = TextStyle(size: 15)

    /// The rows. Any thread.
    public let menu: ContextMenu
    /// Where the popup is, in the coordinates of the collection showing it. Any thread.
    public let frame: Rect
    /// The row the pointer or the keys highlight, if any: always an enabled one. Any thread.
    public private(set) var highlightedRow: Int?

    /// The popup of `menu` for a pointer at `anchor`, placed within `bounds` (the collection's
    /// rectangle, its own coordinates), as wide as the widest of `titleWidths` (each row's title,
    /// logical pixels) needs. Nothing is highlighted. Any thread.
    public init(menu: ContextMenu, at anchor: Point, titleWidths: [Double], within bounds: Rect) {
        self.menu = menu
        frame = Self.frame(size: Self.size(of: menu, titleWidths: titleWidths), at: anchor, within: bounds)
    }

    /// The size of a popup of `menu` whose titles are `titleWidths` wide: a row each between the
    /// paddings, the widest title with its insets, within the minimum and maximum widths. Any
    /// thread.
    public static func size(of menu: ContextMenu, titleWidths: [Double]) -> Size {
        let widest = titleWidths.lazy.filter(\.isFinite).max() ?? 0
        let width = min(max(widest + 2 * titleInset, minimumWidth), maximumWidth)
        return Size(width: width, height: Double(menu.actions.count) * rowHeight + 2 * verticalPadding)
    }

    /// Where a popup of `size` opened at `anchor` goes within `bounds`: right of and below the
    /// anchor; flipped to its left, or above it, where it would cross the right or bottom edge
    /// (less `edgeMargin`); then moved inside the edges if even the flip crosses one (a pointer
    /// near the left edge of a narrow window). A popup larger than `bounds` starts at its top
    /// left. Any thread.
    public static func frame(size: Size, at anchor: Point, within bounds: Rect) -> Rect {
        func place(_ anchor: Double, _ length: Double, _ start: Double, _ end: Double) -> Double {
            let low = start + edgeMargin, high = end - edgeMargin - length
            guard anchor.isFinite, high >= low else { return min(low, max(start, high)) }
            let opening = anchor + length <= end - edgeMargin ? anchor : anchor - length
            return min(max(opening, low), high)
        }
        let x = place(anchor.x, size.width, bounds.minX, bounds.maxX)
        let y = place(anchor.y, size.height, bounds.minY, bounds.maxY)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// Where row `row` is, in the same coordinates as `frame`. Any thread.
    public func rowFrame(_ row: Int) -> Rect {
        Rect(x: frame.minX, y: frame.minY + Self.verticalPadding + Double(row) * Self.rowHeight, width: frame.width, height: Self.rowHeight)
    }

    /// Whether `point` is on the popup. Any thread.
    public func contains(_ point: Point) -> Bool { frame.contains(point) }

    /// The row under `point`, enabled or not; nil off the rows (the paddings included). Any thread.
    public func row(at point: Point) -> Int? {
        guard contains(point) else { return nil }
        let offset = point.y - frame.minY - Self.verticalPadding
        guard offset >= 0 else { return nil }
        let row = Int(offset / Self.rowHeight)
        return menu.actions.indices.contains(row) ? row : nil
    }

    /// The enabled row under `point`, if any. Any thread.
    public func enabledRow(at point: Point) -> Int? {
        row(at: point).flatMap { menu.actions[$0].isEnabled ? $0 : nil }
    }

    /// The action of the highlighted row, if any. Any thread.
    public var highlightedAction: ContextMenuAction? { highlightedRow.map { menu.actions[$0] } }

    /// The pointer hovers `point`: the enabled row under it is highlighted, or none. Any thread.
    public mutating func highlightRow(at point: Point) {
        highlightedRow = enabledRow(at: point)
    }

    /// Clears the highlight (the pointer left). Any thread.
    public mutating func clearHighlight() {
        highlightedRow = nil
    }

    /// Moves the highlight to the next enabled row down (`step` 1) or up (-1), round from the
    /// last to the first; with none highlighted, Down goes to the first enabled row and Up to
    /// the last. Any thread.
    public mutating func moveHighlight(by step: Int) {
        let count = menu.actions.count
        guard count > 0, step != 0 else { return }
        let direction = step > 0 ? 1 : -1
        var row = highlightedRow ?? (direction > 0 ? -1 : count)
        for _ in 0..<count {
            row = ((row + direction) % count + count) % count
            if menu.actions[row].isEnabled {
                highlightedRow = row
                return
            }
        }
    }

    /// Highlights the first enabled row (Home), or the last (End). Any thread.
    public mutating func highlightEnd(first: Bool) {
        highlightedRow = nil
        moveHighlight(by: first ? 1 : -1)
    }
}
