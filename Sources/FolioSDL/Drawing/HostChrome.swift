import FolioCore

/// How the app dresses what the host shows: the colour behind the items, the placeholder of an
/// item whose content is not ready, what floats above the items (a page indicator, a title) and
/// what shows when there are no items. Every method has a plain default. Main thread only.
@MainActor
public protocol HostChrome: AnyObject {
    /// The colour behind the items, seen through gaps and the rubber band's stretch.
    var backgroundColor: Color { get }

    /// Draws the placeholder of `item` (a flat index, or a header's key) in `frame`, window
    /// coordinates, while its content is not ready.
    func drawPlaceholder(forItem item: Int, in frame: Rect, of root: CollectionNode, on canvas: any Canvas)

    /// Draws above the items.
    func drawChrome(over root: CollectionNode, on canvas: any Canvas)

    /// Draws the collection when it has no items.
    func drawEmptyState(of root: CollectionNode, on canvas: any Canvas)

    /// Draws the bars the host keeps clear around the root (`SDLHost.insets`): `canvas` covers the
    /// whole window, whose logical size is its bounds, and `rootFrame` is where the root is.
    func drawBars(around rootFrame: Rect, of root: CollectionNode, on canvas: any Canvas)
}

extension HostChrome {
    /// A near-black grey.
    public var backgroundColor: Color { Color(red: 18, green: 18, blue: 21) }

    /// A quiet panel.
    public func drawPlaceholder(forItem item: Int, in frame: Rect, of root: CollectionNode, on canvas: any Canvas) {
        canvas.fill(frame, color: Color(red: 44, green: 46, blue: 52))
    }

    /// Nothing.
    public func drawChrome(over root: CollectionNode, on canvas: any Canvas) {}

    /// Nothing.
    public func drawEmptyState(of root: CollectionNode, on canvas: any Canvas) {}

    /// The background colour, plain.
    public func drawBars(around rootFrame: Rect, of root: CollectionNode, on canvas: any Canvas) {
        canvas.fill(canvas.bounds, color: backgroundColor)
    }
}
