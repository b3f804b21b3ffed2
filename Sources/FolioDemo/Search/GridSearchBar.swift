import FolioCore
import Foundation

/// The grid demo's search bar: a strip across the top of the window (the host's top inset)
/// holding the search field, shown by Ctrl+F or `/` and gone again once the field is left
/// empty; and what the grid shows when a search finds nothing. Main thread.
@MainActor
enum GridSearchBar {
    /// The strip's height, in logical pixels: as folio-photos' title row.
    static let height = 44.0
    /// The strip's colour, a little lighter than the grid's ground.
    static let background = Color(red: 28, green: 29, blue: 34)
    /// The search field's widest, in logical pixels.
    static let fieldWidth = 360.0

    /// Where the search field goes in a window `width` wide: at the left, centred vertically.
    static func fieldFrame(windowWidth width: Double) -> Rect {
        let fieldHeight = 30.0, margin = GridDemo.spacing * 2
        return Rect(x: margin, y: (height - fieldHeight) / 2, width: min(fieldWidth, max(0, width - 2 * margin)), height: fieldHeight)
    }

    /// Draws "12 of 2,000 photos" to the right of the field in a window `width` wide: what the
    /// search shown finds, out of `total`.
    static func drawResultCount(_ count: Int, of total: Int, windowWidth width: Double, on canvas: any Canvas) {
        let style = TextStyle(size: 14, color: Color(red: 170, green: 172, blue: 182))
        let words = "\(DemoText.grouped(count)) of \(DemoText.grouped(total)) photos"
        let size = canvas.measureText(words, style: style, maxWidth: nil)
        let field = fieldFrame(windowWidth: width)
        let x = field.maxX + 14
        guard x + size.width <= width - GridDemo.spacing * 2 else { return }
        canvas.drawText(words, style: style, in: Rect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height))
    }

    /// Draws what a search for `text` that finds nothing shows, centred on `canvas`.
    static func drawNoMatches(for text: String, on canvas: any Canvas) {
        let bounds = canvas.bounds
        let width = bounds.width * 0.8
        let heading = TextStyle(size: 28, weight: .bold, color: .white, alignment: .center)
        let hint = TextStyle(size: 17, color: Color(red: 200, green: 200, blue: 210), alignment: .center)
        let words = "No photos match \u{201C}\(text.trimmingCharacters(in: .whitespacesAndNewlines))\u{201D}"
        let headingHeight = canvas.measureText(words, style: heading, maxWidth: width).height
        let top = bounds.midY - headingHeight
        canvas.drawText(words, style: heading, in: Rect(x: bounds.midX - width / 2, y: top, width: width, height: headingHeight))
        canvas.drawText("Search by file name, camera or month, such as \u{201C}march 2025\u{201D}.", style: hint,
                        in: Rect(x: bounds.midX - width / 2, y: top + headingHeight + 12, width: width, height: 60))
    }
}
