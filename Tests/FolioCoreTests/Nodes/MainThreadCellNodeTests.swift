import FolioCore
import Foundation
import Testing
import TestSupport

/// The cell drawn on the main thread on its own: what its draw does, when it wants drawing again,
/// and which thread its closure runs on.
@MainActor
@Suite("Cells drawn on the main thread")
struct MainThreadCellNodeTests {
    @Test("Drawing fills the background, then runs the closure with the frame and time, and clears the request to be drawn")
    func drawRunsBackgroundThenClosure() {
        let canvas = DebugOverlayRecordingCanvas()
        let frames = Recorded<(Rect, Double)>()
        let cell = MainThreadCellNode { canvas, frame, time in
            frames.values.append((frame, time))
            canvas.fill(frame.insetBy(dx: 4, dy: 4), color: .white)
        }
        cell.backgroundColor = .black
        cell.setNeedsDisplay()
        #expect(cell.needsDisplay)
        let frame = Rect(x: 10, y: 20, width: 100, height: 50)
        cell.draw(on: canvas, in: frame, at: 3)
        #expect(canvas.calls == [.fill(frame, .black), .fill(frame.insetBy(dx: 4, dy: 4), .white)])
        #expect(frames.values.count == 1 && frames.values.first?.0 == frame && frames.values.first?.1 == 3)
        #expect(!cell.needsDisplay)
    }

    @Test("A redraw interval makes the cell due that long after it was last drawn; without one it is due only when asked")
    func redrawIntervalSetsWhenDue() {
        let cell = MainThreadCellNode(redrawInterval: 1) { _, _, _ in }
        #expect(cell.nextRedrawTime == nil, "never drawn, it is due at its first showing, not at a time")
        #expect(cell.wantsFrame(at: 0), "one never drawn but redrawing on its own wants its first frame")
        cell.draw(on: DebugOverlayRecordingCanvas(), in: Rect(x: 0, y: 0, width: 10, height: 10), at: 10)
        #expect(cell.nextRedrawTime == 11)
        #expect(!cell.wantsFrame(at: 10.999))
        #expect(cell.wantsFrame(at: 11))

        cell.redrawInterval = nil
        #expect(cell.needsDisplay, "changing the interval asks for a frame")
        cell.draw(on: DebugOverlayRecordingCanvas(), in: Rect(x: 0, y: 0, width: 10, height: 10), at: 12)
        #expect(cell.nextRedrawTime == nil)
        #expect(!cell.wantsFrame(at: 1000))

        cell.redrawInterval = 0
        cell.draw(on: DebugOverlayRecordingCanvas(), in: Rect(x: 0, y: 0, width: 10, height: 10), at: 13)
        #expect(cell.wantsFrame(at: 13), "every frame")
    }

    @Test("Negative and non-finite intervals read as none", arguments: [-1.0, .nan, .infinity])
    func invalidIntervalsAreNone(interval: Double) {
        #expect(MainThreadCellNode(redrawInterval: interval) { _, _, _ in }.redrawInterval == nil)
    }

    @Test("It is sized like any cell: its preferred size within its constraints")
    func sizedLikeAnyCell() {
        let cell = MainThreadCellNode { _, _, _ in }
        cell.style.preferredSize = Size(width: 300, height: 44)
        let layout = cell.layout(in: SizeRange(min: .zero, max: Size(width: 200, height: 1000)), environment: LayoutEnvironment())
        #expect(layout.size == Size(width: 200, height: 44))
    }
}
