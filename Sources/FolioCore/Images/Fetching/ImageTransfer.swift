import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One URL's download, shared by every fetch that wants it, through its attempts (a first
/// request and retries). Its fields are only touched with its `URLSessionImageFetcher`'s lock
/// held.
final class ImageTransfer: @unchecked Sendable {
    // @unchecked: every mutable field is guarded by the owning fetcher's lock.

    /// Where the transfer stands.
    enum Phase {
        /// Waiting for a slot.
        case waiting
        /// Given a slot; its request is being made.
        case starting
        /// Its request is under way.
        case running(URLSessionDataTask)
        /// Waiting to try again after a transient failure; holds no slot.
        case backingOff
        /// Every byte arrived; the body is being made an entry of the disk cache.
        case finishing
        /// Finished, failed or cancelled: it changes no more.
        case done
    }

    let url: URL
    /// The URL's text, which fetches share transfers by.
    let key: String
    /// When it was asked for, relative to other transfers: older ones start first among equals.
    let sequence: Int
    var priority: ImageFetchPriority
    /// The fetches that want it, not cancelled.
    var fetches: [RemoteImageFetch] = []
    var phase: Phase = .waiting
    /// Every fetch withdrew: it is stopped, and a new fetch of the URL starts afresh.
    var isAbandoned = false

    // The current attempt.
    /// Requests sent so far, this one included.
    var attemptCount = 0
    var receivedByteCount = 0
    /// The `Content-Length` the server claimed: checked against the limit and against what
    /// arrives, never used to size anything.
    var expectedByteCount: Int?
    /// Whether the body was sent encoded (gzip): its `Content-Length` is not the size of what
    /// arrives.
    var isEncoded = false
    var reportedByteCount = 0
    var redirectCount = 0
    /// A failure decided before URLSession reports the end (a status, a limit, a time-out):
    /// the task is cancelled, and its end reports this rather than "cancelled".
    var failure: ImageTransferFailure?
    var body: TransferBody?
    var attemptStart = DispatchTime.now()
    var lastActivity = DispatchTime.now()

    init(url: URL, key: String, sequence: Int, priority: ImageFetchPriority) {
        self.url = url
        self.key = key
        self.sequence = sequence
        self.priority = priority
    }

    /// The task of the request under way, if one is.
    var task: URLSessionDataTask? {
        if case .running(let task) = phase { return task }
        return nil
    }

    /// Whether it should start before `other`: more urgent, or as urgent and asked for first.
    func precedes(_ other: ImageTransfer) -> Bool {
        (priority, other.sequence) > (other.priority, sequence)
    }
}
