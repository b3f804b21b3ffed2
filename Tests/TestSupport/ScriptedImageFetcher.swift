import FolioCore
import Foundation

/// A fetcher whose fetches the test finishes or fails by hand, recording what was asked, at
/// which priority, and which fetches were cancelled. Any thread.
public final class ScriptedImageFetcher: ImageFetcher, Sendable {
    /// One fetch handed out.
    public final class Fetch: ImageFetch, Sendable {
        public let url: URL
        public let priority: ImageFetchPriority
        private let onChange: @Sendable () -> Void
        private let current = Locked<ImageFetchState>(.loading(receivedByteCount: 0, expectedByteCount: nil))
        private let cancelled = Locked(false)
        private let received = Locked<Data?>(nil)

        init(url: URL, priority: ImageFetchPriority, onChange: @escaping @Sendable () -> Void) {
            self.url = url
            self.priority = priority
            self.onChange = onChange
        }

        public var state: ImageFetchState { current.withLock { $0 } }
        public var isCancelled: Bool { cancelled.withLock { $0 } }

        public func cancel() {
            cancelled.withLock { $0 = true }
        }

        public var receivedData: Data? { received.withLock { $0 } }

        /// Moves the fetch to loading with `data` received so far (handed out as `receivedData`)
        /// and tells its node, unless it was cancelled.
        public func receive(_ data: Data) {
            received.withLock { $0 = data }
            move(to: .loading(receivedByteCount: data.count, expectedByteCount: nil))
        }

        /// Moves the fetch to `state` and tells its node, unless it was cancelled.
        public func move(to state: ImageFetchState) {
            current.withLock { $0 = state }
            if !isCancelled { onChange() }
        }
    }

    private let handedOut = Locked<[Fetch]>([])

    public init() {}

    /// Every fetch handed out, in order.
    public var fetches: [Fetch] { handedOut.withLock { $0 } }

    public func fetch(_ url: URL, priority: ImageFetchPriority, onChange: @escaping @Sendable () -> Void) -> any ImageFetch {
        let fetch = Fetch(url: url, priority: priority, onChange: onChange)
        handedOut.withLock { $0.append(fetch) }
        return fetch
    }
}
