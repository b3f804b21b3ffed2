import FolioCore
import TestSupport
import Testing

/// Vertical paging and page spacing: the pitch converts pixels to pages, pages keep the
/// viewport's size with the gap between them, and paging still lands on whole pages.
struct PagingScrollModelAxisTests {
    /// A harness on a 800 × 600 viewport whose model pages along `axis` with `spacing` px gaps.
    static func harness(axis: ScrollAxis, spacing: Double = 0, pageCount: Int = 5, initialPage: Int = 2) -> PagingHarness {
        var h = PagingHarness(pageCount: pageCount, initialPage: initialPage)
        h.model = PagingScrollModel(pageCount: pageCount, initialPage: initialPage, axis: axis, pageSpacing: spacing)
        h.setViewportSize(Size(width: 800, height: 600))
        return h
    }

    @Test("Existing callers get a horizontal pager without spacing")
    func defaults() {
        let model = PagingScrollModel(pageCount: 3)
        #expect(model.axis == .horizontal && model.pageSpacing == 0)
    }

    @Test("Negative or non-finite spacing counts as 0", arguments: [-10.0, .nan, .infinity])
    func hostileSpacing(spacing: Double) {
        #expect(PagingScrollModel(pageCount: 3, pageSpacing: spacing).pageSpacing == 0)
    }

    @Test("A vertical pager follows the finger up and down, a pitch of travel per page")
    func verticalFollows() {
        var h = Self.harness(axis: .vertical)
        h.press()
        h.move(dx: 0, dy: -16, speed: 1000)
        #expect(h.model.isDragging && h.events == [.motionBegan])
        h.move(dx: 30, dy: -200, speed: 1000)
        #expect(abs(h.model.position - (2 + 216.0 / 600)) < 1e-12)
        #expect(abs(h.model.contentOffset - (2 * 600 + 216)) < 1e-9)
    }

    @Test("A vertical pager refuses a press that moves more sideways than down")
    func verticalRefusesSideways() {
        var h = Self.harness(axis: .vertical)
        h.press()
        h.move(dx: -20, dy: -10, speed: 1000)
        h.move(dx: 0, dy: -300, speed: 1000)
        #expect(h.model.position == 2 && h.model.isAtRest)
        h.release()
        #expect(h.events.isEmpty)
    }

    @Test("A vertical drag past half a page, or a flick, lands on the next page")
    func verticalSnaps() {
        var h = Self.harness(axis: .vertical)
        h.press()
        h.move(dx: 0, dy: -0.55 * 600, speed: 600)
        h.wait(0.06)
        h.release()
        #expect(h.runUntilRest() != nil)
        #expect(h.settledPages == [3] && h.model.contentOffset == 1800)
        h.press()
        h.move(dx: 0, dy: 40, speed: 1000)
        h.release()
        h.runUntilRest()
        #expect(h.settledPages == [3, 2])
    }

    @Test("With spacing the content follows the finger 1:1", arguments: [ScrollAxis.horizontal, .vertical])
    func spacingFollowsOneToOne(axis: ScrollAxis) {
        var h = Self.harness(axis: axis, spacing: 40)
        let start = h.model.contentOffset
        h.press()
        if axis == .horizontal { h.move(dx: -330, speed: 1000) } else { h.move(dx: 0, dy: -330, speed: 1000) }
        #expect(abs(h.model.contentOffset - start - 330) < 1e-9)
        #expect(abs(h.model.pitch - ((axis == .horizontal ? 800 : 600) + 40)) < 1e-12)
    }

    @Test("With spacing, visible pages keep the viewport's size and the gap shows between them")
    func spacedFrames() {
        var h = Self.harness(axis: .horizontal, spacing: 40)
        #expect(h.model.visiblePages() == [VisibleItem(index: 2, frame: Rect(x: 0, y: 0, width: 800, height: 600))])
        h.press()
        h.move(dx: -420, speed: 1000)
        #expect(abs(h.model.position - 2.5) < 1e-12)
        let pages = h.model.visiblePages()
        #expect(pages.map(\.index) == [2, 3])
        #expect(abs(pages[0].frame.minX + 420) < 1e-9 && abs(pages[1].frame.minX - 420) < 1e-9)
        #expect(pages.allSatisfy { $0.frame.width == 800 && $0.frame.height == 600 && $0.frame.minY == 0 })
        // The gap between page 2's right edge and page 3's left edge is the spacing.
        #expect(abs(pages[1].frame.minX - (pages[0].frame.minX + 800) - 40) < 1e-9)
    }

    @Test("A page that has slid wholly into the gap is not visible")
    func pageInGapHidden() {
        var h = Self.harness(axis: .horizontal, spacing: 40)
        h.press()
        h.move(dx: -0.96 * 840, speed: 1000)
        let pages = h.model.visiblePages()
        #expect(pages.map(\.index) == [3])
        #expect(abs(pages[0].frame.minX - 0.04 * 840) < 1e-9)
    }

    @Test("A vertical pager places pages along y")
    func verticalFrames() {
        var h = Self.harness(axis: .vertical, spacing: 20)
        h.press()
        h.move(dx: 0, dy: -310, speed: 1000)
        let pages = h.model.visiblePages()
        #expect(pages.map(\.index) == [2, 3])
        #expect(abs(pages[0].frame.minY + 310) < 1e-9 && abs(pages[1].frame.minY - 310) < 1e-9)
        #expect(pages.allSatisfy { $0.frame.minX == 0 && $0.frame.width == 800 && $0.frame.height == 600 })
    }

    @Test("With spacing, release and keys still land on whole pages at multiples of the pitch")
    func spacedSnapping() {
        var h = Self.harness(axis: .horizontal, spacing: 40)
        h.press()
        h.move(dx: -0.6 * 840, speed: 800)
        h.wait(0.06)
        h.release()
        h.runUntilRest()
        #expect(h.model.position == 3 && h.model.contentOffset == 3 * 840)
        h.send(.key(.right))
        h.runUntilRest()
        #expect(h.settledPages == [3, 4] && h.model.contentOffset == 4 * 840)
    }

    @Test("With spacing, the rubber band past the first page is measured in pixels")
    func spacedRubberBand() {
        var h = Self.harness(axis: .horizontal, spacing: 40, initialPage: 0)
        h.press()
        h.move(dx: 240, speed: 1000)
        let expected = RubberBand.offset(forOverscroll: -240, dimension: 800, coefficient: 0.55)
        #expect(abs(h.model.contentOffset - expected) < 1e-9)
        h.wait(0.06); h.release()
        h.runUntilRest()
        #expect(h.model.position == 0 && h.settledPages == [0])
    }

    @Test("A resize keeps the page; the offset follows the new pitch")
    func spacedResize() {
        var h = Self.harness(axis: .vertical, spacing: 30, initialPage: 3)
        h.setViewportSize(Size(width: 800, height: 400))
        #expect(h.model.position == 3 && h.model.contentOffset == 3 * 430 && h.events.isEmpty)
    }

    @Test("Up and Down page a vertical pager; Left and Right page either axis")
    func verticalKeys() {
        var h = Self.harness(axis: .vertical)
        h.send(.key(.down)); h.runUntilRest()
        h.send(.key(.down)); h.runUntilRest()
        h.send(.key(.up)); h.runUntilRest()
        h.send(.key(.left)); h.runUntilRest()
        h.send(.key(.pageDown)); h.runUntilRest()
        #expect(h.settledPages == [3, 4, 3, 2, 3])
    }

    @Test("A horizontal pager leaves Up and Down to what it contains")
    func horizontalIgnoresUpDown() {
        var h = Self.harness(axis: .horizontal)
        h.send(.key(.down))
        h.send(.key(.up))
        #expect(h.model.isAtRest && h.events.isEmpty)
    }

    @Test("A vertical pager takes the vertical wheel and ignores the horizontal one")
    func verticalWheel() {
        var h = Self.harness(axis: .vertical)
        h.send(.wheel(dx: 1, dy: 0))
        #expect(h.model.isAtRest && h.events.isEmpty)
        h.send(.wheel(dx: 3, dy: -1))
        h.runUntilRest()
        #expect(h.settledPages == [1])
    }

    @Test("A vertical pager follows vertical trackpad swipes and ignores sideways ones to their end")
    func verticalTrackpad() {
        var h = Self.harness(axis: .vertical)
        h.trackpadScroll(units: 120, speed: 300, vertical: false)
        #expect(h.model.isAtRest && h.events.isEmpty)
        // Turning vertical within the same gesture still does nothing.
        h.trackpadScroll(units: 400, speed: 2000, vertical: true)
        #expect(h.model.isAtRest && h.model.position == 2)
        h.wait(0.2)
        h.trackpadScroll(units: 200, speed: 1500, vertical: true)
        #expect(h.model.isDragging && abs(h.model.position - 2.5) < 1e-9)
        h.runUntilRest()
        #expect(h.settledPages == [3])
    }
}
