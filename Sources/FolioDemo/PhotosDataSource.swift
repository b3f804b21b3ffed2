import FolioCore

/// The photos demo's pages: photo `index % count` with its caption. Hands the pager node blocks
/// that capture only plain values, so the node is built on a worker. Main thread.
@MainActor
final class PhotosDataSource: PagerDataSource {
    let library: PhotoLibrary
    let pageCount: Int

    init(library: PhotoLibrary, pageCount: Int) {
        self.library = library
        self.pageCount = pageCount
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { pageCount }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let photo = library.photo(forPage: index)
        let page = PhotoPage(photo: photo, index: index, pageCount: pageCount)
        return { ComposedNode(page) }
    }
}
