import CSDL2
import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// The context menu's popup as the host draws it over a software renderer: the panel, its
/// shadow, the highlighted row's tint, and the titles in their colours.
@MainActor
@Suite("Context menu view", .serialized)
struct SDLContextMenuViewTests {
    private static let background = Color(red: 128, green: 128, blue: 128)
    /// Open (highlighted), Disabled, Delete (destructive), opened at (100, 60).
    private static let popup: ContextMenuPopup = {
        let menu = ContextMenu([
            ContextMenuAction(title: "Open"),
            ContextMenuAction(title: "Disabled", isEnabled: false),
            ContextMenuAction(title: "Delete", isDestructive: true),
        ])
        var popup = ContextMenuPopup(menu: menu, at: Point(x: 100, y: 60), titleWidths: [40, 70, 50],
                                     within: Rect(origin: .zero, size: TextureTestTarget.bounds))
        popup.moveHighlight(by: 1)
        return popup
    }()

    /// The pixels of `rect` (logical pixels) at `scale`, row by row.
    private func pixels(_ target: TextureTestTarget, _ rect: Rect, scale: Double) -> [Color] {
        let xs = Int(rect.minX * scale)..<Int(rect.maxX * scale), ys = Int(rect.minY * scale)..<Int(rect.maxY * scale)
        return ys.flatMap { y in xs.map { target.pixel(x: $0, y: y) } }
    }

    /// The pixel at logical point (`x`, `y`).
    private func pixel(_ target: TextureTestTarget, _ x: Double, _ y: Double, scale: Double) -> Color {
        target.pixel(x: Int(x * scale), y: Int(y * scale))
    }

    @Test("The panel, the highlighted row's tint, a dimmed and a red title, a shadow below, and nothing far from it",
          arguments: [1.0, 2.0])
    func drawsThePopup(scale: Double) throws {
        try TextureTestTarget.with(scale: scale, clearColor: Self.background) { target in
            let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
            canvas.beginFrame(bounds: Rect(origin: .zero, size: TextureTestTarget.bounds), scale: target.scale)
            let view = SDLContextMenuView()
            view.draw(Self.popup, on: canvas)
            let frame = Self.popup.frame
            let open = Self.popup.rowFrame(0), disabled = Self.popup.rowFrame(1), delete = Self.popup.rowFrame(2)

            #expect(pixel(target, frame.midX, frame.minY + 2.5, scale: scale) == view.panelColor, "the panel's top padding")
            #expect(pixel(target, open.minX + 9, open.midY, scale: scale) == view.highlightColor, "the tint, left of the title")
            #expect(pixel(target, disabled.minX + 9, disabled.midY, scale: scale) == view.panelColor, "no tint on another row")

            let titles = Rect(x: open.minX + ContextMenuPopup.titleInset, y: open.minY, width: 60, height: open.height)
            let white = pixels(target, titles, scale: scale).filter { $0.red > 200 && $0.green > 200 && $0.blue > 200 }
            #expect(white.count > 20, "Open's title, white on the tint")
            let red = pixels(target, titles.offsetBy(dx: 0, dy: delete.minY - open.minY), scale: scale)
                .filter { Int($0.red) > Int($0.green) + 80 }
            #expect(red.count > 20, "Delete's title is red")
            let dim = pixels(target, titles.offsetBy(dx: 0, dy: disabled.minY - open.minY), scale: scale)
            #expect(dim.allSatisfy { max($0.red, $0.green, $0.blue) <= view.disabledTitleColor.blue + 2 }, "Disabled's title is dimmed")
            #expect(dim.contains { $0 != view.panelColor }, "but drawn")

            let shadow = pixel(target, frame.midX, frame.maxY + 3, scale: scale)
            #expect(shadow.red < Self.background.red - 20, "a shadow below the panel: \(shadow)")
            #expect(pixel(target, frame.maxX + SDLContextMenuView.shadowReach + 2, frame.midY, scale: scale) == Self.background)
            #expect(pixel(target, 10, 10, scale: scale) == Self.background)
        }
    }
}
