/// What a collection knows about one item: its node once made, its layout, whether its heavy data
/// is loaded, its bitmap, and the job working on it. Main thread only.
@MainActor
final class ItemElement {
    /// The element's identity: jobs and cells name it by this, not by its index, which a batch
    /// update may change while they run.
    let id: Int
    /// Bumped when the cell asks to be laid out again: work made for an older version brings
    /// its node, not its layout or bitmap.
    var contentVersion = 0

    init(id: Int) {
        self.id = id
    }

    /// The node, once its block has run. Kept while the item stays near the ranges (see the data
    /// controller's retention), so a block runs once per visit.
    var node: CellNode?
    /// Whether the block was asked for and handed to a job: from then on it must not be asked for
    /// again, unless that job is withdrawn before it starts (the block then never runs).
    var hasRequestedNode = false
    /// When the block was asked for (the collection's clock), and which of the item's content
    /// the host has yet to hear of: what the benchmark's latencies start from.
    var contentTiming: ItemContentTiming?
    var layout: Layout?
    /// The layout a request to lay the item out again took away, kept until the new one
    /// arrives: the item's old bitmap, still on screen meanwhile, was drawn with it, so presses
    /// on the buttons it shows are hit-tested against it.
    var replacedLayout: Layout?
    /// The sizes `layout` was made within.
    var layoutRange: SizeRange?
    var isPreloaded = false
    /// The bytes the item's loaded data held when it was last loaded (its nodes'
    /// `preloadedByteCount`); kept after the data is freed, so that the memory budget knows what
    /// loading it again would cost.
    var measuredPreloadBytes: Int?
    var bitmap: (any ItemBitmap)?
    /// The size (logical) `bitmap` was drawn at; a bitmap of an older size is still shown,
    /// scaled, until its replacement arrives.
    var bitmapSize: Size?
    /// The sizes and scale the bitmap was made for.
    var bitmapRange: SizeRange?
    var bitmapScale: Double = 1
    /// The job in flight, if any: its ticket withdraws it before it starts, or cancels its
    /// optional steps after.
    var job: ItemJob.Ticket?
    /// Set when the needs changed while a job ran: submit again when it ends.
    var needsAnotherJob = false
    /// Whether the log has said that the item's content cannot be drawn (said once while the
    /// element is kept, however often its unavailable panel is drawn again).
    var hasLoggedUnavailableContent = false
    /// The sizes and scale for which neither the item's bitmap nor its unavailable panel could be
    /// made (memory is that short): its bitmap is not asked for again until they change, or the
    /// item leaves the display range, or pipelines would retry it every frame.
    var undrawable: (range: SizeRange, scale: Double)?
    /// Whether the delegate was told the item will display (so it gets the matching end call).
    var isDisplayedToDelegate = false

    /// Whether the item holds anything the memory budget counts.
    var isResident: Bool { bitmap != nil || isPreloaded }

    /// The bytes the item holds now: its bitmap's and its loaded data's.
    var heldByteCount: Int {
        (bitmap?.byteCount ?? 0) + (isPreloaded ? measuredPreloadBytes ?? 0 : 0)
    }

    /// Whether the bitmap was made for `range` at `scale` (for a cell drawn on the main thread,
    /// whether it is laid out for `range`).
    func hasCurrentBitmap(range: SizeRange, scale: Double) -> Bool {
        // A cell drawn on the main thread has no bitmap: laid out, it is ready to show.
        if node is MainThreadCellNode { return hasCurrentLayout(range: range) }
        if let undrawable, undrawable.range == range, undrawable.scale == scale { return true }
        return bitmap != nil && bitmapRange == range && bitmapScale == scale
    }

    /// Whether the layout was made for `range`.
    func hasCurrentLayout(range: SizeRange) -> Bool {
        layout != nil && layoutRange == range
    }
}
