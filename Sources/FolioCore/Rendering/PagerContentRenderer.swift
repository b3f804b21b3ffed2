/// Draws what a pager shows: each page's content, the chrome above the pages (such as a page
/// indicator) and the empty state. The host calls it every frame it draws. Main thread only.
///
/// This is the seam the asynchronous pipeline takes over: a renderer may draw directly, or draw
/// bitmaps that workers have prepared.
@MainActor
public protocol PagerContentRenderer: AnyObject {
    /// Draws page `index` into `frame`, which is where the page sits on screen right now (it may
    /// be partly outside the canvas while it slides in or out).
    func drawPage(at index: Int, in frame: Rect, on canvas: any Canvas)

    /// Draws what floats above the pages. `position` is the pager's fractional page.
    func drawChrome(position: Double, currentPage: Int, pageCount: Int, on canvas: any Canvas)

    /// Draws the pager when it has no pages.
    func drawEmptyState(on canvas: any Canvas)
}
