import FolioCore
import FolioSDL

/// The grid demo's chrome: cell-shaped placeholders in the grid, page-shaped ones and the page
/// indicator in the pager it opens, the search bar's strip while it shows, and the empty state
/// (or what a search that finds nothing shows). Main thread only.
@MainActor
final class GridChrome: HostChrome {
    private let pages = PageIndicatorChrome()
    /// The grid's search: its bar's strip is drawn here, and a search that finds nothing shows
    /// its words as the empty state.
    weak var search: GridSearch?

    func drawPlaceholder(forItem item: Int, in frame: Rect, of root: CollectionNode, on canvas: any Canvas) {
        if root.pagingState != nil {
            PhotoPlaceholder.draw(in: frame, on: canvas)
        } else if item >= 0 {
            PhotoPlaceholder.drawCell(in: frame, on: canvas)
        }
    }

    func drawChrome(over root: CollectionNode, on canvas: any Canvas) {
        pages.drawChrome(over: root, on: canvas)
    }

    func drawBars(around rootFrame: Rect, of root: CollectionNode, on canvas: any Canvas) {
        canvas.fill(canvas.bounds, color: backgroundColor)
        // The search bar's strip, when the host keeps room for it above the grid.
        guard rootFrame.minY > 0 else { return }
        canvas.fill(Rect(x: 0, y: 0, width: canvas.bounds.width, height: rootFrame.minY), color: GridSearchBar.background)
        canvas.fill(Rect(x: 0, y: rootFrame.minY - 1, width: canvas.bounds.width, height: 1), color: backgroundColor)
        if let search, let count = search.resultCount {
            GridSearchBar.drawResultCount(count, of: search.itemCount, windowWidth: canvas.bounds.width, on: canvas)
        }
    }

    func drawEmptyState(of root: CollectionNode, on canvas: any Canvas) {
        if let searchText = search?.unmatchedText, root.pagingState == nil {
            GridSearchBar.drawNoMatches(for: searchText, on: canvas)
            return
        }
        let bounds = canvas.bounds
        let width = bounds.width * 0.8
        let heading = TextStyle(size: 34, weight: .bold, color: .white, alignment: .center)
        let hint = TextStyle(size: 17, color: Color(red: 200, green: 200, blue: 210), alignment: .center)
        let headingHeight = canvas.measureText("No photos", style: heading, maxWidth: width).height
        let top = bounds.midY - headingHeight
        canvas.drawText("No photos", style: heading, in: Rect(x: bounds.midX - width / 2, y: top, width: width, height: headingHeight))
        canvas.drawText("Start the demo with --items N to show N photos.", style: hint,
                        in: Rect(x: bounds.midX - width / 2, y: top + headingHeight + 12, width: width, height: 60))
    }
}
