import FolioCore

/// Draws a collection's open context menu (`CollectionNode.contextMenuPopup`) over everything
/// else in its frame: a dark rounded panel with a hairline edge on a soft shadow, one row per
/// action, the highlighted row tinted in the selection's blue, a disabled row dimmed and a
/// destructive one red. Main thread only.
@MainActor
struct SDLContextMenuView {
    /// The panel.
    var panelColor = Color(red: 40, green: 42, blue: 49)
    /// The hairline around the panel, which keeps it apart from dark cells under it.
    var edgeColor = Color(red: 255, green: 255, blue: 255, alpha: 40)
    /// Each of the shadow's layers: they add up to a soft dark halo, deeper below the panel.
    var shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 34)
    /// The highlighted row's tint.
    var highlightColor = Color(red: 58, green: 120, blue: 220)
    /// An enabled row's title.
    var titleColor = Color(red: 236, green: 237, blue: 242)
    /// A disabled row's title.
    var disabledTitleColor = Color(red: 120, green: 122, blue: 132)
    /// A destructive row's title, when not highlighted (on the tint it is white).
    var destructiveTitleColor = Color(red: 255, green: 112, blue: 100)

    /// How far the shadow reaches past the panel, logical pixels.
    static let shadowReach = 8.0
    /// How far the shadow falls below the panel, logical pixels: light comes from above.
    static let shadowDrop = 3.0

    /// Draws `popup` on `canvas`, whose coordinates are the collection's (the popup's).
    func draw(_ popup: ContextMenuPopup, on canvas: any Canvas) {
        let frame = popup.frame
        let radius = ContextMenuPopup.cornerRadius
        // Layers growing outwards: where they overlap, near the panel, the shadow is darkest.
        for reach in stride(from: Self.shadowReach, to: 0, by: -2) {
            canvas.fillRoundedRect(frame.offsetBy(dx: 0, dy: Self.shadowDrop).insetBy(dx: -reach, dy: -reach),
                                   radius: radius + reach, color: shadowColor)
        }
        canvas.fillRoundedRect(frame.insetBy(dx: -1, dy: -1), radius: radius + 1, color: edgeColor)
        canvas.fillRoundedRect(frame, radius: radius, color: panelColor)
        for (row, action) in popup.menu.actions.enumerated() {
            let rowFrame = popup.rowFrame(row)
            let highlighted = row == popup.highlightedRow
            if highlighted {
                canvas.fillRoundedRect(rowFrame.insetBy(dx: 5, dy: 1), radius: 5, color: highlightColor)
            }
            drawTitle(of: action, highlighted: highlighted, in: rowFrame, on: canvas)
        }
    }

    /// A row's title, on one line (cut with an ellipsis), centred in the row's height.
    private func drawTitle(of action: ContextMenuAction, highlighted: Bool, in rowFrame: Rect, on canvas: any Canvas) {
        var style = ContextMenuPopup.titleStyle
        style.color = !action.isEnabled ? disabledTitleColor
            : highlighted ? .white
            : action.isDestructive ? destructiveTitleColor : titleColor
        var attributes = style.attributes
        attributes.maxLines = 1
        let inset = ContextMenuPopup.titleInset
        let width = max(0, rowFrame.width - 2 * inset)
        let layout = canvas.layoutText(action.title, attributes: attributes, maxWidth: width)
        let height = layout.size.height
        canvas.drawText(layout, attributes: attributes,
                        in: Rect(x: rowFrame.minX + inset, y: rowFrame.midY - height / 2, width: width, height: height))
    }
}
