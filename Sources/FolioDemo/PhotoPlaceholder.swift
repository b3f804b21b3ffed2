import FolioCore

/// What a photo page or cell shows while its content is not ready: a quiet panel with a lighter
/// shape where the photo goes. Main thread only.
@MainActor
enum PhotoPlaceholder {
    /// The panel's colour.
    static let panel = Color(red: 44, green: 46, blue: 52)
    /// The colour of the shape inside it that hints where the photo goes.
    static let highlight = Color(red: 56, green: 59, blue: 66)

    /// A page-shaped placeholder in `frame`: the photo in the top 62 %, inset 6 % of the shorter
    /// side, with the page's rounded corners.
    static func draw(in frame: Rect, on canvas: any Canvas) {
        canvas.fill(frame, color: panel)
        let inset = min(frame.width, frame.height) * 0.06
        let photo = Rect(x: frame.minX + inset, y: frame.minY + inset,
                         width: frame.width - 2 * inset, height: frame.height * 0.62 - inset)
        canvas.fillRoundedRect(photo, radius: 12, color: highlight)
    }

    /// A cell-shaped placeholder: the panel with the cell's rounded corners.
    static func drawCell(in frame: Rect, on canvas: any Canvas) {
        canvas.fillRoundedRect(frame, radius: 8, color: panel)
    }
}
