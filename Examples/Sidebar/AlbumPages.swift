import FolioCore

/// The pager's data: one page per album, the clock's among them. Main thread.
@MainActor
final class AlbumPages: PagerDataSource {
    let albums: [Album]

    init(albums: [Album]) {
        self.albums = albums
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { albums.count }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let album = albums[index]
        // Mixed freely: the clock's page beside pages drawn on the workers.
        if album.isLive { return { ClockPage.makeCell(album: album) } }
        let page = AlbumPage(album: album, number: index, count: albums.count)
        return { ComposedNode(page) }
    }
}
