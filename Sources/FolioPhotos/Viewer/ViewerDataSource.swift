import FolioCore

/// The viewer's pages: every photo of the grid, in the grid's order, page K being the grid's
/// photo at flat index K. The node blocks capture only the photo's path, so pages are made on
/// workers. Also the pager's delegate, telling it each photo's pixel size, where zooming reaches
/// 1:1. Main thread.
@MainActor
final class ViewerDataSource: PagerDataSource, PagerDelegate {
    /// The photos shown; whoever replaces them reloads the pager.
    var photos: PhotoSections

    init(photos: PhotoSections) {
        self.photos = photos
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { photos.photoCount }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let page = ViewerPage(path: photos.photo(atFlatIndex: index)?.path ?? "")
        return { ComposedNode(page) }
    }

    func pagerNode(_ pagerNode: PagerNode, pixelSizeOfZoomableContentAt index: Int) -> Size? {
        guard let photo = photos.photo(atFlatIndex: index), photo.pixelWidth > 0, photo.pixelHeight > 0 else { return nil }
        return Size(width: Double(photo.uprightWidth), height: Double(photo.uprightHeight))
    }
}
