import FolioCore
import FolioSDL

/// The pixel size of each photo in a `PhotoLibrary`, read from the files' headers (a few
/// kilobytes each, no decoding), in the library's order: what lays a photo out at its own aspect
/// ratio before it is decoded. A plain value: usable on any thread.
struct PhotoSizes: Sendable {
    /// One size per library photo; nil where the file cannot be read or is not an image.
    let sizes: [Size?]

    /// Reads the headers of `library`'s photos. Any thread; the demos read them once at start.
    init(library: PhotoLibrary) {
        let decoder = SDLImageDecoder()
        sizes = library.photos.map { decoder.pixelSize(ofImageAtPath: $0.path) }
    }

    init(sizes: [Size?]) {
        self.sizes = sizes
    }

    /// The pixel size of the library's photo at `index`, or nil when unknown.
    func size(ofPhotoAt index: Int) -> Size? {
        sizes.indices.contains(index) ? sizes[index] : nil
    }

    /// Height ÷ width of the library's photo at `index`, or nil when its size is unknown or empty.
    func aspectRatio(ofPhotoAt index: Int) -> Double? {
        guard let size = size(ofPhotoAt: index), size.width > 0, size.height > 0 else { return nil }
        return size.height / size.width
    }
}
