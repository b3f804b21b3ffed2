import FolioCore

/// The viewer's pages: every photo of the grid, in the grid's order, page K being the grid's
/// photo at flat index K. The node blocks capture only the photo's path, so pages are made on
/// workers. Main thread.
@MainActor
final class ViewerDataSource: PagerDataSource {
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
}
