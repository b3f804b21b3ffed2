import Foundation

/// Where the grid demo's flow layout puts its cells, worked out from the grid's published
/// numbers (6 px spacing and insets, 44 px section headers, as many columns as fit 200 px wide,
/// cells three quarters as tall as wide) rather than asked of the layout, so that what a click
/// should select is an independent answer. Coordinates are logical pixels in the content, y
/// from its top.
struct GridFlowGeometry {
    static let spacing = 6.0
    static let headerHeight = 44.0
    static let minimumColumnWidth = 200.0
    static let aspectRatio = 0.75

    let width: Double
    let itemCount: Int
    /// Items per section; 0 for one section without a header.
    let sectionSize: Int

    var columns: Int { max(1, Int((width - Self.spacing) / (Self.minimumColumnWidth + Self.spacing))) }
    var cellWidth: Double { (width - 2 * Self.spacing - Double(columns - 1) * Self.spacing) / Double(columns) }
    var cellHeight: Double { cellWidth * Self.aspectRatio }

    private var itemsPerSection: Int { sectionSize == 0 ? max(itemCount, 1) : sectionSize }
    private var header: Double { sectionSize == 0 ? 0 : Self.headerHeight }
    private var rowPitch: Double { cellHeight + Self.spacing }
    private var columnPitch: Double { cellWidth + Self.spacing }
    /// The height of a full section: its header, its insets and its rows with the gaps between.
    private var fullSectionHeight: Double {
        let rows = (itemsPerSection + columns - 1) / columns
        return header + Self.spacing + Double(rows) * rowPitch
    }

    /// The top and bottom of item `item`'s cell.
    func verticalExtent(ofItem item: Int) -> (top: Double, bottom: Double) {
        let section = item / itemsPerSection, local = item % itemsPerSection
        let top = Double(section) * fullSectionHeight + header + Self.spacing + Double(local / columns) * rowPitch
        return (top, top + cellHeight)
    }

    /// The left edge of the cells in item `item`'s column.
    func left(ofItem item: Int) -> Double {
        Self.spacing + Double(item % itemsPerSection % columns) * columnPitch
    }

    /// The centre of item `item`'s cell in the window when the grid is scrolled to `offset`.
    func centre(ofItem item: Int, offset: Double) -> (x: Int, y: Int) {
        let extent = verticalExtent(ofItem: item)
        return (Int(left(ofItem: item) + cellWidth / 2), Int((extent.top + extent.bottom) / 2 - offset))
    }

    /// The item whose cell holds the content point (`x`, `y`), or nil for a header or a gap.
    func item(atX x: Double, y: Double) -> Int? {
        let section = Int(y / fullSectionHeight)
        let down = y - Double(section) * fullSectionHeight - header - Self.spacing
        let across = x - Self.spacing
        guard down >= 0, across >= 0 else { return nil }
        let row = Int(down / rowPitch), column = Int(across / columnPitch)
        guard down - Double(row) * rowPitch < cellHeight, across - Double(column) * columnPitch < cellWidth,
              column < columns else { return nil }
        let local = row * columns + column
        let item = section * itemsPerSection + local
        return local < itemsPerSection && item < itemCount ? item : nil
    }

    /// The first and last items with any part between `top` and `bottom`.
    func visibleItems(top: Double, bottom: Double) -> (first: Int, last: Int)? {
        let firstSection = max(0, Int(top / fullSectionHeight) - 1)
        var visible: [Int] = []
        var item = firstSection * itemsPerSection
        while item < itemCount {
            let extent = verticalExtent(ofItem: item)
            if extent.top >= bottom { break }
            if extent.bottom > top { visible.append(item) }
            item += 1
        }
        guard let first = visible.first, let last = visible.last else { return nil }
        return (first, last)
    }
}
