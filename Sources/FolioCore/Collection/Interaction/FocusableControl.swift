/// A control in a cell that Tab can focus and Enter or Space acts on: an enabled button, one
/// link of a text node, or a tappable node. Found in the cell's drawn layout (`Layout.focusableControls()`). Main
/// thread only (it holds nodes).
struct FocusableControl {
    /// What the control is: a button, a link or a tappable node (as a press finds it).
    let kind: PressedControl.Kind
    /// Where it is in the item's coordinates: the button's frame, or the link's rectangles (one
    /// per line it crosses).
    let frames: [Rect]

    /// The smallest rectangle holding all of it, in the item's coordinates.
    var bounds: Rect {
        guard var union = frames.first else { return .zero }
        for frame in frames.dropFirst() {
            let minX = min(union.minX, frame.minX), minY = min(union.minY, frame.minY)
            union = Rect(x: minX, y: minY, width: max(union.maxX, frame.maxX) - minX, height: max(union.maxY, frame.maxY) - minY)
        }
        return union
    }
}
