import FolioCore
import Testing

/// Both scroll models driven through the `Scroller` seam alone, by one generic script: what an
/// owner that knows only the protocol (the nesting rules) sees.
@Suite("Scroller")
struct ScrollerTests {
    /// What a drag-and-release script saw.
    struct Run<Event: ScrollerEvent> {
        var events: [Event] = []
        var draggedWhileMoving = false
        var animatedAfterRelease = false
        var cameToRest = false
    }

    /// The free scroll model, 600 px of 5,000 showing.
    static func free(_ axis: ScrollAxis) -> FreeScrollModel {
        var model = FreeScrollModel(axis: axis)
        model.setExtents(viewport: 600, content: 5000, at: 0)
        return model
    }

    /// The paging model on the first of five 800 × 600 pages.
    static func paging(_ axis: ScrollAxis) -> PagingScrollModel {
        var model = PagingScrollModel(pageCount: 5, axis: axis)
        model.setViewportSize(Size(width: 800, height: 600), at: 0)
        return model
    }

    /// The point `distance` px forward of `point` along `axis`: up or left shows later content.
    static func forward(_ point: Point, by distance: Double, along axis: ScrollAxis) -> Point {
        axis == .vertical ? Point(x: point.x, y: point.y - distance) : Point(x: point.x - distance, y: point.y)
    }

    /// Presses, drags 240 px forward at 1,500 px/s (a move every 8 ms), releases while moving,
    /// then advances frame by frame until the scroller rests with no deadline (at most 5 s).
    static func dragAndRelease<S: Scroller>(_ scroller: inout S) -> Run<S.Event> {
        var run = Run<S.Event>()
        let start = Point(x: 400, y: 300)
        var time = 0.1
        run.events += scroller.handle(InputEvent(time: time, kind: .pointerDown(.mouse, start)))
        for frame in 1...20 {
            time += 0.008
            let point = forward(start, by: 12 * Double(frame), along: scroller.axis)
            run.events += scroller.handle(InputEvent(time: time, kind: .pointerMoved(.mouse, point)))
            run.events += scroller.advance(to: time)
            if frame > 2 { run.draggedWhileMoving = scroller.isDragging && !scroller.isAtRest }
        }
        run.events += scroller.handle(InputEvent(time: time, kind: .pointerUp(.mouse, forward(start, by: 240, along: scroller.axis))))
        run.animatedAfterRelease = scroller.isAnimating && !scroller.isDragging
        let end = time + 5
        while !(scroller.isAtRest && scroller.nextDeadline == nil) && time < end {
            time += 0.008
            run.events += scroller.advance(to: time)
        }
        run.cameToRest = scroller.isAtRest
        return run
    }

    /// The script's motion: begun once, dragged, animated on release, settled once at the end.
    static func expectMotionThenRest<Event>(_ run: Run<Event>) {
        #expect(run.events.first == .motionBegan)
        #expect(run.events.filter { $0 == .motionBegan }.count == 1)
        #expect(run.events.filter(\.isSettled).count == 1)
        #expect(run.events.last?.isSettled == true)
        #expect(run.draggedWhileMoving)
        #expect(run.animatedAfterRelease)
        #expect(run.cameToRest)
    }

    @Test("A drag and release moves then rests the free scroll model", arguments: [ScrollAxis.vertical, .horizontal])
    func freeDragAndRelease(axis: ScrollAxis) {
        var model = Self.free(axis)
        let run = Self.dragAndRelease(&model)
        Self.expectMotionThenRest(run)
        // The release flung the content on past where the pointer left it.
        #expect(model.offset > 240 && model.offset <= model.maximumOffset)
    }

    @Test("The same drag and release moves then rests the paging model", arguments: [ScrollAxis.vertical, .horizontal])
    func pagingDragAndRelease(axis: ScrollAxis) {
        var model = Self.paging(axis)
        let run = Self.dragAndRelease(&model)
        Self.expectMotionThenRest(run)
        // The flick turned the page.
        #expect(model.currentPage == 1 && model.position == 1)
    }

    /// Moves a pressed pointer `distance` px forward, then returns whether the scroller drags.
    static func drags<S: Scroller>(_ scroller: S, after distance: Double) -> Bool {
        var scroller = scroller
        let start = Point(x: 400, y: 300)
        scroller.handle(InputEvent(time: 0.1, kind: .pointerDown(.mouse, start)))
        scroller.handle(InputEvent(time: 0.12, kind: .pointerMoved(.mouse, forward(start, by: distance, along: scroller.axis))))
        return scroller.isDragging
    }

    @Test("Each scroller's configuration gives the slop it drags from and the trackpad's end delay")
    func configurationThroughTheSeam() {
        var freeConfiguration = FreeScrollConfiguration.standard
        freeConfiguration.dragSlop = 30
        var pagingConfiguration = PagingConfiguration.standard
        pagingConfiguration.dragSlop = 24
        pagingConfiguration.trackpadEndDelay = 0.2
        var free = FreeScrollModel(configuration: freeConfiguration)
        free.setExtents(viewport: 600, content: 5000, at: 0)
        var paging = PagingScrollModel(pageCount: 5, configuration: pagingConfiguration)
        paging.setViewportSize(Size(width: 800, height: 600), at: 0)
        func slopHolds<S: Scroller>(_ scroller: S) -> Bool {
            let slop = scroller.configuration.dragSlop
            return !Self.drags(scroller, after: slop - 1) && Self.drags(scroller, after: slop)
        }
        #expect(slopHolds(free) && slopHolds(Self.free(.horizontal)))
        #expect(slopHolds(paging) && slopHolds(Self.paging(.vertical)))
        #expect(free.configuration.trackpadEndDelay == 0.150 && paging.configuration.trackpadEndDelay == 0.2)
    }

    @Test("A trackpad gesture's end is a deadline each scroller reports, its end delay after the last delta")
    func trackpadDeadline() {
        func deadlineAfterDelta<S: Scroller>(_ scroller: S) -> (Double?, Double?) {
            var scroller = scroller
            let delta = scroller.axis == .vertical ? InputEvent.Kind.preciseScroll(dx: 0, dy: 30) : .preciseScroll(dx: 30, dy: 0)
            scroller.handle(InputEvent(time: 1, kind: delta))
            let deadline = scroller.nextDeadline
            scroller.advance(to: 1 + scroller.configuration.trackpadEndDelay)
            return (deadline, scroller.nextDeadline)
        }
        let free = deadlineAfterDelta(Self.free(.vertical)), paging = deadlineAfterDelta(Self.paging(.horizontal))
        #expect(free.0 == 1 + FreeScrollConfiguration.standard.trackpadEndDelay && free.1 == nil)
        #expect(paging.0 == 1 + PagingConfiguration.standard.trackpadEndDelay && paging.1 == nil)
    }

    @Test("A non-finite time moves neither scroller, nor stops its clock")
    func nonFiniteTimes() {
        func ignoresNonFiniteTimes<S: Scroller>(_ scroller: S) -> Bool {
            var scroller = scroller
            let start = Point(x: 400, y: 300)
            scroller.handle(InputEvent(time: 0.1, kind: .pointerDown(.mouse, start)))
            for frame in 1...10 {
                let point = Self.forward(start, by: 20 * Double(frame), along: scroller.axis)
                scroller.handle(InputEvent(time: 0.1 + 0.008 * Double(frame), kind: .pointerMoved(.mouse, point)))
            }
            scroller.handle(InputEvent(time: 0.18, kind: .pointerUp(.mouse, Self.forward(start, by: 200, along: scroller.axis))))
            guard scroller.isAnimating else { return false }
            let ignored = scroller.advance(to: .infinity).isEmpty && scroller.advance(to: .nan).isEmpty
                && scroller.handle(InputEvent(time: .infinity, kind: .pointerDown(.mouse, start))).isEmpty
            // Still animating, and a frame later it is still on its way rather than settled.
            let stillMoving = scroller.isAnimating && scroller.advance(to: 0.2).isEmpty && scroller.isAnimating
            var time = 0.2
            while !scroller.isAtRest && time < 5 {
                time += 0.008
                scroller.advance(to: time)
            }
            return ignored && stillMoving && scroller.isAtRest
        }
        #expect(ignoresNonFiniteTimes(Self.free(.vertical)))
        #expect(ignoresNonFiniteTimes(Self.paging(.horizontal)))
    }
}
