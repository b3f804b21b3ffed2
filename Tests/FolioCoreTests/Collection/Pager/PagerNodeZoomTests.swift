import FolioCore
import Foundation
import Testing
import TestSupport

/// A pager with `isZoomEnabled`: a double-click zooms the page; a drag pans it and pages only by
/// what goes past the photo's edge; Esc's `zoomOut` zooms out first; a page turn puts the page
/// left back at the fit; the zoomed page is drawn larger on a worker; `zoomed` is reported once
/// per change. Driven on the manual scheduler and clock.
@MainActor
@Suite("PagerNode zoom")
struct PagerNodeZoomTests {
    /// A zooming pager of 5 pages (800×600) on page 2, drawn.
    private func zoomingPager() -> (PagerNode, ManualWorkScheduler) {
        let (pager, scheduler) = PagerFixture.manual(BlockDataSource(count: 5), initialPage: 2)
        pager.isZoomEnabled = true
        PagerFixture.settle(pager, scheduler)
        return (pager, scheduler)
    }

    /// Ticks `pager` every 8 ms from `time` for `seconds`; returns the time reached.
    @discardableResult
    private func run(_ pager: PagerNode, from time: Double, for seconds: Double = 1) -> Double {
        var now = time
        while now < time + seconds {
            now += 0.008
            pager.tick(at: now)
        }
        return now
    }

    /// A drag of `dx` px from (`x`, 300) at 500 px/s, held still before its release; returns
    /// the time after it.
    @discardableResult
    private func drag(_ pager: PagerNode, fromX x: Double, dx: Double, at time: Double) -> Double {
        var now = time
        pager.handle(InputEvent(time: now, kind: .pointerDown(.mouse, Point(x: x, y: 300))))
        let steps = Int(abs(dx) / 4)
        for step in 1...steps {
            now += 0.008
            pager.handle(InputEvent(time: now, kind: .pointerMoved(.mouse, Point(x: x + dx * Double(step) / Double(steps), y: 300))))
            pager.tick(at: now)
        }
        now += 0.1
        pager.handle(InputEvent(time: now, kind: .pointerUp(.mouse, Point(x: x + dx, y: 300))))
        return now
    }

    private func doubleClick(_ pager: PagerNode, at point: Point, time: Double) {
        for click in 0..<2 {
            let t = time + Double(click) * 0.15
            pager.handle(InputEvent(time: t, kind: .pointerDown(.mouse, point)))
            pager.handle(InputEvent(time: t + 0.05, kind: .pointerUp(.mouse, point)))
        }
    }

    private func zoomEvents(_ pager: PagerNode) -> [Double] {
        pager.takeCollectionEvents().compactMap { if case .zoomed(let scale) = $0 { scale } else { nil } }
    }

    @Test("Off by default: a double-click does nothing and + is no key of a pager's")
    func offByDefault() {
        let (pager, scheduler) = PagerFixture.manual(BlockDataSource(count: 5), initialPage: 2)
        PagerFixture.settle(pager, scheduler)
        doubleClick(pager, at: Point(x: 400, y: 300), time: 1)
        pager.handle(InputEvent(time: 2, kind: .key(.plus)))
        run(pager, from: 2)
        #expect(pager.pageZoom.scale == 1 && zoomEvents(pager).isEmpty && pager.zoomOut(animated: true) == false)
    }

    @Test("A double-click zooms in, reported once; the page is drawn again at twice the scale, the old bitmap shown meanwhile")
    func doubleClickZoomsAndRedraws() throws {
        let (pager, scheduler) = zoomingPager()
        let before = try #require(pager.bitmap(forItemAt: 2))
        doubleClick(pager, at: Point(x: 200, y: 150), time: 1)
        let time = run(pager, from: 1.2)
        #expect(zoomEvents(pager) == [2])
        #expect(pager.zoomedPage == 2 && pager.pageZoom.scale == 2)
        // Until the worker has drawn it again, the page shows its old bitmap, magnified.
        #expect(pager.bitmap(forItemAt: 2)?.bitmap === before.bitmap)
        let drawn = try #require(pager.visibleItems().first { $0.index == 2 })
        #expect(drawn.frame == Rect(x: -200, y: -150, width: 1600, height: 1200) && drawn.clip == Rect(x: 0, y: 0, width: 800, height: 600))
        PagerFixture.settle(pager, scheduler, at: time)
        let after = try #require(pager.bitmap(forItemAt: 2)?.bitmap as? FakeBitmap)
        #expect(after.pixelWidth == 1600 && after.pixelHeight == 1200, "\(after.pixelWidth)×\(after.pixelHeight) \(scheduler.pendingKeys)")
    }

    @Test("Zoomed, a drag pans and does not page; past the photo's edge the excess pages, and the page left is back at the fit")
    func dragPansThenPages() {
        let (pager, _) = zoomingPager()
        doubleClick(pager, at: Point(x: 400, y: 300), time: 1)
        var time = run(pager, from: 1.2)
        _ = zoomEvents(pager)
        // 2x around the centre: 400 px of room each way.
        time = drag(pager, fromX: 600, dx: -300, at: time + 1)
        time = run(pager, from: time)
        #expect(pager.currentPageIndex == 2 && pager.pageZoom.translation.x == -700)
        // 100 px to the edge, then 500 px past it: more than half a page.
        time = drag(pager, fromX: 700, dx: -600, at: time + 1)
        time = run(pager, from: time)
        #expect(pager.currentPageIndex == 3)
        #expect(zoomEvents(pager) == [1], "the page left went back to the fit")
        #expect(pager.pageZoom.scale == 1 && pager.zoomedPage == nil)
    }

    @Test("Zoomed, a drag back past the photo's left edge by less than half a page springs back and stays zoomed")
    func shortExcessStays() {
        let (pager, _) = zoomingPager()
        doubleClick(pager, at: Point(x: 400, y: 300), time: 1)
        var time = run(pager, from: 1.2)
        _ = zoomEvents(pager)
        time = drag(pager, fromX: 100, dx: 600, at: time + 1)
        time = run(pager, from: time)
        #expect(pager.currentPageIndex == 2 && pager.pageZoom.scale == 2 && pager.pageZoom.translation.x == 0)
        #expect(zoomEvents(pager).isEmpty)
    }

    @Test("zoomOut zooms out first and says so; at the fit it says no, for the app's Esc")
    func escZoomsOutFirst() {
        let (pager, _) = zoomingPager()
        pager.handle(InputEvent(time: 1, kind: .key(.plus)))
        var time = run(pager, from: 1)
        #expect(zoomEvents(pager) == [1.5])
        #expect(pager.zoomOut(animated: true))
        time = run(pager, from: time)
        #expect(zoomEvents(pager) == [1] && pager.pageZoom.scale == 1)
        #expect(!pager.zoomOut(animated: true))
    }

    @Test("Not zoomed, the pager pages as before: a drag of 60 % of a page turns it")
    func unzoomedPagesAsBefore() {
        let (pager, _) = zoomingPager()
        let time = drag(pager, fromX: 700, dx: -480, at: 1)
        run(pager, from: time)
        #expect(pager.currentPageIndex == 3 && zoomEvents(pager).isEmpty)
    }

    @Test("Ctrl+wheel zooms around the pointer; the wheel then pans; a key turns the page and resets the zoom")
    func wheelAndKeys() {
        let (pager, _) = zoomingPager()
        pager.handle(InputEvent(time: 1, kind: .magnify(factor: 1.25), location: Point(x: 100, y: 100)))
        var time = run(pager, from: 1)
        #expect(zoomEvents(pager) == [1.25])
        let kept = pager.pageZoom.pagePoint(at: Point(x: 100, y: 100))
        #expect(abs(kept.x - 100) < 1e-9 && abs(kept.y - 100) < 1e-9)
        pager.handle(InputEvent(time: time, kind: .wheel(dx: 0, dy: 1), location: Point(x: 100, y: 100)))
        #expect(pager.currentPageIndex == 2 && pager.pageZoom.translation.y == -125)
        pager.handle(InputEvent(time: time + 0.5, kind: .key(.right)))
        time = run(pager, from: time + 0.5)
        #expect(pager.currentPageIndex == 3 && pager.pageZoom.scale == 1 && zoomEvents(pager) == [1])
    }

    @Test("A resize keeps the zoom's centre and scale")
    func resizeKeepsTheCentre() {
        let (pager, _) = zoomingPager()
        pager.zoom(to: 2, around: Point(x: 200, y: 150), animated: false)
        let centre = pager.pageZoom.pagePoint(at: Point(x: 400, y: 300))
        pager.setBounds(Size(width: 400, height: 300), scale: 1, at: 1)
        let after = pager.pageZoom.pagePoint(at: Point(x: 200, y: 150))
        #expect(pager.pageZoom.scale == 2 && abs(after.x - centre.x / 2) < 1e-9 && abs(after.y - centre.y / 2) < 1e-9)
    }
}
