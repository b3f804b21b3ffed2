import FolioCore
import FolioSDL

/// A host chrome that records what the view asked it to draw, and draws placeholders in
/// `placeholderColor`. Main thread.
@MainActor
final class RecordingHostChrome: HostChrome {
    let placeholderColor = Color(red: 250, green: 10, blue: 10)
    private(set) var placeholders: [Int] = []
    /// The collection of each placeholder in `placeholders`.
    private(set) var placeholderCollections: [ObjectIdentifier] = []
    /// The frame of each placeholder in `placeholders`.
    private(set) var placeholderFrames: [Rect] = []
    private(set) var chromeDraws = 0
    private(set) var emptyStateDraws = 0

    /// The items of `collection` whose placeholders were drawn, in order.
    func placeholders(of collection: CollectionNode) -> [Int] {
        zip(placeholders, placeholderCollections).filter { $0.1 == ObjectIdentifier(collection) }.map(\.0)
    }

    func drawPlaceholder(forItem item: Int, in frame: Rect, of root: CollectionNode, on canvas: any Canvas) {
        placeholders.append(item)
        placeholderCollections.append(ObjectIdentifier(root))
        placeholderFrames.append(frame)
        canvas.fill(frame, color: placeholderColor)
    }

    func drawChrome(over root: CollectionNode, on canvas: any Canvas) {
        chromeDraws += 1
    }

    func drawEmptyState(of root: CollectionNode, on canvas: any Canvas) {
        emptyStateDraws += 1
    }

    func clear() {
        placeholders.removeAll()
        placeholderCollections.removeAll()
        placeholderFrames.removeAll()
    }
}
