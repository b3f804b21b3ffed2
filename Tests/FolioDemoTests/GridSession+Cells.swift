import Foundation
import Testing

/// What the grid's cells show, compared between screenshots: the update and move tests ask
/// whether a picture went from one place to another. Called on the test's thread.
extension GridSession {
    /// A screenshot of the window.
    func shot() throws -> Screenshot {
        try #require(Screenshot(window: window.window))
    }

    /// The inside of the cell at flat place `item` of `geometry` in `shot` (clear of the selection
    /// and focus rings). The host draws a cell from the whole pixel nearest its frame's corner,
    /// so the crop starts there too: the same picture in two places then crops to the same pixels
    /// (cells are 248.5 px wide in 1024, so truncating would shift some crops by a pixel against
    /// the picture).
    func cell(_ item: Int, of geometry: GridFlowGeometry, in shot: Screenshot) throws -> Screenshot {
        let top = geometry.verticalExtent(ofItem: item).top.rounded(), left = geometry.left(ofItem: item).rounded()
        return try #require(shot.cropped(x: Int(left) + 10, y: Int(top) + 10, width: Int(geometry.cellWidth) - 20,
                                         height: Int(geometry.cellHeight) - 20))
    }

    /// Whether the cells at places `a` in `first` and `b` in `second` of `geometry` show the same
    /// picture.
    func same(_ a: Int, _ first: Screenshot, _ b: Int, _ second: Screenshot, in geometry: GridFlowGeometry) throws -> Bool {
        let (x, y) = (try cell(a, of: geometry, in: first), try cell(b, of: geometry, in: second))
        defer { x.remove(); y.remove() }
        return try #require(x.difference(from: y)) < 0.04
    }
}
