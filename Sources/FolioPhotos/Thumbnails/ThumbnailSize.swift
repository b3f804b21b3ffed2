/// One of the freedesktop Thumbnail Managing Standard's sizes: a square box a thumbnail fits in,
/// its longer side the box's, and the folder under the thumbnail root that holds thumbnails of
/// that size. A plain value: any thread.
enum ThumbnailSize: String, Sendable, Hashable, CaseIterable, Comparable {
    case normal
    case large
    case xLarge = "x-large"
    case xxLarge = "xx-large"

    /// The side of the box in pixels: 128, 256, 512 or 1024.
    var boxSide: Int {
        switch self {
        case .normal: 128
        case .large: 256
        case .xLarge: 512
        case .xxLarge: 1024
        }
    }

    /// The folder's name under the thumbnail root: "normal", "large", "x-large", "xx-large".
    var folderName: String { rawValue }

    /// The smallest size whose box covers `pixelSide`, a cell's longer side in pixels; the
    /// largest (`xxLarge`) for a cell larger than every box. Any thread.
    static func covering(pixelSide: Double) -> ThumbnailSize {
        allCases.first { Double($0.boxSide) >= pixelSide.rounded(.up) } ?? .xxLarge
    }

    /// The smallest size whose box covers the longer side of a cell of `pixelWidth` by
    /// `pixelHeight` pixels. Any thread.
    static func covering(pixelWidth: Double, pixelHeight: Double) -> ThumbnailSize {
        covering(pixelSide: max(pixelWidth, pixelHeight))
    }

    /// This size and every larger one, smallest first: where a thumbnail at least this large may be.
    var thisAndLarger: [ThumbnailSize] { Self.allCases.filter { $0 >= self } }

    /// Sizes order by their boxes.
    static func < (lhs: ThumbnailSize, rhs: ThumbnailSize) -> Bool { lhs.boxSide < rhs.boxSide }
}
