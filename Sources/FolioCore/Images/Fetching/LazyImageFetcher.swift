import Foundation

/// A fetcher made the first time an image is fetched: an app that shows only files never makes
/// a URL session or a disk cache folder (which a `URLSessionImageFetcher` with an
/// `ImageDiskCache` does when made). Any thread.
public final class LazyImageFetcher: ImageFetcher {
    private let make: @Sendable () -> any ImageFetcher
    private let made = Locked<(any ImageFetcher)?>(nil)

    /// A fetcher that calls `make` once, on the thread of the first fetch, and fetches with
    /// what it made from then on. Any thread.
    public init(make: @escaping @Sendable () -> any ImageFetcher) {
        self.make = make
    }

    /// The fetcher made, if an image has been fetched yet. Any thread.
    public var fetcher: (any ImageFetcher)? { made.withLock { $0 } }

    /// Fetches with the fetcher, made now if this is the first fetch. Any thread.
    public func fetch(_ url: URL, priority: ImageFetchPriority, onChange: @escaping @Sendable () -> Void) -> any ImageFetch {
        let fetcher = made.withLock { made in
            if let fetcher = made { return fetcher }
            let fetcher = make()
            made = fetcher
            return fetcher
        }
        return fetcher.fetch(url, priority: priority, onChange: onChange)
    }
}
