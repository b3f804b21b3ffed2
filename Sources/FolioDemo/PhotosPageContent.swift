import FolioCore

/// The photos demo's pages for now: each page a colour of its own, a large page number and a
/// title, with a page indicator floating above. Drawn directly on the main thread through the
/// `PagerContentRenderer` seam, which the asynchronous pipeline takes over. Main thread only.
@MainActor
final class PhotosPageContent: PagerContentRenderer {
    static let titles = [
        "Harbour at Dawn", "Birch Forest", "Salt Flats", "Old Town Steps", "Glacier Lake",
        "Night Market", "Dune Ridge", "Fern Gully", "Lighthouse Point", "Quarry Pool",
        "Rice Terraces", "Winter Orchard", "Basalt Coast", "Canal Bridges", "Lavender Rows",
        "Mountain Hut", "Tidal Island", "Copper Roofs", "Reed Marsh", "Summit Cairn",
    ]

    /// The page's title; past the list, titles repeat with a round number so each page differs.
    static func title(for index: Int) -> String {
        let base = titles[index % titles.count]
        let round = index / titles.count
        return round == 0 ? base : "\(base) \(round + 1)"
    }

    /// A distinct colour per page: hues a golden angle apart never repeat closely.
    static func color(for index: Int) -> Color {
        let lightness = [0.42, 0.52, 0.36][index % 3]
        return Color(hue: Double(index) * 137.508 + 200, saturation: 0.45, lightness: lightness)
    }

    func drawPage(at index: Int, in frame: Rect, on canvas: any Canvas) {
        let background = Self.color(for: index)
        canvas.fill(frame, color: background)
        let ink: Color = background.luminance > 0.4 ? Color(red: 20, green: 20, blue: 24) : .white

        let numberSize = max(48, min(frame.height * 0.34, frame.width * 0.42))
        let numberStyle = TextStyle(size: numberSize, weight: .bold, color: ink, alignment: .center)
        let titleStyle = TextStyle(size: max(18, numberSize * 0.18), weight: .regular, color: ink.withAlpha(230), alignment: .center)
        let number = String(index + 1)
        let title = Self.title(for: index)
        let textWidth = frame.width * 0.86
        let numberHeight = canvas.measureText(number, style: numberStyle, maxWidth: textWidth).height
        let titleHeight = canvas.measureText(title, style: titleStyle, maxWidth: textWidth).height
        let gap = numberSize * 0.05
        let top = frame.midY - (numberHeight + gap + titleHeight) / 2 - frame.height * 0.04
        let left = frame.midX - textWidth / 2
        canvas.drawText(number, style: numberStyle, in: Rect(x: left, y: top, width: textWidth, height: numberHeight))
        canvas.drawText(title, style: titleStyle, in: Rect(x: left, y: top + numberHeight + gap, width: textWidth, height: titleHeight))
    }

    func drawChrome(position: Double, currentPage: Int, pageCount: Int, on canvas: any Canvas) {
        guard pageCount > 0 else { return }
        let bounds = canvas.bounds
        let style = TextStyle(size: 15, weight: .bold, color: .white, alignment: .center)
        let label = "\(currentPage + 1) / \(pageCount)"
        let text = canvas.measureText(label, style: style, maxWidth: nil)
        let pill = Rect(x: bounds.midX - (text.width + 28) / 2, y: bounds.maxY - text.height - 34,
                        width: text.width + 28, height: text.height + 12)
        canvas.fillRoundedRect(pill, radius: pill.height / 2, color: Color(red: 0, green: 0, blue: 0, alpha: 120))
        canvas.drawText(label, style: style, in: pill.insetBy(dx: 0, dy: 6))
    }

    func drawEmptyState(on canvas: any Canvas) {
        let bounds = canvas.bounds
        let width = bounds.width * 0.8
        let heading = TextStyle(size: 34, weight: .bold, color: .white, alignment: .center)
        let hint = TextStyle(size: 17, color: Color(red: 200, green: 200, blue: 210), alignment: .center)
        let hintText = "Start the demo with --pages N to show N pages."
        let headingHeight = canvas.measureText("No pages", style: heading, maxWidth: width).height
        let top = bounds.midY - headingHeight
        canvas.drawText("No pages", style: heading, in: Rect(x: bounds.midX - width / 2, y: top, width: width, height: headingHeight))
        canvas.drawText(hintText, style: hint, in: Rect(x: bounds.midX - width / 2, y: top + headingHeight + 12, width: width, height: 60))
    }
}
