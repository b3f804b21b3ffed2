/// What one drawn frame showed of the root and of the collections nested in its items: for the
/// statistics and the content events. A plain value: usable on any thread.
struct FrameContent: Sendable {
    /// Whether any visible item, of the root or of a nested collection, showed its placeholder
    /// instead of its content.
    var showedPlaceholder = false
    /// The root's items drawn from their texture for the first time: their content is on
    /// screen, for the first time or back after its texture was let go.
    var itemsWithNewContent: [Int] = []
    /// The root's items whose nested collections (at any depth) drew an item from its texture for
    /// the first time, each once, in the order they were drawn.
    var nestedItemsWithNewContent: [Int] = []

    /// The items of the collections nested in the root's items (one level down) drawn from
    /// their textures for the first time, by the root's item, in the order they were drawn.
    var nestedItemsDrawnFirstTime: [(item: Int, nestedItem: Int)] = []
    /// The root's items whose content, their own or their nested collections', came on screen:
    /// the items with new content, then the other items with new nested content, each once.
    var itemsToReport: [Int] {
        var seen = Set(itemsWithNewContent)
        var items = itemsWithNewContent
        for item in nestedItemsWithNewContent where seen.insert(item).inserted { items.append(item) }
        return items
    }
}
