import FolioCore
import Testing
import TestSupport

/// Content insets: pages are laid out and drawn between the top and bottom insets, as Texture's
/// pager does, while paging still moves by the bounds' width.
@MainActor
@Suite("PagerNode content insets")
struct PagerNodeInsetsTests {
    @Test("Pages are laid out at the bounds less the top and bottom insets, and drawn there")
    func layoutAndFrames() throws {
        let source = BlockDataSource(count: 5)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 1)
        pager.contentInsets = EdgeInsets(top: 40, left: 10, bottom: 60, right: 10)
        PagerFixture.settle(pager, scheduler)
        let width = PagerFixture.size.width, height = PagerFixture.size.height
        #expect(pager.pageSize == Size(width: width, height: height - 100))
        #expect(pager.bitmap(forItemAt: 1)?.size == Size(width: width, height: height - 100))
        let bitmap = try #require(pager.bitmap(forItemAt: 1)?.bitmap as? FakeBitmap)
        // The cell's background fills the page, which is 100 px shorter than the bounds.
        #expect(bitmap.calls.first == .fill(Rect(x: 0, y: 0, width: width, height: height - 100), Color(red: 10, green: 20, blue: 30)))
        #expect(pager.visiblePages().map(\.frame) == [Rect(x: 0, y: 40, width: width, height: height - 100)])
    }

    @Test("Changing the insets re-lays out the pages in range; removing them restores the bounds")
    func changingInsets() {
        let source = BlockDataSource(count: 5)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 2)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.bitmap(forItemAt: 2)?.size == PagerFixture.size)
        pager.contentInsets = EdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.bitmap(forItemAt: 2)?.size == Size(width: PagerFixture.size.width, height: PagerFixture.size.height - 50))
        pager.contentInsets = .zero
        PagerFixture.settle(pager, scheduler)
        #expect(pager.bitmap(forItemAt: 2)?.size == PagerFixture.size)
        #expect(pager.visiblePages().map(\.frame.minY) == [0])
        // Each page's block still ran once.
        #expect(source.blockRuns.current.values.allSatisfy { $0 == 1 })
    }
}
