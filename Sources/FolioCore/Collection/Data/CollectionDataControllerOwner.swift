/// What a data controller asks of the collection it serves: the node blocks, the sizes items are
/// laid out within, the ranges and how urgent each item is. The collection (its only
/// implementation) answers from its data source and layout. Main thread only.
@MainActor
protocol CollectionDataControllerOwner: AnyObject {
    /// The block for item `index` (flat), asked once per item while it stays retained.
    func nodeBlock(forItemAt index: Int) -> CellNodeBlock
    /// The sizes item `index`'s node is laid out within now.
    func constrainedSize(ofItem index: Int) -> SizeRange
    /// How many times the display's scale item `index` is drawn (and its images decoded) at: 1,
    /// more for a zoomed page.
    func rasterMagnification(ofItem index: Int) -> Double
    /// The size item `index` is expected to take, for the memory budget before it is measured.
    func expectedSize(ofItem index: Int) -> Size
    /// How far item `index` is from what is on screen; smaller is served first.
    func priority(ofItem index: Int) -> Double
    /// The key that orders item `index`'s work in the scheduler's queue, near the focus the
    /// owner sets there (its flat index; a section header's, its section's first item).
    func workKey(ofItem index: Int) -> Int
    /// The items in each range now.
    var ranges: ItemRanges { get }
    /// Item `index`'s node arrived from a worker.
    func itemNodeDidLoad(_ index: Int)
    /// Item `index`'s element, which the delegate was told displays, is about to be forgotten
    /// (its item deleted or reloaded, or all data reloaded): the delegate hears that it ended,
    /// while the element is still under `index`.
    func itemElementWillBeForgotten(_ index: Int)
    /// Item `index`'s cell asked to be laid out again: its next measurement may move the items
    /// around it.
    func itemContentWillChange(_ index: Int)
    /// Item `index`'s new bitmap replaces `bitmap` (drawn at `size`), and its content asked to
    /// fade in over `duration` seconds (an image that arrived after its placeholder was drawn):
    /// the owner keeps the old bitmap for the fade, or lets it go.
    func itemBitmapWillFade(_ index: Int, from bitmap: any ItemBitmap, size: Size, duration: Double)
    /// Item `index` was laid out at `size` within `range` (its constrained size then).
    func itemDidMeasure(_ index: Int, size: Size, range: SizeRange)
}

extension CollectionDataControllerOwner {
    /// Items are drawn at the display's scale unless their owner says otherwise.
    func rasterMagnification(ofItem index: Int) -> Double { 1 }
}
