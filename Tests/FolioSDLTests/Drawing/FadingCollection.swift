import FolioCore

/// A collection whose items show at the alphas `alphas` gives them (others opaque), as a batch
/// update's fades would. Main thread.
@MainActor
final class FadingCollection: CollectionNode {
    var alphas: [Int: Double] = [:]

    override func visibleItems() -> [VisibleItem] {
        super.visibleItems().map { item in
            var item = item
            item.alpha = alphas[item.index] ?? item.alpha
            return item
        }
    }
}
