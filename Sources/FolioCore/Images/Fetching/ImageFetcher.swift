import Foundation

/// Fetches remote images' bytes for image nodes (FolioCore's `URLSessionImageFetcher` over
/// HTTP(S), or a test's own). Requests for the same URL share one transfer; a transfer nobody
/// wants any more (every fetch for it cancelled) is stopped. Thread-safe: any thread.
public protocol ImageFetcher: AnyObject, Sendable {
    /// Starts fetching `url` at `priority`, or joins the transfer under way for it (raising its
    /// priority if this one is higher), or answers from the disk cache. `onChange` is called
    /// (on any thread, never while the caller's call is running) each time the fetch's `state`
    /// moves: bytes arrived, it finished, it failed. Any thread.
    func fetch(_ url: URL, priority: ImageFetchPriority, onChange: @escaping @Sendable () -> Void) -> any ImageFetch
}

/// How soon a fetch is wanted: the fetcher starts the most urgent first when more are asked
/// for than it runs at once.
public enum ImageFetchPriority: Int, Sendable, Comparable, CaseIterable {
    /// The item is in the preload range, not yet near the screen.
    case preload
    /// The item is in the display range, about to be seen.
    case display
    /// The item is on screen.
    case visible

    public static func < (lhs: ImageFetchPriority, rhs: ImageFetchPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
