/// The text engine's view of one laid-out editable text (Pango's cursor and index functions in
/// FolioSDL): offsets into the text it was made from (the model's `displayText`), UTF-8 bytes on
/// grapheme-cluster boundaries; points and rects in logical pixels from its top-left. On the
/// thread that made it (the main thread, in a field).
public protocol TextEditingLayout: AnyObject {
    /// The text laid out. On the layout's thread.
    var text: String { get }
    /// The laid-out text's size, logical pixels (one line high when empty). On the layout's thread.
    var size: Size { get }
    /// The strong caret before `offset`: where typed text would appear; width 0. On the layout's thread.
    func caretRect(at offset: Int) -> Rect
    /// The cluster boundary nearest `point` (a click on a cluster's trailing half counts after
    /// it); points outside the text go to the nearest line and its nearest end. On the layout's thread.
    func offset(at point: Point) -> Int
    /// The rects covering `range` on screen: several per line in mixed-direction text. On the layout's thread.
    func selectionRects(for range: Range<Int>) -> [Rect]
    /// The offset one cluster left (`direction` -1) or right (+1) of `offset` on screen; nil at
    /// the visual edge. On the layout's thread.
    func offset(movingVisuallyFrom offset: Int, direction: Int) -> Int?
    /// The offset nearest `x` on the line `lines` below (negative: above) `offset`'s line; nil past
    /// the first or last line. On the layout's thread.
    func offset(verticallyFrom offset: Int, lines: Int, x: Double) -> Int?
    /// The offsets of the (visual) line holding `offset`, without its line break. On the layout's thread.
    func lineRange(containing offset: Int) -> Range<Int>
    /// The word at `offset` (or just before it, at a word's end); the run of spaces or
    /// punctuation there otherwise. Unicode word boundaries. On the layout's thread.
    func wordRange(at offset: Int) -> Range<Int>
    /// The next word end after `offset` (`forward`) or the previous word start before it; the
    /// text's end or start when there is none. On the layout's thread.
    func wordBoundary(from offset: Int, forward: Bool) -> Int
}
