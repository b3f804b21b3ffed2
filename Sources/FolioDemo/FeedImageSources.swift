import FolioCommandLine
import FolioCore
import Foundation

/// Where the feeds demo's photos and avatars come from: the library's files, or, with
/// `--image-base-url`, the server at that URL, which is asked for `<base>/<file name>` of each
/// library photo; with `--photo-url-per-post` too, a post's photo at a URL of its own,
/// `<base>/<file name>?post=<feed>-<post>`, as in a feed whose every photo is another. A plain
/// value: usable on any thread.
struct FeedImageSources: Sendable {
    /// The server's base URL, or nil for the files.
    var baseURL: URL?
    /// Whether each post's photo has a URL of its own (the avatars stay shared).
    var urlPerPost = false

    /// The source of `photo`'s image, at the URL all its uses share.
    func source(for photo: Photo) -> ImageSource {
        guard let baseURL else { return .file(photo.path) }
        return .url(baseURL.appendingPathComponent(Self.fileName(of: photo)))
    }

    /// The source of `post`'s photo, if it has one: its own URL with `urlPerPost`.
    func photoSource(of post: FeedPost) -> ImageSource? {
        guard let photo = post.photo else { return nil }
        guard urlPerPost, let baseURL,
              var components = URLComponents(url: baseURL.appendingPathComponent(Self.fileName(of: photo)), resolvingAgainstBaseURL: false)
        else { return source(for: photo) }
        components.queryItems = [URLQueryItem(name: "post", value: "\(post.page)-\(post.index)")]
        return components.url.map(ImageSource.url) ?? source(for: photo)
    }

    private static func fileName(of photo: Photo) -> String {
        URL(fileURLWithPath: photo.path).lastPathComponent
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
