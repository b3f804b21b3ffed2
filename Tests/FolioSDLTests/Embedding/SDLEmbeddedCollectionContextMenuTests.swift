import CSDL2
import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// Offers Open and Delete for every item.
@MainActor
private final class TwoActionMenus: CollectionDelegate {
    func collectionNode(_ collectionNode: CollectionNode, contextMenuForItemAt indexPath: IndexPath, node: CellNode?) -> ContextMenu? {
        ContextMenu([ContextMenuAction(title: "Open"), ContextMenuAction(title: "Delete", isDestructive: true)])
    }
}

/// A context menu in a collection embedded in an app's "window": the right button opens it,
/// it is drawn over the collection, whole inside the rectangle, and while it is open the app's
/// command keys (Delete, shortcuts) are taken, not listed; Esc closes it before it is the app's.
@MainActor
@Suite("Embedded collection's context menu", .serialized)
struct SDLEmbeddedCollectionContextMenuTests {
    private static let window = EmbeddedTestFixture.window
    private static let rect = EmbeddedTestFixture.rect
    private typealias Make = EmbeddedTestEvents
    /// Held for the whole test: the collection holds its delegate weakly.
    private let menus = TwoActionMenus()

    @Test("The right button opens the menu, drawn at the pointer flipped inside the rectangle; commands wait until Esc closes it")
    func rightButtonMenu() throws {
        try EmbeddedTestFixture.withGrid { embedded, grid, target in
            grid.delegate = menus
            // (250, 120) is (150, 70) in the rectangle: item 1.
            #expect(embedded.handle(Make.button(down: true, x: 250, y: 120, ms: 1_000, button: SDL_BUTTON_RIGHT, window: Self.window)))
            let popup = try #require(grid.contextMenuPopup)
            // Too wide for the room right of the pointer: flipped, then kept off the left edge.
            #expect(popup.frame.minX == ContextMenuPopup.edgeMargin && popup.frame.maxY <= Self.rect.height - ContextMenuPopup.edgeMargin)

            embedded.draw(in: Self.rect)
            let panel = Point(x: Self.rect.minX + popup.frame.midX, y: Self.rect.minY + popup.frame.minY + 2.5)
            #expect(target.pixel(x: Int(panel.x * target.scale), y: Int(panel.y * target.scale)) == SDLContextMenuView().panelColor)

            #expect(embedded.handle(Make.key(SDLK_DELETE, ms: 1_100, window: Self.window)), "Delete is the menu's")
            #expect(embedded.handle(Make.key(SDLK_i, ms: 1_110, window: Self.window)), "so is a shortcut")
            #expect(embedded.takeCommands().isEmpty)
            #expect(embedded.handle(Make.key(SDLK_ESCAPE, ms: 1_200, window: Self.window)))
            #expect(!grid.isShowingContextMenu)
            #expect(embedded.takeCommands().isEmpty, "the Esc that closed the menu is not the app's")

            #expect(!embedded.handle(Make.key(SDLK_DELETE, ms: 1_300, window: Self.window)))
            #expect(!embedded.handle(Make.key(SDLK_ESCAPE, ms: 1_310, window: Self.window)))
            #expect(embedded.takeCommands() == [.delete, .back])
            embedded.draw(in: Self.rect)
            #expect(target.pixel(x: Int(panel.x * target.scale), y: Int(panel.y * target.scale)) != SDLContextMenuView().panelColor)
        }
    }
}
