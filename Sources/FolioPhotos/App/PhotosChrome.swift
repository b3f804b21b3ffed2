import Foundation
import FolioCore
import FolioSDL

/// folio-photos' chrome: the title row above the grid and the viewer, cell-shaped placeholders,
/// and what an empty folder shows. Main thread.
@MainActor
final class PhotosChrome: HostChrome {
    /// What the title row says; the app changes it and asks the host for a frame.
    var titleRow: TitleRow

    init(folderName: String) {
        titleRow = TitleRow(folderName: folderName)
    }

    var backgroundColor: Color { PhotosPalette.background }

    func drawPlaceholder(forItem item: Int, in frame: Rect, of root: CollectionNode, on canvas: any Canvas) {
        // The viewer's pages wait on the dark ground; a grid cell shows its place.
        guard root.pagingState == nil, item >= 0 else { return }
        canvas.fillRoundedRect(frame.insetBy(dx: PhotoCell.inset, dy: PhotoCell.inset), radius: 3, color: PhotosPalette.placeholder)
    }

    func drawBars(around rootFrame: Rect, of root: CollectionNode, on canvas: any Canvas) {
        titleRow.draw(on: canvas)
    }

    func drawEmptyState(of root: CollectionNode, on canvas: any Canvas) {
        let bounds = canvas.bounds
        let width = bounds.width * 0.8
        let scanning = titleRow.scan != nil
        let heading = TextStyle(size: 28, weight: .bold, color: PhotosPalette.ink, alignment: .center)
        let hint = TextStyle(size: 16, color: PhotosPalette.quiet, alignment: .center)
        if let search = titleRow.search, titleRow.photoCount > 0 {
            drawNoMatches(for: search.text, heading: heading, hint: hint, on: canvas)
            return
        }
        let words = scanning ? "Looking for photos…" : "No photos here"
        let headingHeight = canvas.measureText(words, style: heading, maxWidth: width).height
        let top = bounds.midY - headingHeight
        canvas.drawText(words, style: heading, in: Rect(x: bounds.midX - width / 2, y: top, width: width, height: headingHeight))
        if !scanning {
            canvas.drawText("JPEG, PNG, WebP and GIF files in this folder and the folders in it show here.", style: hint,
                            in: Rect(x: bounds.midX - width / 2, y: top + headingHeight + 12, width: width, height: 60))
        }
    }

    /// What a search that finds nothing shows: the words searched for, and what can be.
    private func drawNoMatches(for text: String, heading: TextStyle, hint: TextStyle, on canvas: any Canvas) {
        let bounds = canvas.bounds
        let width = bounds.width * 0.8
        let words = "No photos match \u{201C}\(text.trimmingCharacters(in: .whitespacesAndNewlines))\u{201D}"
        let headingHeight = canvas.measureText(words, style: heading, maxWidth: width).height
        let top = bounds.midY - headingHeight
        canvas.drawText(words, style: heading, in: Rect(x: bounds.midX - width / 2, y: top, width: width, height: headingHeight))
        canvas.drawText("Search by file name, camera or month, such as \u{201C}march 2024\u{201D}.", style: hint,
                        in: Rect(x: bounds.midX - width / 2, y: top + headingHeight + 12, width: width, height: 60))
    }
}
