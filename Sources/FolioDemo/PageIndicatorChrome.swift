import FolioCore
import FolioSDL

/// The pager demos' chrome: a photo-shaped placeholder, a "4 / 20" page indicator floating at
/// the bottom, and the empty state.
/// Main thread only.
@MainActor
final class PageIndicatorChrome: HostChrome {
    func drawPlaceholder(forItem item: Int, in frame: Rect, of root: CollectionNode, on canvas: any Canvas) {
        PhotoPlaceholder.draw(in: frame, on: canvas)
    }

    func drawChrome(over root: CollectionNode, on canvas: any Canvas) {
        guard let paging = root.pagingState, paging.pageCount > 0 else { return }
        let currentPage = paging.currentPage, pageCount = paging.pageCount
        let bounds = canvas.bounds
        let style = TextStyle(size: 15, weight: .bold, color: .white, alignment: .center)
        // Grouped digits: at 2⁵² pages the label is two 16-digit numbers.
        let label = "\(DemoText.pageNumber(currentPage)) / \(DemoText.grouped(pageCount))"
        let text = canvas.measureText(label, style: style, maxWidth: nil)
        let pill = Rect(x: bounds.midX - (text.width + 28) / 2, y: bounds.maxY - text.height - 34,
                        width: text.width + 28, height: text.height + 12)
        canvas.fillRoundedRect(pill, radius: pill.height / 2, color: Color(red: 0, green: 0, blue: 0, alpha: 150))
        canvas.drawText(label, style: style, in: pill.insetBy(dx: 0, dy: 6))
    }

    func drawEmptyState(of root: CollectionNode, on canvas: any Canvas) {
        let bounds = canvas.bounds
        let width = bounds.width * 0.8
        let heading = TextStyle(size: 34, weight: .bold, color: .white, alignment: .center)
        let hint = TextStyle(size: 17, color: Color(red: 200, green: 200, blue: 210), alignment: .center)
        let hintText = "Start the demo with --pages N to show N pages."
        let headingHeight = canvas.measureText("No pages", style: heading, maxWidth: width).height
        let top = bounds.midY - headingHeight
        canvas.drawText("No pages", style: heading, in: Rect(x: bounds.midX - width / 2, y: top, width: width, height: headingHeight))
        canvas.drawText(hintText, style: hint, in: Rect(x: bounds.midX - width / 2, y: top + headingHeight + 12, width: width, height: 60))
    }
}
