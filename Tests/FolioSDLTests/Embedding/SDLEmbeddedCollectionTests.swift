import CSDL2
import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// A collection embedded in part of an app's "window" (a software renderer on a 400×300
/// surface): which events it takes, in which coordinates they reach it, how its rectangle lays
/// it out, and that it draws inside the rectangle only and leaves the renderer as it found it.
@MainActor
@Suite("Embedded collection", .serialized)
struct SDLEmbeddedCollectionTests {
    private static let window = EmbeddedTestFixture.window
    private static let rect = EmbeddedTestFixture.rect
    private typealias Make = EmbeddedTestEvents

    private func withEmbedded(_ body: (SDLEmbeddedCollection, CollectionNode, TextureTestTarget) throws -> Void) throws {
        try EmbeddedTestFixture.withGrid(body)
    }

    /// A click (press and release) at (`x`, `y`) of the window; whether each half was taken.
    private func click(_ embedded: SDLEmbeddedCollection, x: Int32, y: Int32, ms: UInt32) -> (down: Bool, up: Bool) {
        let down = embedded.handle(Make.button(down: true, x: x, y: y, ms: ms, window: Self.window))
        let up = embedded.handle(Make.button(down: false, x: x, y: y, ms: ms + 50, window: Self.window))
        return (down, up)
    }

    @Test("Clicks outside the rectangle are left to the app; inside they are taken and reach the collection in the rectangle's coordinates")
    func clicksAreTranslatedIntoTheRectangle() throws {
        try withEmbedded { embedded, grid, _ in
            #expect(click(embedded, x: 50, y: 60, ms: 1_000) == (false, false))
            #expect(click(embedded, x: 350, y: 120, ms: 1_200) == (false, false), "right of the rectangle")
            #expect(grid.selectedItem == nil)
            // (250, 120) is (150, 70) in the rectangle: item 1. Untranslated it would be none.
            #expect(click(embedded, x: 250, y: 120, ms: 2_000) == (true, true))
            #expect(grid.selectedItem == 1)
            // (150, 130) is (50, 80): item 2, where untranslated it would be item 3.
            #expect(click(embedded, x: 150, y: 130, ms: 3_000) == (true, true))
            #expect(grid.selectedItem == 2)
            // Other buttons are taken inside the rectangle, though the collection ignores them.
            #expect(embedded.handle(Make.button(down: true, x: 150, y: 130, ms: 4_000, button: SDL_BUTTON_RIGHT, window: Self.window)))
            #expect(!embedded.handle(Make.button(down: true, x: 10, y: 10, ms: 4_100, button: SDL_BUTTON_RIGHT, window: Self.window)))
        }
    }

    @Test("A drag that begins inside stays the collection's wherever it goes until the release; one that begins outside stays the app's")
    func dragsStayWithWhereTheyBegan() throws {
        try withEmbedded { embedded, grid, _ in
            #expect(embedded.handle(Make.button(down: true, x: 200, y: 180, ms: 1_000, window: Self.window)))
            var ms: UInt32 = 1_000
            for y in stride(from: Int32(160), through: 10, by: -30) {
                ms += 16
                #expect(embedded.handle(Make.motion(x: 200, y: y, ms: ms, window: Self.window)), "motion at y \(y)")
            }
            // Released above the rectangle, held still first so that nothing flings.
            #expect(embedded.handle(Make.motion(x: 200, y: 10, ms: ms + 200, window: Self.window)))
            #expect(embedded.handle(Make.button(down: false, x: 200, y: 10, ms: ms + 216, window: Self.window)))
            _ = embedded.advance(to: 3)
            let offset = grid.contentOffset
            // Dragged 170 px; the first few only tell a drag from a click.
            #expect((130...170).contains(offset), "offset \(offset)")
            #expect(!embedded.handle(Make.motion(x: 200, y: 100, ms: 4_000, pressed: false, window: Self.window)),
                    "hovering is not a drag")

            #expect(!embedded.handle(Make.button(down: true, x: 50, y: 180, ms: 5_000, window: Self.window)))
            #expect(!embedded.handle(Make.motion(x: 200, y: 150, ms: 5_016, window: Self.window)))
            #expect(!embedded.handle(Make.motion(x: 200, y: 60, ms: 5_032, window: Self.window)))
            #expect(!embedded.handle(Make.button(down: false, x: 200, y: 60, ms: 5_048, window: Self.window)))
            _ = embedded.advance(to: 6)
            #expect(grid.contentOffset == offset)
        }
    }

    @Test("The wheel is the collection's over the rectangle only")
    func wheelOverTheRectangle() throws {
        try withEmbedded { embedded, grid, _ in
            #expect(!embedded.handle(Make.wheel(x: 50, y: 100, ms: 1_000, window: Self.window)))
            #expect(!embedded.handle(Make.wheel(x: 200, y: 250, ms: 1_000, window: Self.window)))
            _ = embedded.advance(to: 2)
            #expect(grid.contentOffset == 0)
            #expect(embedded.handle(Make.wheel(x: 200, y: 100, ms: 2_000, window: Self.window)))
            _ = embedded.advance(to: 4)
            #expect(grid.contentOffset > 0)
        }
    }

    @Test("Keys reach the collection only while it has the keyboard, and only the keys it uses; commands are listed and left to the app")
    func keysNeedTheFocus() throws {
        try withEmbedded { embedded, grid, _ in
            embedded.hasKeyboardFocus = false
            #expect(!embedded.handle(Make.key(SDLK_RIGHT, ms: 1_000, window: Self.window)))
            #expect(!embedded.handle(Make.key(SDLK_q, ms: 1_010, window: Self.window)))
            #expect(grid.focusedItem == nil)
            #expect(embedded.takeCommands().isEmpty, "keys without the keyboard are not commands either")

            embedded.hasKeyboardFocus = true
            #expect(embedded.handle(Make.key(SDLK_RIGHT, ms: 2_000, window: Self.window)))
            #expect(grid.focusedItem != nil)
            #expect(!embedded.handle(Make.key(SDLK_q, ms: 2_010, window: Self.window)))
            #expect(!embedded.handle(Make.key(SDLK_a, ms: 2_020, window: Self.window)))
            #expect(!embedded.handle(Make.key(SDLK_ESCAPE, ms: 2_030, window: Self.window)))
            #expect(!embedded.handle(Make.key(SDLK_F5, ms: 2_040, window: Self.window)), "a key Folio does not use")
            #expect(embedded.takeCommands() == [.quit, .shortcut("a"), .back])
            #expect(embedded.takeCommands().isEmpty, "taken once")
            #expect(!embedded.handle(Make.key(SDLK_RIGHT, ms: 3_000, window: 7)), "another window's key")
        }
    }

    @Test("An app that never takes its commands keeps only the newest")
    func commandsAreBounded() throws {
        try withEmbedded { embedded, _, _ in
            let digits: [SDL_KeyCode] = [SDLK_0, SDLK_1, SDLK_2, SDLK_3, SDLK_4, SDLK_5, SDLK_6, SDLK_7, SDLK_8, SDLK_9]
            let presses = SDLEmbeddedCollection.keptReportCount + 76
            for press in 0..<presses {
                #expect(!embedded.handle(Make.key(digits[press % 10], ms: UInt32(press), window: Self.window)))
            }
            let commands = embedded.takeCommands()
            #expect(commands.count == SDLEmbeddedCollection.keptReportCount)
            #expect(commands.first == .shortcut("6") && commands.last == .shortcut("9"), "the oldest 76 went")
        }
    }

    @Test("Quitting and closing the window are commands, never taken; window events and other windows' input are the app's")
    func windowEventsAreTheApps() throws {
        try withEmbedded { embedded, grid, _ in
            #expect(!embedded.handle(Make.quit()))
            #expect(embedded.takeCommands() == [.quit])
            #expect(!embedded.handle(Make.windowEvent(SDL_WINDOWEVENT_CLOSE, window: Self.window)))
            #expect(embedded.takeCommands() == [.quit], "closing the window")
            #expect(!embedded.handle(Make.windowEvent(SDL_WINDOWEVENT_CLOSE, window: 7)))
            #expect(embedded.takeCommands().isEmpty, "closing another window")
            #expect(!embedded.handle(Make.windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, width: 800, height: 600, window: Self.window)))
            #expect(grid.bounds == Self.rect.size, "the app's window size is not the collection's")
            #expect(!embedded.handle(Make.windowEvent(SDL_WINDOWEVENT_EXPOSED, window: Self.window)))
            #expect(!embedded.handle(Make.button(down: true, x: 200, y: 100, ms: 1_000, window: 7)))
            #expect(!embedded.handle(Make.wheel(x: 200, y: 100, ms: 1_000, window: 7)))
        }
    }

    @Test("The event overload for another SDL module's SDL_Event takes the same events")
    func rawEventPointer() throws {
        try withEmbedded { embedded, grid, _ in
            var outside = Make.button(down: true, x: 20, y: 20, ms: 1_000, window: Self.window)
            #expect(!embedded.handle(eventAt: &outside))
            var down = Make.button(down: true, x: 250, y: 120, ms: 2_000, window: Self.window)
            var up = Make.button(down: false, x: 250, y: 120, ms: 2_050, window: Self.window)
            #expect(embedded.handle(eventAt: &down))
            #expect(embedded.handle(eventAt: &up))
            #expect(grid.selectedItem == 1)
        }
    }

    @Test("The rectangle's size is the collection's bounds: moving it keeps the layout, resizing it lays the collection out again")
    func rectangleSetsTheBounds() throws {
        try withEmbedded { embedded, grid, target in
            #expect(grid.bounds == Self.rect.size)
            embedded.rect = Self.rect.offsetBy(dx: -100, dy: -50)
            #expect(grid.bounds == Self.rect.size)
            #expect(click(embedded, x: 150, y: 30, ms: 1_000) == (true, true))
            #expect(grid.selectedItem == 1, "clicks follow the moved rectangle")
            embedded.draw(in: Rect(x: 0, y: 0, width: 300, height: 225))
            #expect(grid.bounds == Size(width: 300, height: 225))
            #expect(target.pixel(x: 250, y: 30) == TextureTestTarget.color(ofItem: 2), "three columns now")
        }
    }

    @Test("It draws inside its rectangle only, and gives the app back its viewport, clip, colour and blend mode")
    func drawsInsideTheRectangleOnly() throws {
        try withEmbedded { embedded, _, target in
            let appColour = Color(red: 10, green: 200, blue: 10)
            target.clear(appColour)
            var appClip = SDL_Rect(x: 0, y: 0, w: 390, h: 290)
            SDL_RenderSetClipRect(target.renderer, &appClip)
            SDL_SetRenderDrawColor(target.renderer, 1, 2, 3, 4)
            SDL_SetRenderDrawBlendMode(target.renderer, SDL_BLENDMODE_NONE)
            embedded.draw(in: Self.rect)
            // Items 0-3 at their places in the rectangle.
            #expect(target.pixel(x: 101, y: 51) == TextureTestTarget.color(ofItem: 0))
            #expect(target.pixel(x: 250, y: 80) == TextureTestTarget.color(ofItem: 1))
            #expect(target.pixel(x: 150, y: 160) == TextureTestTarget.color(ofItem: 2))
            #expect(target.pixel(x: 298, y: 198) == TextureTestTarget.color(ofItem: 3))
            // The grid's later rows and columns, and its background, stay inside.
            for (x, y) in [(99, 100), (300, 100), (200, 49), (200, 200), (350, 250), (20, 20)] {
                #expect(target.pixel(x: x, y: y) == appColour, "(\(x), \(y)) was drawn over")
            }
            var viewport = SDL_Rect()
            SDL_RenderGetViewport(target.renderer, &viewport)
            #expect(viewport.x == 0 && viewport.y == 0 && viewport.w == 400 && viewport.h == 300)
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(target.renderer, &clip)
            #expect(SDL_RenderIsClipEnabled(target.renderer) == SDL_TRUE)
            #expect(clip.w == 390 && clip.h == 290)
            var red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0, alpha: UInt8 = 0
            SDL_GetRenderDrawColor(target.renderer, &red, &green, &blue, &alpha)
            #expect([red, green, blue, alpha] == [1, 2, 3, 4])
            var mode = SDL_BLENDMODE_BLEND
            SDL_GetRenderDrawBlendMode(target.renderer, &mode)
            #expect(mode == SDL_BLENDMODE_NONE)
        }
    }

    @Test("Reports come in order, once: the content drawn, then what input did; and a frame is wanted only after something changed")
    func reportsAndNeedsDisplay() throws {
        try withEmbedded { embedded, _, _ in
            #expect(embedded.needsDisplay, "nothing drawn yet")
            embedded.draw(in: Self.rect)
            #expect(embedded.takeReports() == (0..<4).map { .content(item: $0) })
            #expect(embedded.takeReports().isEmpty)
            #expect(!embedded.needsDisplay)
            #expect(!embedded.advance(to: 1))
            #expect(click(embedded, x: 250, y: 120, ms: 2_000) == (true, true))
            #expect(embedded.needsDisplay)
            #expect(embedded.advance(to: 2.1))
            #expect(embedded.takeReports() == [.collection(.selected(item: 1))])
            embedded.draw(in: Self.rect)
            #expect(!embedded.needsDisplay)
            embedded.setNeedsDisplay()
            #expect(embedded.needsDisplay)
        }
    }
}
