/// Where a collection stood when a batch fetch ended without new content: while it stands there,
/// asking again would only fail again (or spin), so no fetch begins until the offset, the
/// content, the viewport or the item count changes. A plain value: usable on any thread.
struct BatchFetchPosition: Hashable, Sendable {
    var offset: Double
    var contentExtent: Double
    var viewportExtent: Double
    var itemCount: Int
}
