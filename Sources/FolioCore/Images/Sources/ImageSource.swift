import Foundation
import Synchronization

/// Where an `ImageNode`'s image comes from: a file, bytes in memory, a URL (`file`, `http`,
/// `https`), or an app's own `ImageLoader`. A plain value: usable on any thread.
///
/// Sources with the same `sharingKey` are the same image: nodes showing them at the same pixel
/// size share one decoded image through the environment's cache.
public struct ImageSource: Sendable, CustomStringConvertible {
    /// What the source is.
    public enum Kind: Sendable {
        /// A file on disk.
        case file(path: String)
        /// Encoded bytes (JPEG, PNG, ...) the app holds, under a name for errors and sharing.
        case memory(Data, name: String)
        /// A remote image, fetched over HTTP(S) by the environment's `ImageFetcher`.
        case remote(URL)
        /// An image an app's loader finds by key.
        case loader(any ImageLoader, key: String)
    }

    /// What the source is.
    public let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The file at `path`.
    public static func file(_ path: String) -> ImageSource {
        ImageSource(.file(path: path))
    }

    /// Encoded bytes held in memory. `name` says which image they are in errors and logs, and
    /// makes nodes showing bytes of the same name share one decoded image; nil gives every
    /// source of this kind a name of its own (never shared).
    public static func data(_ data: Data, name: String? = nil) -> ImageSource {
        ImageSource(.memory(data, name: name ?? "memory image #\(Self.memoryCounter.add(1, ordering: .relaxed).newValue)"))
    }

    /// The image at `url`: a `file` URL is read as the file at its path; `http` and `https` are
    /// fetched. Any other scheme fails when loaded, saying so.
    public static func url(_ url: URL) -> ImageSource {
        url.isFileURL ? ImageSource(.file(path: url.path)) : ImageSource(.remote(url))
    }

    /// The image `loader` finds by `key`.
    public static func loader(_ loader: any ImageLoader, key: String) -> ImageSource {
        ImageSource(.loader(loader, key: key))
    }

    /// What names the image in errors, logs and events: the path, the URL, the memory image's
    /// name, or the loader's name and key.
    public var description: String {
        switch kind {
        case .file(let path): path
        case .memory(_, let name): name
        case .remote(let url): url.absoluteString
        case .loader(let loader, let key): "\(loader.name):\(key)"
        }
    }

    /// The key nodes share decoded images by: equal keys are the same image.
    public var sharingKey: String {
        switch kind {
        case .file(let path): "file:" + path
        case .memory(_, let name): "memory:" + name
        case .remote(let url): "url:" + url.absoluteString
        case .loader(let loader, let key): "loader:\(loader.name):" + key
        }
    }

    /// Numbers unnamed memory images.
    private static let memoryCounter = Atomic<Int>(0)
}
