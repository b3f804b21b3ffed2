/// Where a collection makes its items (nodes, layouts, bitmaps). A plain value: usable on any thread.
public enum RenderMode: Sendable {
    /// On background workers, ahead of time by range (Folio's way; the default).
    case asynchronous(any WorkScheduler)
    /// On the main thread, when an item becomes visible: the baseline that benchmarks compare
    /// against. The main thread stalls for every new item.
    case synchronous
}
