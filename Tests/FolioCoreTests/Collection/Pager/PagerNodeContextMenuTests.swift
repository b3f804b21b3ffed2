@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// A pager's pages have context menus too, from its delegate; Esc closes one before it zooms a
/// zoomed page out.
@MainActor
@Suite("PagerNode context menu")
struct PagerNodeContextMenuTests {
    /// Held for the whole test: the pager holds its delegate weakly.
    private let delegate = MenuRecordingDelegate()
    private let source = BlockDataSource(count: 5)

    @Test("A right click on a zoomed page opens the page's menu; the first Esc closes it, the second zooms out")
    func escapeClosesTheMenuBeforeTheZoom() throws {
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 2)
        pager.isZoomEnabled = true
        pager.delegate = delegate
        PagerFixture.settle(pager, scheduler)
        pager.zoom(to: 2, animated: false)
        #expect(pager.zoomedPage == 2)
        pager.handle(InputEvent(time: 1, kind: .secondaryPress(.mouse, Point(x: 400, y: 300))))
        #expect(delegate.asked == [IndexPath(item: 2, section: 0)])
        #expect(pager.isShowingContextMenu)
        #expect(pager.handleEscape())
        #expect(!pager.isShowingContextMenu)
        #expect(pager.zoomedPage == 2, "the zoom stays while a menu closes")
        #expect(pager.handleEscape())
        pager.tick(at: 3)
        #expect(pager.zoomedPage == nil)
        #expect(!pager.handleEscape())
    }
}
