/// A collection shown inside an item of another (a feed on a pager's page), as the outer
/// collection reports it for drawing and for routing input: the inner collection, the outer
/// item that holds it, and that item's frame in the outer collection's coordinates. Main thread
/// only (it holds a collection).
@MainActor
public struct NestedCollection {
    /// The outer collection's item (flat index) that shows the collection.
    public let item: Int
    /// The inner collection; its own coordinates start at `frame`'s origin.
    public let collection: CollectionNode
    /// The item's frame in the outer collection's coordinates: where the inner collection is
    /// drawn, clipped.
    public let frame: Rect

    /// Describes `collection` shown in `item` at `frame`. Main thread.
    public init(item: Int, collection: CollectionNode, frame: Rect) {
        self.item = item
        self.collection = collection
        self.frame = frame
    }
}
