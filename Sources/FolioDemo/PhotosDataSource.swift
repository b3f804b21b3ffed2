import FolioCore

/// The photos pager's pages: each page shows one photo of the library by its identifier
/// (photo `identifier % count`, with a caption of its own), so that a page keeps its photo and
/// words however pages are inserted and deleted around it. Hands the pager node blocks that
/// capture only plain values, so the node is built on a worker. Main thread.
@MainActor
final class PhotosDataSource: PagerDataSource {
    let library: PhotoLibrary
    /// Each page's photo identifier, in page order. Whoever changes it describes the change to
    /// the pager, in a batch update, or reloads the pager's data.
    var pages: ItemIdentifiers
    /// The identifier the next inserted page gets: numbered on from the last made.
    private var nextIdentifier: Int
    /// Pages that copy another's photo: a copy's identifier to the original's.
    private var copies: [Int: Int] = [:]

    /// `pageCount` pages, page K showing photo identifier K.
    init(library: PhotoLibrary, pageCount: Int) {
        self.library = library
        pages = ItemIdentifiers(count: pageCount)
        nextIdentifier = pageCount
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { pages.count }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let identifier = index < pages.count ? pages[index] : index
        let page = PhotoPage(photo: photo(ofIdentifier: identifier), number: identifier)
        return { ComposedNode(page) }
    }

    /// Shows `pages` from now on, those in `copies` with the photo of the identifier it gives;
    /// identifiers inserted later are numbered past every one in it.
    func show(_ pages: ItemIdentifiers, nextIdentifier: Int, copies: [Int: Int] = [:]) {
        self.pages = pages
        self.nextIdentifier = nextIdentifier
        self.copies = copies
    }

    /// The photo page `identifier` shows: its own, or a copy's original's.
    func photo(ofIdentifier identifier: Int) -> Photo? {
        library.photo(forPage: copies[identifier] ?? identifier)
    }

    /// Takes page `index` out of the order (the pager must then be told).
    func deletePage(at index: Int) {
        pages.remove(at: index)
    }

    /// Puts a new photo's page at `index` (the pager must then be told).
    func insertPage(at index: Int) {
        pages.insert(nextIdentifier, at: index)
        nextIdentifier += 1
    }
}
