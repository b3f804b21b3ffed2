import FolioCore

/// What the window host reports to its delegate: input's effects (a selection, an activation;
/// `CollectionEvent.reportsInput`) as soon as the input is handled, the rest after the frame
/// that shows it has been presented. Sizes are logical window pixels; items are flat indexes of the root collection.
/// A plain value: usable on any thread.
public enum HostEvent: Hashable, Sendable {
    /// The first frame has been presented.
    case ready(width: Int, height: Int)
    /// Item `item` of the root was drawn with its finished content (not its placeholder): each
    /// time its content arrives, so the first report is when it was first seen with content.
    case content(item: Int)
    /// Item `nestedItem` of the collection nested in the root's item `item` (a card in a shelf's
    /// row) was drawn with its finished content, as `content` reports the root's own items.
    case nestedContent(item: Int, nestedItem: Int)
    /// A frame laid out for the new window size has been presented.
    case resized(width: Int, height: Int)
    /// The root collection reported something (it settled, an item was selected or activated).
    case collection(CollectionEvent)
}
