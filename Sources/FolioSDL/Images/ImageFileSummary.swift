/// What an image file's headers say, as `SDLImageDecoder` reads them before decoding: its
/// format (by its first bytes, never its name), the size of its stored pixels, the EXIF
/// orientation the decoder turns them by, and the bytes of its EXIF block for an app to read
/// other tags from (a date, a camera). For apps that list images without decoding them: a photo
/// browser's scan. Claims of the file, held to the decoder's limits. A plain value: any thread.
public struct ImageFileSummary: Hashable, Sendable {
    /// An image format the decoder reads.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case jpeg
        case png
        case webp
        case gif
    }

    /// What the file's first bytes say it is.
    public var format: Format
    /// The size of the stored pixels, before `orientation` turns them.
    public var width: Int
    public var height: Int
    /// EXIF's orientation, 1 (upright) to 8, as the decoder applies it: from a JPEG's or WebP's
    /// EXIF block; always 1 for PNG and GIF, which the decoder shows as stored.
    public var orientation: Int
    /// The EXIF block as the file holds it (a JPEG's APP1 body with its "Exif\0\0" header, a
    /// WebP's EXIF chunk or a PNG's eXIf chunk, usually a bare TIFF block), at most 64 KiB; nil
    /// when there is none, it is larger, or the file ends inside it. Hostile bytes: the
    /// orientation above was read from them with every offset checked, anything else an app
    /// reads from them must be read as carefully.
    public var exifBlock: [UInt8]?

    /// A summary of these values. Any thread.
    public init(format: Format, width: Int, height: Int, orientation: Int = 1, exifBlock: [UInt8]? = nil) {
        self.format = format
        self.width = width
        self.height = height
        self.orientation = orientation
        self.exifBlock = exifBlock
    }

    /// The size the image is shown at: the stored size, turned a quarter by orientations 5 to 8.
    public var uprightWidth: Int { ExifOrientation.swapsSides(orientation) ? height : width }
    public var uprightHeight: Int { ExifOrientation.swapsSides(orientation) ? width : height }
}

extension ImageFileSummary.Format {
    /// The summary's name for the header reader's format.
    init(_ format: ImageHeader.Format) {
        switch format {
        case .jpeg: self = .jpeg
        case .png: self = .png
        case .webp: self = .webp
        case .gif: self = .gif
        }
    }
}
