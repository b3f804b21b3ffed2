import CSDL2
import FolioCore
import Testing
import TestSupport
@testable import FolioSDL

/// When an embedded collection wants frames and how it is laid out: a new scale at the same
/// size lays it out again; an empty rectangle, or the app hiding it, wants no frames (not even
/// for a page drawn on the main thread every frame) and holds it to its visible items.
@MainActor
@Suite("Embedded collection: scale and visibility", .serialized)
struct SDLEmbeddedCollectionVisibilityTests {
    private static let rect = EmbeddedTestFixture.rect
    private typealias Make = EmbeddedTestEvents

    @Test("A window moved to a screen of another density, at the same logical size, lays the collection out at the new scale")
    func scaleAloneLaysOutAgain() throws {
        try EmbeddedTestFixture.withGrid { embedded, grid, _ in
            embedded.draw(in: Self.rect)
            #expect(grid.displayScale == 1)
            #expect(!embedded.needsDisplay)
            embedded.place(Self.rect, scale: 2, at: 1)
            #expect(grid.displayScale == 2)
            #expect(grid.bounds == Self.rect.size)
            #expect(embedded.needsDisplay, "its items must be drawn again, sharper")
            embedded.place(Self.rect, scale: 2, at: 2)
            embedded.place(Self.rect.offsetBy(dx: 10, dy: 0), scale: 2, at: 3)
            #expect(grid.displayScale == 2 && grid.bounds == Self.rect.size)
        }
    }

    @Test("Uncovering the window, or moving it to another display, asks for a frame; another window's events do not")
    func exposedAndDisplayChangedAskForAFrame() throws {
        try EmbeddedTestFixture.withGrid { embedded, _, _ in
            let window = EmbeddedTestFixture.window
            for kind in [SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_DISPLAY_CHANGED] {
                embedded.draw(in: Self.rect)
                #expect(!embedded.needsDisplay)
                #expect(!embedded.handle(Make.windowEvent(kind, window: 7)))
                #expect(!embedded.needsDisplay, "another window's \(kind)")
                #expect(!embedded.handle(Make.windowEvent(kind, window: window)))
                #expect(embedded.needsDisplay, "\(kind)")
            }
        }
    }

    @Test("A page drawn every frame wants frames while shown, and none once its rectangle is empty, until it has room again")
    func emptyRectangleWantsNoFrames() throws {
        try EmbeddedTestFixture.withLivePage { embedded, pager, _ in
            embedded.draw(in: Self.rect)
            #expect(embedded.needsDisplay, "the live page redraws every frame")
            let narrow = Rect(x: 220, y: 0, width: 0, height: 300)
            embedded.draw(in: narrow)
            #expect(!embedded.needsDisplay)
            #expect(!embedded.advance(to: 1))
            embedded.setNeedsDisplay()
            #expect(!embedded.needsDisplay, "nothing to draw")
            #expect(embedded.nextDeadline == nil)
            #expect(pager.bounds == Self.rect.size, "laid out as it was, for when it has room")
            embedded.draw(in: narrow)
            #expect(!embedded.needsDisplay)
            embedded.rect = Self.rect
            #expect(embedded.needsDisplay)
            embedded.draw(in: Self.rect)
            #expect(embedded.needsDisplay, "drawing every frame again")
        }
    }

    @Test("A hidden collection wants no frames, draws nothing and keeps its visible items only, until shown")
    func hiddenWantsNoFrames() throws {
        try EmbeddedTestFixture.withLivePage { embedded, pager, target in
            embedded.draw(in: Self.rect)
            #expect(embedded.needsDisplay)
            #expect(pager.forcedRangeMode == nil)
            embedded.isHidden = true
            #expect(!embedded.needsDisplay)
            #expect(pager.forcedRangeMode == .visibleOnly)
            #expect(!embedded.advance(to: 1))
            #expect(embedded.handle(Make.key(SDLK_RIGHT, ms: 1_000, window: EmbeddedTestFixture.window)))
            #expect(!embedded.advance(to: 1.1), "input moves it, but nobody sees it")
            #expect(embedded.nextDeadline == nil)
            let appColour = Color(red: 10, green: 200, blue: 10)
            target.clear(appColour)
            embedded.draw(in: Self.rect)
            #expect(target.pixel(x: 200, y: 120) == appColour, "nothing drawn")
            embedded.isHidden = false
            #expect(pager.forcedRangeMode == nil)
            #expect(embedded.needsDisplay)
            embedded.draw(in: Self.rect)
            #expect(target.pixel(x: 200, y: 120) != appColour)
        }
    }

    @Test("Hidden by the app and by the window, the collection keeps its visible items only until both show it")
    func hiddenByTheAppAndTheWindow() throws {
        try EmbeddedTestFixture.withGrid { embedded, grid, _ in
            let window = EmbeddedTestFixture.window
            embedded.isHidden = true
            // This window is unknown to SDL, which therefore takes it for hidden.
            _ = embedded.handle(Make.windowEvent(SDL_WINDOWEVENT_MINIMIZED, window: window))
            embedded.isHidden = false
            #expect(grid.forcedRangeMode == .visibleOnly, "the window is still minimised")
            embedded.isHidden = true
            _ = embedded.handle(Make.windowEvent(SDL_WINDOWEVENT_RESTORED, window: window))
            #expect(grid.forcedRangeMode == .visibleOnly, "the app still hides it")
            embedded.isHidden = false
            #expect(grid.forcedRangeMode == nil)
            grid.forcedRangeMode = .full
            embedded.isHidden = true
            embedded.isHidden = false
            #expect(grid.forcedRangeMode == .full, "the app's own mode is left alone")
        }
    }
}
