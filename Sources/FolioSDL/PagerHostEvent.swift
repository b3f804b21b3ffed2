/// What the window host reports to its owner (the demo prints these as JSON with `--events`; it
/// adds `quit` itself, once its workers and SDL have shut down).
/// Sizes are logical window pixels; pages are 0-based. A plain value: usable on any thread.
public enum PagerHostEvent: Hashable, Sendable {
    /// The first frame has been presented.
    case ready(page: Int, pages: Int, width: Int, height: Int)
    /// Motion came to rest on `page`.
    case settled(page: Int)
    /// Page `page` was drawn with its finished content (not the placeholder) for the first time.
    case content(page: Int)
    /// A frame laid out for the new window size has been presented.
    case resized(width: Int, height: Int, page: Int)
}
