import FolioCore

/// What the title row above the grid and the viewer says: the folder, how many photos it has,
/// how the scan is going, and in the viewer which photo is shown. Main thread.
@MainActor
struct TitleRow {
    /// The folder's name.
    var folderName: String
    /// Photos in the grid.
    var photoCount = 0
    /// The scan's progress while it runs: files found, and read of those; nil once it is done.
    var scan: (found: Int, indexed: Int)? = (0, 0)
    /// In the viewer, the photo shown (from 0) and its file name; nil in the grid.
    var viewing: (index: Int, name: String)?
    /// While a search is typed, its text and how many photos it shows; nil without one.
    var search: (text: String, results: Int)?
    /// Whether the search field sits at the row's right end (in the grid): the scan's status
    /// goes left of it.
    var showsSearchField = false

    /// The row's height, in logical pixels.
    static let height = 44.0
    /// The search field's width, in logical pixels.
    static let searchFieldWidth = 260.0
    /// The space between the row's ends and what it shows.
    private static let margin = 14.0

    /// Where the search field goes in a window `width` wide: at the right end, centred
    /// vertically.
    static func searchFieldFrame(windowWidth width: Double) -> Rect {
        let fieldHeight = 30.0
        return Rect(x: max(margin, width - margin - searchFieldWidth), y: (height - fieldHeight) / 2,
                    width: min(searchFieldWidth, max(0, width - 2 * margin)), height: fieldHeight)
    }

    /// Draws the row across the top of `canvas`.
    func draw(on canvas: any Canvas) {
        let bounds = canvas.bounds
        let row = Rect(x: 0, y: 0, width: bounds.width, height: Self.height)
        canvas.fill(row, color: PhotosPalette.bar)
        canvas.fill(Rect(x: 0, y: Self.height - 1, width: bounds.width, height: 1), color: PhotosPalette.background)
        let margin = Self.margin
        // What is right of the title and its detail ends here: at the search field, if shown.
        let right = showsSearchField && viewing == nil ? Self.searchFieldFrame(windowWidth: bounds.width).minX - 12 : bounds.width - margin
        let titleStyle = TextStyle(size: 16, weight: .bold, color: PhotosPalette.ink)
        let detailStyle = TextStyle(size: 14, color: PhotosPalette.quiet)
        let title: String, detail: String
        if let viewing {
            title = viewing.name
            detail = "\(PhotosText.grouped(viewing.index + 1)) of \(PhotosText.grouped(photoCount))"
        } else {
            title = folderName
            detail = search.map { "\(PhotosText.grouped($0.results)) of \(PhotosText.photoCount(photoCount))" } ?? PhotosText.photoCount(photoCount)
        }
        let status = scan.map { "Scanning… \(PhotosText.grouped($0.found)) found, \(PhotosText.grouped($0.indexed)) read" }
        let statusWidth = status.map { canvas.measureText($0, style: detailStyle, maxWidth: nil).width } ?? 0
        let available = max(0, right - margin - (statusWidth > 0 ? statusWidth + 24 : 0))
        let titleSize = canvas.measureText(title, style: titleStyle, maxWidth: nil)
        let titleWidth = min(titleSize.width, available * 0.7)
        canvas.drawText(title, style: titleStyle, in: Rect(x: margin, y: (Self.height - titleSize.height) / 2, width: titleWidth, height: titleSize.height))
        let detailSize = canvas.measureText(detail, style: detailStyle, maxWidth: nil)
        let detailX = margin + titleWidth + 12
        canvas.drawText(detail, style: detailStyle, in: Rect(x: detailX, y: (Self.height - detailSize.height) / 2 + 1,
                                                             width: max(0, margin + available - detailX), height: detailSize.height))
        if let status {
            let statusSize = canvas.measureText(status, style: detailStyle, maxWidth: nil)
            let x = right - statusSize.width
            canvas.drawText(status, style: detailStyle, in: Rect(x: x, y: (Self.height - statusSize.height) / 2 + 1, width: statusSize.width, height: statusSize.height))
            // A bar that runs along the row's foot while the scan goes on: how much of what was
            // found has been read.
            if let scan, scan.found > 0 {
                let fraction = min(1, Double(scan.indexed) / Double(scan.found))
                canvas.fill(Rect(x: 0, y: Self.height - 2, width: bounds.width * fraction, height: 2), color: PhotosPalette.accent)
            }
        }
    }
}
