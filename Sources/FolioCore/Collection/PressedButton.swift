/// A button inside a collection's item that a pointer is pressing. Main thread only.
struct PressedButton {
    /// The cell holding it: its item is found by it, whatever updates did to the indexes.
    let cell: CellNode
    let button: ButtonNode
    /// Its frame in the item's coordinates.
    let frame: Rect
}
