/// What a `URLSessionImageFetcher` has done since it was made, and what it is doing now. A plain
/// value: usable on any thread.
public struct ImageFetchStatistics: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Transfers whose first request was sent: fetches of a URL neither in the disk cache nor
    /// already under way.
    public var transfersStarted = 0
    /// HTTP requests sent, retries included (redirects followed are not counted apart).
    public var requestsSent = 0
    /// Fetches that joined a transfer already under way for their URL instead of starting one.
    public var joined = 0
    /// Transfers stopped because every fetch for them was cancelled.
    public var cancelled = 0
    /// Attempts tried again after a transient failure.
    public var retried = 0
    /// Transfers that failed for good.
    public var failed = 0
    /// Transfers that finished with every byte.
    public var finished = 0
    /// Body bytes received, over all attempts.
    public var bytesReceived = 0
    /// Fetches answered from the disk cache, without the network.
    public var diskCacheHits = 0
    /// Transfers holding one of the slots now (a request under way or being set up).
    public var runningTransfers = 0
    /// Transfers waiting for a slot now.
    public var waitingTransfers = 0
    /// The most transfers that held slots at once.
    public var peakRunningTransfers = 0

    /// All zero. Any thread.
    public init() {}

    /// One line listing the counts. Any thread.
    public var description: String {
        "started \(transfersStarted), requests \(requestsSent), joined \(joined), cancelled \(cancelled), "
            + "retried \(retried), failed \(failed), finished \(finished), bytes \(bytesReceived), "
            + "disk cache hits \(diskCacheHits), running \(runningTransfers), waiting \(waitingTransfers), "
            + "peak running \(peakRunningTransfers)"
    }
}
