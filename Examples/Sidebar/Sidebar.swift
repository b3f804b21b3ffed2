import CSDL2
import FolioCore
import FolioSDL

/// The app's own list of albums down the left of the window, drawn with plain SDL calls: a
/// heading, then one row per album with a swatch of its colour; the selected row is lit, more
/// brightly while the sidebar has the keyboard. Main thread.
@MainActor
final class Sidebar {
    /// The sidebar's width in logical pixels.
    static let width = 220.0
    private static let headingHeight = 64.0
    private static let rowHeight = 44.0

    private let albums: [Album]
    private let heading: SidebarLabel?
    private let labels: [SidebarLabel?]
    /// The row lit, which is the page the pager shows or is going to.
    var selectedRow = 0
    /// Whether Up and Down move the selection, rather than the pager having the keyboard.
    var hasFocus = false

    /// Renders the labels with Folio's text engine (`measurer`, which the pager's pages share) at
    /// `scale` physical pixels per logical pixel.
    init(albums: [Album], renderer: OpaquePointer, measurer: SDLTextMeasurer, scale: Double) {
        self.albums = albums
        heading = SidebarLabel("ALBUMS", attributes: TextAttributes(size: 13, weight: .bold), scale: scale, measurer: measurer,
                               renderer: renderer)
        labels = albums.map {
            SidebarLabel($0.title, attributes: TextAttributes(size: 15), scale: scale, measurer: measurer, renderer: renderer)
        }
    }

    /// The row at `point` (logical pixels in the window), if any.
    func row(at point: Point) -> Int? {
        guard point.x >= 0, point.x < Self.width, point.y >= Self.headingHeight else { return nil }
        let row = Int((point.y - Self.headingHeight) / Self.rowHeight)
        return row < albums.count ? row : nil
    }

    /// Draws the sidebar down the left of a window `height` logical pixels tall.
    func draw(on renderer: OpaquePointer, height: Double, scale: Double) {
        func pixels(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> SDL_Rect {
            SDL_Rect(x: Int32((x * scale).rounded()), y: Int32((y * scale).rounded()),
                     w: Int32((width * scale).rounded()), h: Int32((height * scale).rounded()))
        }
        fill(renderer, pixels(0, 0, Self.width, height), Color(red: 32, green: 33, blue: 38))
        fill(renderer, pixels(Self.width - 1, 0, 1, height), Color(red: 56, green: 58, blue: 66))
        heading?.draw(on: renderer, x: Int32(20 * scale), midY: Int32(38 * scale), color: (140, 144, 156))
        for (row, album) in albums.enumerated() {
            let top = Self.headingHeight + Double(row) * Self.rowHeight
            if row == selectedRow {
                let lit = hasFocus ? Color(red: 62, green: 92, blue: 150) : Color(red: 52, green: 55, blue: 64)
                fill(renderer, pixels(8, top + 2, Self.width - 17, Self.rowHeight - 4), lit)
            }
            fill(renderer, pixels(20, top + Self.rowHeight / 2 - 7, 14, 14), album.color())
            let ink: (UInt8, UInt8, UInt8) = row == selectedRow ? (255, 255, 255) : (200, 202, 210)
            labels[row]?.draw(on: renderer, x: Int32(46 * scale), midY: Int32((top + Self.rowHeight / 2) * scale), color: ink)
        }
    }

    private func fill(_ renderer: OpaquePointer, _ rect: SDL_Rect, _ color: Color) {
        var rect = rect
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        SDL_RenderFillRect(renderer, &rect)
    }
}
