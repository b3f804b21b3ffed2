import CSDL2
import FolioCore
import Testing
import TestSupport
@testable import FolioSDL

/// The presses an embedded collection holds end even when their releases never reach it: a
/// press elsewhere, motion without the button, the window losing the focus, a finger's id put
/// down again, or the app asking. The collection hears each as a cancelled pointer.
@MainActor
@Suite("Embedded collection: held presses", .serialized)
struct SDLEmbeddedCollectionPointerTests {
    private static let window = EmbeddedTestFixture.window
    private typealias Make = EmbeddedTestEvents

    /// Presses the left button inside the rectangle (over item 1) at `ms`.
    private func pressInside(_ embedded: SDLEmbeddedCollection, _ grid: CollectionNode, ms: UInt32) {
        #expect(embedded.handle(Make.button(down: true, x: 250, y: 120, ms: ms, window: Self.window)))
        #expect(grid.scrollModel.isPressed)
    }

    @Test("A left press outside after a release that went unheard leaves its drag to the app")
    func pressOutsideLetsGo() throws {
        try EmbeddedTestFixture.withGrid { embedded, grid, _ in
            pressInside(embedded, grid, ms: 1_000)
            // The release happened over another window; the next press is the app's.
            #expect(!embedded.handle(Make.button(down: true, x: 20, y: 20, ms: 2_000, window: Self.window)))
            #expect(!grid.scrollModel.isPressed, "the collection heard its press cancelled")
            #expect(!embedded.handle(Make.motion(x: 200, y: 100, ms: 2_016, window: Self.window)), "the app's drag")
            #expect(!embedded.handle(Make.button(down: false, x: 200, y: 100, ms: 2_032, window: Self.window)))
            #expect(grid.contentOffset == 0)
            #expect(grid.selectedItem == nil)
        }
    }

    @Test("A second left press inside cancels the first and is the collection's")
    func pressInsideAgainStartsAfresh() throws {
        try EmbeddedTestFixture.withGrid { embedded, grid, _ in
            pressInside(embedded, grid, ms: 1_000)
            pressInside(embedded, grid, ms: 2_000)
            #expect(embedded.handle(Make.button(down: false, x: 250, y: 120, ms: 2_050, window: Self.window)))
            #expect(grid.selectedItem == 1)
        }
    }

    @Test("Motion without the left button ends a held drag, and is the app's")
    func motionWithoutTheButtonLetsGo() throws {
        try EmbeddedTestFixture.withGrid { embedded, grid, _ in
            pressInside(embedded, grid, ms: 1_000)
            #expect(embedded.handle(Make.motion(x: 250, y: 80, ms: 1_016, window: Self.window)))
            #expect(!embedded.handle(Make.motion(x: 250, y: 60, ms: 1_032, pressed: false, window: Self.window)))
            #expect(!grid.scrollModel.isPressed)
            #expect(!embedded.handle(Make.motion(x: 250, y: 20, ms: 1_048, window: Self.window)),
                    "a later drag began elsewhere")
        }
    }

    @Test("The window losing the focus cancels every held press; another window's focus does not")
    func focusLostCancels() throws {
        try EmbeddedTestFixture.withGrid { embedded, grid, _ in
            pressInside(embedded, grid, ms: 1_000)
            #expect(!embedded.handle(Make.windowEvent(SDL_WINDOWEVENT_FOCUS_LOST, ms: 1_100, window: 7)))
            #expect(grid.scrollModel.isPressed)
            #expect(!embedded.handle(Make.windowEvent(SDL_WINDOWEVENT_FOCUS_LOST, ms: 1_200, window: Self.window)))
            #expect(!grid.scrollModel.isPressed)
            #expect(!embedded.handle(Make.motion(x: 250, y: 60, ms: 1_216, window: Self.window)))
            #expect(!embedded.handle(Make.button(down: false, x: 250, y: 60, ms: 1_232, window: Self.window)))
        }
    }

    @Test("cancelPointers ends the mouse's and the fingers' presses, once")
    func cancelPointersEndsEverything() throws {
        try EmbeddedTestFixture.withGrid { embedded, grid, _ in
            // This window has no size for SDL, so fingers land at its origin: put the rectangle there.
            embedded.place(Rect(x: 0, y: 0, width: 200, height: 150), at: 0)
            #expect(embedded.handle(Make.finger(SDL_FINGERDOWN, id: 3, x: 0, y: 0, ms: 1_000, window: Self.window)))
            #expect(embedded.handle(Make.button(down: true, x: 150, y: 70, ms: 1_010, window: Self.window)))
            embedded.cancelPointers(at: 1.1)
            #expect(!grid.scrollModel.isPressed)
            #expect(!embedded.handle(Make.finger(SDL_FINGERMOTION, id: 3, x: 0, y: 0, ms: 1_200, window: Self.window)))
            #expect(!embedded.handle(Make.motion(x: 150, y: 20, ms: 1_216, window: Self.window)))
            embedded.draw(in: Rect(x: 0, y: 0, width: 200, height: 150))
            embedded.cancelPointers()
            #expect(!embedded.needsDisplay, "nothing held: nothing to cancel again")
        }
    }

    @Test("A finger put down again under a held finger's id ends the held one")
    func fingerIdReusedLetsGo() throws {
        try EmbeddedTestFixture.withGrid { embedded, _, _ in
            embedded.place(Rect(x: 0, y: 0, width: 200, height: 150), at: 0)
            #expect(embedded.handle(Make.finger(SDL_FINGERDOWN, id: 5, x: 0, y: 0, ms: 1_000, window: Self.window)))
            // The rectangle moves away from where fingers land; the lift was never seen.
            embedded.place(EmbeddedTestFixture.rect, at: 1)
            #expect(!embedded.handle(Make.finger(SDL_FINGERDOWN, id: 5, x: 0, y: 0, ms: 2_000, window: Self.window)))
            #expect(!embedded.handle(Make.finger(SDL_FINGERMOTION, id: 5, x: 0, y: 0, ms: 2_016, window: Self.window)),
                    "the new touch began outside")
            #expect(!embedded.handle(Make.finger(SDL_FINGERUP, id: 5, x: 0, y: 0, ms: 2_032, window: Self.window)))
        }
    }
}
