import FolioCore

/// The pager's data: one page per album. Main thread.
@MainActor
final class AlbumPages: PagerDataSource {
    let albums: [Album]

    init(albums: [Album]) {
        self.albums = albums
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { albums.count }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let page = AlbumPage(album: albums[index], number: index, count: albums.count)
        return { ComposedNode(page) }
    }
}
