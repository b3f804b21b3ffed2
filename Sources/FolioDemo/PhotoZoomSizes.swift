import FolioCore
import FolioSDL

/// Tells a photos pager the pixel size of each page's photo, so that its zoom knows where 1:1
/// is (a double-click goes there, the page is drawn no sharper than that, and past it pixels
/// show crisp). Sizes are read from the files' headers (a few kilobytes) and kept by path.
/// Main thread only.
@MainActor
final class PhotoZoomSizes: PagerDelegate {
    /// The pages' photos.
    private let photos: PhotosDataSource
    private let decoder = SDLImageDecoder()
    /// The sizes read so far; nil for a file whose header says nothing usable.
    private var sizes: [String: Size?] = [:]

    /// Sizes for the pages of `photos`. Main thread.
    init(photos: PhotosDataSource) {
        self.photos = photos
    }

    /// The pixel size of page `index`'s photo, from its file's header; nil without a photo or a
    /// readable header. Main thread.
    func pagerNode(_ pagerNode: PagerNode, pixelSizeOfZoomableContentAt index: Int) -> Size? {
        let identifier = index < photos.pages.count ? photos.pages[index] : index
        guard let path = photos.photo(ofIdentifier: identifier)?.path else { return nil }
        if let known = sizes[path] { return known }
        let size = decoder.pixelSize(ofImageAtPath: path)
        sizes[path] = size
        return size
    }
}
