/// An image format folio-photos shows, as recognised by a file's first bytes (never by its
/// name). A plain value: any thread.
enum PhotoFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case jpeg
    case png
    case webp
    case gif

    /// The MIME type, as the freedesktop `.desktop` entry and thumbnails name it.
    var mimeType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .webp: "image/webp"
        case .gif: "image/gif"
        }
    }
}
