/// What one item job produced, posted from a worker to the main thread's inbox. Every job that
/// starts posts exactly one result, even when cancelled, so the main thread always learns that it
/// ended (and gets the node its block made); a job withdrawn before it starts posts none. A plain
/// value: usable on any thread.
struct ItemWorkResult: Sendable {
    /// The element the job worked for (see `ItemJob.element`).
    let element: Int
    /// The data generation the job was made for; results of an older one are dropped.
    let generation: Int
    /// The element's content version the job was made for (see `ItemJob.contentVersion`).
    let contentVersion: Int
    /// The node, when the job made it (its block ran) or had it.
    let node: CellNode?
    /// The layout at `size`, when the job laid the node out.
    let layout: Layout?
    /// The sizes the job laid the node out within.
    let range: SizeRange
    /// The size the layout and bitmap are, in logical pixels.
    let size: Size
    /// Whether the subtree's heavy data (decoded images) is loaded.
    let preloaded: Bool
    /// The finished bitmap, when the job rasterised the item.
    let bitmap: (any ItemBitmap)?
    let scale: Double
    /// Why the cell's content cannot be drawn, when it cannot (`bitmap` is then the unavailable
    /// panel saying so): for the one log line the collection writes.
    var unavailableReason: String? = nil
    /// When the bitmap is the first to show content that arrived later (a downloaded image):
    /// how long it fades in over the one shown before (0: at once). Nil when nothing arrived.
    var arrivalFadeDuration: Double? = nil
}
