@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Buttons on a pager's own pages (not in feeds): a tap at rest on one acts, a swipe that starts
/// on one pages and acts on nothing, and a press that catches a moving pager is paging's.
@Suite(.serialized)
@MainActor
struct PagerNodeButtonTests {
    private static let onButton = Point(x: 300, y: 300)

    private static func pager(initialPage: Int = 0) -> (PagerNode, ManualWorkScheduler, ButtonPagerSource, ActionRecorder) {
        let recorder = ActionRecorder()
        let source = ButtonPagerSource(pages: 5, recorder: recorder)
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), initialPage: initialPage,
                              wake: {})
        pager.dataSource = source
        pager.setBounds(GridFixture.size, scale: 1, at: 0)
        settle(pager, scheduler, at: 0)
        return (pager, scheduler, source, recorder)
    }

    private static func settle(_ pager: PagerNode, _ scheduler: ManualWorkScheduler, at time: Double) {
        var quiet = 0
        while quiet < 2 {
            scheduler.runAll()
            pager.tick(at: time)
            quiet = scheduler.pendingKeys.isEmpty ? quiet + 1 : 0
        }
    }

    @Test("a tap on a page's button acts once, on the main thread, shows it pressed meanwhile, and leaves the page where it is")
    func tapActs() throws {
        let (pager, scheduler, source, recorder) = Self.pager()
        let button = try #require(source.buttons.current[0])
        pager.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onButton)))
        #expect(button.isHighlighted)
        #expect(scheduler.pendingKeys.contains(0), "the page is drawn again, pressed")
        Self.settle(pager, scheduler, at: 1.05)
        pager.handle(InputEvent(time: 1.1, kind: .pointerUp(.mouse, Self.onButton)))
        pager.tick(at: 1.1)
        #expect(recorder.calls.current.map(\.title) == ["B0"])
        #expect(recorder.calls.current.first?.thread == ThreadIdentity.current)
        #expect(!button.isHighlighted)
        Self.settle(pager, scheduler, at: 2)
        #expect(pager.currentPageIndex == 0)
        #expect(recorder.count == 1)
    }

    @Test("after paging, a tap reaches the button of the page shown")
    func tapOnAnotherPage() throws {
        let (pager, scheduler, _, recorder) = Self.pager(initialPage: 3)
        pager.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onButton)))
        Self.settle(pager, scheduler, at: 1.05)
        pager.handle(InputEvent(time: 1.1, kind: .pointerUp(.mouse, Self.onButton)))
        #expect(recorder.calls.current.map(\.title) == ["B3"])
    }

    @Test("a swipe that starts on a button pages and acts on nothing; the button lets go as the drag begins")
    func swipeStartingOnAButton() throws {
        let (pager, scheduler, source, recorder) = Self.pager()
        let button = try #require(source.buttons.current[0])
        pager.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onButton)))
        #expect(button.isHighlighted)
        var x = Self.onButton.x
        for step in 1...10 {
            x -= 40
            pager.handle(InputEvent(time: 1 + Double(step) * 0.01, kind: .pointerMoved(.mouse, Point(x: x, y: Self.onButton.y))))
        }
        #expect(!button.isHighlighted)
        pager.handle(InputEvent(time: 1.11, kind: .pointerUp(.mouse, Point(x: x, y: Self.onButton.y))))
        for tick in 1...120 { pager.tick(at: 1.11 + Double(tick) / 60) }
        Self.settle(pager, scheduler, at: 4)
        #expect(pager.currentPageIndex == 1)
        #expect(recorder.count == 0)
    }

    @Test("a press that catches the pager while it moves is paging's: the button is not pressed and does not act")
    func pressWhileMovingCatches() throws {
        let (pager, scheduler, source, recorder) = Self.pager()
        pager.scrollToPage(at: 2, animated: true)
        pager.tick(at: 0.05)
        pager.handle(InputEvent(time: 0.06, kind: .pointerDown(.mouse, Self.onButton)))
        #expect(source.buttons.current.values.allSatisfy { !$0.isHighlighted })
        pager.handle(InputEvent(time: 0.1, kind: .pointerUp(.mouse, Self.onButton)))
        for tick in 1...120 { pager.tick(at: 0.1 + Double(tick) / 60) }
        Self.settle(pager, scheduler, at: 3)
        #expect(recorder.count == 0)
    }
}
