import FolioCore

/// The full-window viewer: a pager over every photo of the grid, in the grid's order, made the
/// first time a photo is opened and kept for the next. Main thread.
@MainActor
final class PhotoViewer {
    private let makePager: (Int) -> PagerNode
    private var dataSource: ViewerDataSource?
    /// The pager, once a photo has been opened.
    private(set) var pager: PagerNode?
    /// Whether the pager shows the photos the grid has now: a change to the grid reloads it when
    /// it is next opened (or at once, while it is open).
    private var isCurrent = false

    /// `makePager` makes the pager, on a start page.
    init(makePager: @escaping (Int) -> PagerNode) {
        self.makePager = makePager
    }

    /// The pager on `item` of `photos`, reloaded when the photos changed since it last showed them.
    func pager(showing photos: PhotoSections, at item: Int) -> PagerNode {
        let pager = self.pager ?? makePager(item)
        if let dataSource {
            if !isCurrent {
                dataSource.photos = photos
                pager.reloadData()
            }
        } else {
            let dataSource = ViewerDataSource(photos: photos)
            self.dataSource = dataSource
            self.pager = pager
            pager.dataSource = dataSource
            pager.delegate = dataSource
            // Double-click, Ctrl+wheel, +/- and a pinch zoom a photo up to 8x its pixels.
            pager.isZoomEnabled = true
        }
        isCurrent = true
        pager.forcedRangeMode = nil
        pager.scrollToPage(at: item, animated: false)
        return pager
    }

    /// The grid's photos changed; the pager shows them when next opened. `isShowing` says whether
    /// it is on screen now, where it is reloaded at once, staying on the photo it showed if that
    /// photo is still there.
    func photosChanged(to photos: PhotoSections, isShowing: Bool) {
        isCurrent = false
        guard isShowing, let pager, let dataSource else { return }
        let path = dataSource.photos.photo(atFlatIndex: pager.currentPageIndex)?.path
        dataSource.photos = photos
        isCurrent = true
        pager.reloadData()
        if let path, let index = photos.flatIndex(ofPath: path) { pager.scrollToPage(at: index, animated: false) }
    }

    /// The path of the photo the pager shows, if open.
    var currentPath: String? {
        guard let pager, let dataSource else { return nil }
        return dataSource.photos.photo(atFlatIndex: pager.currentPageIndex)?.path
    }
}
