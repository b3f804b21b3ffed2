import FolioCore

/// A collection that says collections are nested in its items: whatever `nested` holds, as a
/// pager of feeds would report the feeds on screen. Main thread.
@MainActor
final class NestingCollection: CollectionNode {
    var nested: [NestedCollection] = []

    override func visibleNestedCollections() -> [NestedCollection] { nested }
}
