import Foundation

/// One node's interest in a remote image, from `ImageFetcher.fetch`. Cancelling it withdraws
/// the interest; the transfer stops once no fetch for its URL is left. Any thread.
public protocol ImageFetch: AnyObject, Sendable {
    /// Where the fetch stands. Any thread.
    var state: ImageFetchState { get }

    /// Withdraws this interest in the image: `onChange` is not called again, and the transfer
    /// is stopped if no other fetch wants it. Calling it twice does nothing. Any thread.
    func cancel()

    /// The bytes received so far while the fetch is loading, for showing part of the image (a
    /// progressive JPEG's first scans); nil when the fetcher keeps none it can hand out. Any
    /// thread, usually a worker (it may read them from a file).
    var receivedData: Data? { get }
}

extension ImageFetch {
    /// No bytes are handed out before the fetch finishes. Any thread.
    public var receivedData: Data? { nil }
}

/// Where a fetch stands. A plain value: usable on any thread.
public enum ImageFetchState: Sendable {
    /// Bytes are on their way: `receivedByteCount` so far, of `expectedByteCount` if the server
    /// claimed a length (a claim, never trusted to size anything).
    case loading(receivedByteCount: Int, expectedByteCount: Int?)
    /// Every byte arrived and is here.
    case finished(LoadedImageBytes)
    /// The image cannot be had, for `reason` (short enough for a placeholder: "HTTP 404",
    /// "timed out", "connection refused", "file is too large: over 256 MiB").
    case failed(reason: String)
}
