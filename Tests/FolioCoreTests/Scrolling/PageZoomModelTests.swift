import FolioCore
import TestSupport
import Testing

/// The zoom of one page: its limits, zooming around a point, panning within the edges, the drag
/// that pans and gives paging only what goes past the edge, pinches, double taps, and what it
/// reports. Driven on a manual clock, frame by frame.
@Suite("Page zoom model")
struct PageZoomModelTests {
    /// A page of 1000×800 whose content shows 1:1 at 3 times the fit.
    private static let page = Size(width: 1000, height: 800)

    private func model(oneToOne: Double = 3) -> PageZoomModel {
        PageZoomModel(pageSize: Self.page, oneToOneScale: oneToOne)
    }

    /// Runs `model` frame by frame (8 ms) on `clock` until nothing moves it (at most 5 s) and
    /// returns what it reported on the way.
    @discardableResult
    private func settle(_ model: inout PageZoomModel, _ clock: inout ManualClock) -> [PageZoomEvent] {
        var events: [PageZoomEvent] = []
        var frames = 0
        while model.isAnimating, frames < 625 {
            clock.advance(by: 0.008)
            events += model.advance(to: clock.now)
            frames += 1
        }
        return events
    }

    private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test("The scale stays within the fit and 8 times 1:1; a small image still zooms to twice the fit")
    func limits() {
        var zoom = model()
        #expect(zoom.maximumScale == 24)
        zoom.zoom(to: 100, around: Point(x: 500, y: 400), animated: false, at: 0)
        #expect(zoom.scale == 24)
        zoom.zoom(to: 0.2, around: Point(x: 500, y: 400), animated: false, at: 0)
        #expect(zoom.scale == 1 && zoom.translation == .zero)
        let small = model(oneToOne: 0.1)
        #expect(small.maximumScale == 2)
    }

    @Test("Zooming around a point keeps the page point under it in place", arguments: [(100.0, 200.0), (500, 400), (730, 610)])
    func zoomKeepsThePoint(x: Double, y: Double) {
        var zoom = model()
        let point = Point(x: x, y: y)
        zoom.zoom(to: 2.5, around: point, animated: false, at: 0)
        let kept = zoom.pagePoint(at: point)
        #expect(near(kept.x, x) && near(kept.y, y), "\(kept)")
        // Again from a zoomed state, animated: the point stays put every frame on the way.
        var clock = ManualClock()
        let before = zoom.pagePoint(at: point)
        zoom.zoom(to: 4, around: point, animated: true, at: clock.now)
        var frames = 0
        while zoom.isAnimating, frames < 200 {
            clock.advance(by: 0.008)
            zoom.advance(to: clock.now)
            let now = zoom.pagePoint(at: point)
            #expect(near(now.x, before.x, 1e-6) && near(now.y, before.y, 1e-6))
            frames += 1
        }
        #expect(zoom.scale == 4 && frames > 10 && frames < 60, "a short animation: \(frames) frames")
    }

    @Test("Zooming near a corner is clamped so the page still covers its frame")
    func zoomNearACornerIsClamped() {
        var zoom = model()
        zoom.zoom(to: 2, around: Point(x: 0, y: 0), animated: false, at: 0)
        #expect(zoom.translation == .zero)
        var other = model()
        other.zoom(to: 3, around: Point(x: 1000, y: 800), animated: false, at: 0)
        #expect(other.translation == Point(x: -2000, y: -1600))
        // From there, a point near the far corner cannot be kept: the page stops at its edge.
        other.zoom(to: 2, around: Point(x: 10, y: 10), animated: false, at: 0)
        #expect(other.translation == Point(x: -1000, y: -800))
    }

    @Test("Panning stops at the photo's edges")
    func panIsClamped() {
        var zoom = model()
        zoom.zoom(to: 2, around: Point(x: 500, y: 400), animated: false, at: 0)
        #expect(zoom.translation == Point(x: -500, y: -400))
        zoom.pan(by: Point(x: 300, y: -1000), at: 0.1)
        #expect(zoom.translation == Point(x: -200, y: -800))
        zoom.pan(by: Point(x: 900, y: 0), at: 0.2)
        #expect(zoom.translation.x == 0)
        // At the fit there is nothing to pan.
        var fit = model()
        fit.pan(by: Point(x: 50, y: 50), at: 0)
        #expect(fit.translation == .zero)
    }

    @Test("A drag on a zoomed page pans until the edge; only the travel past it goes to paging, and a move back takes that first")
    func dragPansThenPages() {
        var zoom = model()
        zoom.zoom(to: 2, around: Point(x: 500, y: 400), animated: false, at: 0)
        zoom.pointerDown(.mouse, at: Point(x: 600, y: 400), time: 1)
        #expect(zoom.pans(.mouse))
        // Within the slop nothing moves.
        zoom.pointerMoved(.mouse, to: Point(x: 590, y: 400), time: 1.01)
        #expect(zoom.translation.x == -500 && zoom.pagingExcess == 0)
        // 400 px left: the photo has 500 px to go, so all of it pans.
        zoom.pointerMoved(.mouse, to: Point(x: 200, y: 400), time: 1.1)
        #expect(zoom.translation.x == -900 && zoom.pagingExcess == 0)
        // 300 px more: 100 px pan to the edge, 200 px page.
        zoom.pointerMoved(.mouse, to: Point(x: -100, y: 400), time: 1.2)
        #expect(zoom.translation.x == -1000 && zoom.pagingExcess == -200)
        // Back 250 px: the page returns (200 px), then the photo pans 50 px.
        zoom.pointerMoved(.mouse, to: Point(x: 150, y: 400), time: 1.3)
        #expect(zoom.pagingExcess == 0 && zoom.translation.x == -950)
        zoom.pointerUp(.mouse, at: Point(x: 150, y: 400), time: 1.4)
        #expect(!zoom.pans(.mouse))
    }

    @Test("A drag that starts at the photo's edge gives all its travel that way to paging")
    func dragAtTheEdgePages() {
        var zoom = model()
        zoom.zoom(to: 2, around: Point(x: 1000, y: 400), animated: false, at: 0)
        #expect(zoom.translation.x == -1000)
        zoom.pointerDown(.mouse, at: Point(x: 800, y: 400), time: 1)
        zoom.pointerMoved(.mouse, to: Point(x: 500, y: 400), time: 1.1)
        #expect(zoom.pagingExcess == -300 && zoom.translation.x == -1000)
    }

    @Test("For a vertical pager the excess is vertical: a drag up past the bottom edge pages, sideways it only pans")
    func verticalPagingAxis() {
        var zoom = PageZoomModel(pageSize: Self.page, oneToOneScale: 3, pagingAxis: .vertical)
        zoom.zoom(to: 2, around: Point(x: 500, y: 800), animated: false, at: 0)
        #expect(zoom.translation == Point(x: -500, y: -800))
        zoom.pointerDown(.mouse, at: Point(x: 500, y: 600), time: 1)
        zoom.pointerMoved(.mouse, to: Point(x: 500, y: 400), time: 1.1)
        #expect(zoom.pagingExcess == -200 && zoom.translation.y == -800)
        zoom.pointerMoved(.mouse, to: Point(x: 1500, y: 400), time: 1.2)
        #expect(zoom.pagingExcess == -200 && zoom.translation.x == 0)
    }

    @Test("A press at the fit does not pan: paging hears it unchanged")
    func pressAtTheFitDoesNotPan() {
        var zoom = model()
        zoom.pointerDown(.mouse, at: Point(x: 500, y: 400), time: 0)
        zoom.pointerMoved(.mouse, to: Point(x: 100, y: 300), time: 0.1)
        #expect(!zoom.pans(.mouse) && zoom.translation == .zero && zoom.pagingExcess == 0)
    }

    @Test("A released pan glides on, slows and stops within the edges")
    func panGlides() {
        var zoom = model()
        var clock = ManualClock()
        zoom.zoom(to: 3, around: Point(x: 500, y: 400), animated: false, at: 0)
        let start = zoom.translation
        zoom.pointerDown(.mouse, at: Point(x: 500, y: 400), time: clock.now)
        for step in 1...10 {
            clock.advance(by: 0.008)
            zoom.pointerMoved(.mouse, to: Point(x: 500 - Double(step) * 8, y: 400), time: clock.now)
        }
        zoom.pointerUp(.mouse, at: Point(x: 420, y: 400), time: clock.now)
        let released = zoom.translation
        #expect(zoom.isAnimating, "a 1000 px/s release glides")
        settle(&zoom, &clock)
        #expect(zoom.isAtRest)
        // 1000 px/s decaying at 0.998/ms travels about 500 px more.
        #expect(zoom.translation.x < released.x - 300 && zoom.translation.x >= -2000, "\(start) \(released) \(zoom.translation)")
    }

    @Test("A double tap at the fit zooms to 1:1 at the point, another back to the fit; each reports once")
    func doubleTap() {
        var zoom = model()
        var clock = ManualClock()
        func tap(_ point: Point) -> [PageZoomEvent] {
            var events = zoom.pointerDown(.mouse, at: point, time: clock.now)
            clock.advance(by: 0.05)
            events += zoom.pointerUp(.mouse, at: point, time: clock.now)
            clock.advance(by: 0.1)
            return events
        }
        var events = tap(Point(x: 300, y: 200)) + tap(Point(x: 302, y: 201))
        events += settle(&zoom, &clock)
        #expect(events == [.zoomed(scale: 3)])
        #expect(zoom.scale == 3)
        let kept = zoom.pagePoint(at: Point(x: 302, y: 201))
        #expect(near(kept.x, 302) && near(kept.y, 201))
        clock.advance(by: 1)
        events = tap(Point(x: 600, y: 600)) + tap(Point(x: 600, y: 600)) + settle(&zoom, &clock)
        #expect(events == [.zoomed(scale: 1)] && zoom.scale == 1 && zoom.translation == .zero)
        // Two taps too far apart in time are not a double tap.
        clock.advance(by: 1)
        _ = tap(Point(x: 500, y: 400))
        clock.advance(by: 0.5)
        events = tap(Point(x: 500, y: 400)) + settle(&zoom, &clock)
        #expect(events.isEmpty && zoom.scale == 1)
    }

    @Test("Where 1:1 is no bigger than the fit, a double tap zooms to twice the fit")
    func doubleTapOnASmallImage() {
        var zoom = model(oneToOne: 0.5)
        var clock = ManualClock()
        zoom.toggleZoom(at: Point(x: 500, y: 400), time: clock.now)
        settle(&zoom, &clock)
        #expect(zoom.scale == 2)
    }

    @Test("+ and - step by 1.5 around the centre and add up while animating")
    func keySteps() {
        var zoom = model()
        var clock = ManualClock()
        zoom.step(zoomingIn: true, at: clock.now)
        clock.advance(by: 0.05)
        zoom.step(zoomingIn: true, at: clock.now)
        let events = settle(&zoom, &clock)
        #expect(near(zoom.scale, 2.25) && events == [.zoomed(scale: zoom.scale)])
        let centre = zoom.pagePoint(at: Point(x: 500, y: 400))
        #expect(near(centre.x, 500) && near(centre.y, 400))
        zoom.step(zoomingIn: false, at: clock.now)
        settle(&zoom, &clock)
        #expect(near(zoom.scale, 1.5))
    }

    @Test("A pinch follows the fingers around their centre, rubber-bands past the limits and springs back")
    func pinch() {
        let a = PointerID.finger(device: 1, finger: 1), b = PointerID.finger(device: 1, finger: 2)
        var zoom = model(oneToOne: 0.2)
        var clock = ManualClock()
        zoom.pointerDown(a, at: Point(x: 400, y: 400), time: clock.now)
        zoom.pointerDown(b, at: Point(x: 600, y: 400), time: clock.now)
        #expect(zoom.isPinching && zoom.holds(a) && zoom.holds(b))
        clock.advance(by: 0.05)
        zoom.pointerMoved(a, to: Point(x: 350, y: 400), time: clock.now)
        zoom.pointerMoved(b, to: Point(x: 650, y: 400), time: clock.now)
        #expect(near(zoom.scale, 1.5))
        let centre = zoom.pagePoint(at: Point(x: 500, y: 400))
        #expect(near(centre.x, 500) && near(centre.y, 400))
        // Four times the fit asked, twice the maximum: the rubber band gives less.
        zoom.pointerMoved(a, to: Point(x: 100, y: 400), time: clock.now)
        zoom.pointerMoved(b, to: Point(x: 900, y: 400), time: clock.now)
        #expect(zoom.scale > 2 && zoom.scale < 2.5, "\(zoom.scale)")
        clock.advance(by: 0.02)
        zoom.pointerUp(b, at: Point(x: 900, y: 400), time: clock.now)
        #expect(zoom.holds(a), "the finger left over does nothing until lifted")
        let events = settle(&zoom, &clock)
        #expect(zoom.scale == 2 && events == [.zoomed(scale: 2)])
        zoom.pointerUp(a, at: Point(x: 100, y: 400), time: clock.now)
        #expect(!zoom.holds(a))
    }

    @Test("Pinched below the fit, the page springs back to the fit and reports nothing new")
    func pinchBelowTheFit() {
        let a = PointerID.finger(device: 1, finger: 1), b = PointerID.finger(device: 1, finger: 2)
        var zoom = model()
        var clock = ManualClock()
        zoom.pointerDown(a, at: Point(x: 300, y: 400), time: clock.now)
        zoom.pointerDown(b, at: Point(x: 700, y: 400), time: clock.now)
        zoom.pointerMoved(a, to: Point(x: 450, y: 400), time: clock.now)
        zoom.pointerMoved(b, to: Point(x: 550, y: 400), time: clock.now)
        #expect(zoom.scale < 1 && zoom.scale > 0.25, "rubber-banded: \(zoom.scale)")
        let events = zoom.pointerCancelled(a) + settle(&zoom, &clock)
        #expect(zoom.scale == 1 && zoom.translation == .zero && events.isEmpty)
    }

    @Test("A resize keeps the page point at the centre, and the scale")
    func resizeKeepsTheCentre() {
        var zoom = model()
        zoom.zoom(to: 2, around: Point(x: 300, y: 300), animated: false, at: 0)
        let centre = zoom.pagePoint(at: Point(x: 500, y: 400))
        zoom.setPageSize(Size(width: 500, height: 400))
        let after = zoom.pagePoint(at: Point(x: 250, y: 200))
        #expect(zoom.scale == 2 && near(after.x, centre.x / 2) && near(after.y, centre.y / 2))
    }

    @Test("Reset goes back to the fit at once and reports it only when zoomed")
    func reset() {
        var zoom = model()
        #expect(zoom.reset().isEmpty)
        zoom.zoom(to: 2, around: Point(x: 500, y: 400), animated: false, at: 0)
        #expect(zoom.reset() == [.zoomed(scale: 1)])
        #expect(zoom.scale == 1 && zoom.translation == .zero && zoom.isAtFit)
    }

    @Test("Non-finite input changes nothing")
    func hostileNumbers() {
        var zoom = model()
        zoom.zoom(to: .nan, around: Point(x: 1, y: 1), animated: false, at: 0)
        zoom.zoom(to: 2, around: Point(x: .infinity, y: 1), animated: false, at: 0)
        zoom.magnify(by: -1, around: Point(x: 1, y: 1), at: 0)
        zoom.pan(by: Point(x: .nan, y: 0), at: 0)
        zoom.setOneToOneScale(.infinity)
        #expect(zoom.scale == 1 && zoom.translation == .zero && zoom.oneToOneScale == 3)
    }
}
