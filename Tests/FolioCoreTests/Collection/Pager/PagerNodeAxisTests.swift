import FolioCore
import Testing
import TestSupport

@Suite("PagerNode axis and page spacing")
@MainActor
struct PagerNodeAxisTests {
    @Test("a vertical pager with spacing places pages down the screen with the gap between them")
    func verticalWithSpacing() {
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(ManualWorkScheduler()),
                              axis: .vertical, pageSpacing: 20, wake: {})
        pager.dataSource = BlockDataSource(count: 10)
        pager.setBounds(Size(width: 800, height: 600), scale: 1, at: 0)
        #expect(pager.visiblePages() == [VisibleItem(index: 0, frame: Rect(x: 0, y: 0, width: 800, height: 600))])
        // A drag up by 310 px shows the bottom of page 0, the gap, and the top of page 1.
        pager.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Point(x: 400, y: 500))))
        for step in 1...10 {
            pager.handle(InputEvent(time: 1 + Double(step) * 0.1, kind: .pointerMoved(.mouse, Point(x: 400, y: 500 - Double(step) * 31))))
        }
        let frames = pager.visiblePages().map(\.frame)
        #expect(frames.count == 2)
        #expect(abs(frames[0].minY + 310) < 0.001 && abs(frames[1].minY - (600 + 20 - 310)) < 0.001)
        // Past half a page, released at rest: it goes on to page 1.
        pager.handle(InputEvent(time: 2.1, kind: .pointerMoved(.mouse, Point(x: 400, y: 150))))
        pager.handle(InputEvent(time: 3, kind: .pointerUp(.mouse, Point(x: 400, y: 150))))
        var time = 3.0
        while pager.tick(at: time), time < 6 { time += 1.0 / 60 }
        #expect(pager.currentPageIndex == 1)
        #expect(pager.visiblePages().map(\.frame.minY) == [0])
        #expect(pager.layout.frame(ofItem: 3) == Rect(x: 0, y: 3 * 620, width: 800, height: 600))
    }

    @Test("Up and Down page a vertical pager; a horizontal one leaves them")
    func arrowKeys() {
        for axis in [ScrollAxis.vertical, .horizontal] {
            let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(ManualWorkScheduler()),
                                  axis: axis, wake: {})
            pager.dataSource = BlockDataSource(count: 10)
            pager.setBounds(Size(width: 800, height: 600), scale: 1, at: 0)
            pager.handle(InputEvent(time: 1, kind: .key(.down)))
            #expect(pager.currentPageIndex == (axis == .vertical ? 1 : 0), "\(axis)")
        }
    }
}
