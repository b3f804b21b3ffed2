/// Where a pager makes its pages. A plain value: usable on any thread.
public enum PagerRenderMode: Sendable {
    /// On background workers, ahead of time by range (Folio's way; the default).
    case asynchronous(any WorkScheduler)
    /// On the main thread, when a page becomes visible: the baseline that benchmarks compare
    /// against. The main thread stalls for every new page.
    case synchronous
}
