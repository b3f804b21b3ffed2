import FolioCore
import FolioSDL

/// What Folio draws around the pages: the background behind them and a row of dots for the
/// page shown. Main thread.
@MainActor
final class PagerChrome: HostChrome {
    var backgroundColor: Color { Color(red: 24, green: 24, blue: 28) }

    func drawChrome(over root: CollectionNode, on canvas: any Canvas) {
        guard let pager = root as? PagerNode, pager.numberOfPages > 1 else { return }
        let bounds = canvas.bounds
        let width = Double(pager.numberOfPages) * 14
        for page in 0..<pager.numberOfPages {
            let dot = Rect(x: bounds.midX - width / 2 + Double(page) * 14 + 4, y: bounds.maxY - 18, width: 6, height: 6)
            let color = page == pager.currentPageIndex ? Color.white : Color(red: 96, green: 98, blue: 108)
            canvas.fillRoundedRect(dot, radius: 3, color: color)
        }
    }
}
