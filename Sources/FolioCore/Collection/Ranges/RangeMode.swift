/// How generously the ranges reach beyond the visible pages, as in Texture's
/// `ASLayoutRangeMode`. Each mode has its own `RangeTuning` entries. A plain value: usable on
/// any thread.
public enum RangeMode: Hashable, Sendable, CaseIterable {
    /// Before the user first scrolls: enough to make the first swipe smooth, and no more, so the
    /// first frame is not kept waiting.
    case minimum
    /// After the user has scrolled: full buffers in both directions.
    case full
    /// Only the visible pages are displayed and prepared, e.g. while the window is hidden.
    case visibleOnly
    /// Under memory pressure: nothing beyond the visible pages is kept drawn or prepared.
    case lowMemory
}
