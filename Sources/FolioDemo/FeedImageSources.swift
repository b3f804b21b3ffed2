import FolioCommandLine
import FolioCore
import Foundation

/// Where the feeds demo's photos and avatars come from: the library's files, or, with
/// `--image-base-url`, the server at that URL, which is asked for `<base>/<file name>` of each
/// library photo. A plain value: usable on any thread.
struct FeedImageSources: Sendable {
    /// The server's base URL, or nil for the files.
    var baseURL: URL?

    /// The source of `photo`'s image.
    func source(for photo: Photo) -> ImageSource {
        guard let baseURL else { return .file(photo.path) }
        let name = URL(fileURLWithPath: photo.path).lastPathComponent
        return .url(baseURL.appendingPathComponent(name))
    }

    /// The base URL `text` names: `http` or `https` with a host, or `file`; else what the flag
    /// expects. Any thread.
    static func baseURL(_ text: String) throws(InvalidValue) -> URL {
        let expected = InvalidValue(expecting: "an http, https or file URL, such as http://127.0.0.1:8000")
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else { throw expected }
        switch scheme {
        case "http", "https":
            guard let host = url.host, !host.isEmpty else { throw expected }
        case "file":
            break
        default:
            throw expected
        }
        return url
    }
}
