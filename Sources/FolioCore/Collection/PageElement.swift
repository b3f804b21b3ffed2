/// What the pager knows about one page: its node once made, its layout, whether its heavy data is
/// loaded, its bitmap, and the job working on it. Main thread only.
@MainActor
final class PageElement {
    /// The node, once its block has run. Kept while the data is unchanged (nodes are light), so
    /// a block never runs twice.
    var node: CellNode?
    /// Whether the block was asked for and handed to a job: from then on it must not be asked for
    /// again, unless that job is withdrawn before it starts (the block then never runs).
    var hasRequestedNode = false
    /// When the block was asked for (the container's clock), until the page's content is first
    /// reported ready: what the benchmark's request-to-content latency starts from.
    var nodeRequestTime: Double?
    var layout: Layout?
    /// The page size `layout` was made for.
    var layoutSize: Size?
    var isPreloaded = false
    /// The bytes the page's loaded data held when it was last loaded (its nodes'
    /// `preloadedByteCount`); kept after the data is freed, so that the memory budget knows what
    /// loading it again would cost.
    var measuredPreloadBytes: Int?
    var bitmap: (any PageBitmap)?
    /// The page size and scale `bitmap` was drawn for; a bitmap of an older size is still shown,
    /// scaled, until its replacement arrives.
    var bitmapSize: Size?
    var bitmapScale: Double = 1
    /// The job in flight, if any: its ticket withdraws it before it starts, or cancels its
    /// optional steps after.
    var job: PageJob.Ticket?
    /// Set when the needs changed while a job ran: submit again when it ends.
    var needsAnotherJob = false
    /// Whether the delegate was told the page will display (so it gets the matching end call).
    var isDisplayedToDelegate = false

    /// Whether the page holds anything the memory budget counts.
    var isResident: Bool { bitmap != nil || isPreloaded }

    /// The bytes the page holds now: its bitmap's and its loaded data's.
    var heldByteCount: Int {
        (bitmap?.byteCount ?? 0) + (isPreloaded ? measuredPreloadBytes ?? 0 : 0)
    }

    /// Whether the bitmap matches the current page size and scale.
    func hasCurrentBitmap(size: Size, scale: Double) -> Bool {
        bitmap != nil && bitmapSize == size && bitmapScale == scale
    }

    /// Whether the layout matches the current page size.
    func hasCurrentLayout(size: Size) -> Bool {
        layout != nil && layoutSize == size
    }
}
