import FolioCore

/// Draws what floats above a pager's pages (such as a page indicator) and what shows when it has
/// no pages. The app supplies it; the host calls it every frame it draws. Main thread only.
@MainActor
public protocol PagerChrome: AnyObject {
    /// Draws above the pages. `position` is the pager's fractional page.
    func drawChrome(position: Double, currentPage: Int, pageCount: Int, on canvas: any Canvas)

    /// Draws the pager when it has no pages.
    func drawEmptyState(on canvas: any Canvas)
}
