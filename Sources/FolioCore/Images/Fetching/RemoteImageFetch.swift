import Foundation

/// The `ImageFetch` a `URLSessionImageFetcher` hands out: one caller's interest in a URL. Its
/// state is set by the fetcher; its callback runs on the fetcher's callback queue, never before
/// `fetch` has made it ready (so never inside that call), at most one queued at a time (changes
/// in between are seen together, through `state`), and never once cancelled. Any thread.
final class RemoteImageFetch: ImageFetch {
    private struct Box {
        var state: ImageFetchState = .loading(receivedByteCount: 0, expectedByteCount: nil)
        var isCancelled = false
        /// Whether `fetch` has returned it, so that callbacks may run.
        var isReady = false
        /// Whether a callback is queued and has not started.
        var isCallbackQueued = false
        /// Whether the state moved before it was ready.
        var movedBeforeReady = false
    }

    /// The URL's text, which transfers are shared by.
    let key: String
    private let box = Locked(Box())
    private let onChange: @Sendable () -> Void
    private let callbackQueue: DispatchQueue
    private weak let fetcher: URLSessionImageFetcher?

    init(key: String, fetcher: URLSessionImageFetcher, callbackQueue: DispatchQueue, onChange: @escaping @Sendable () -> Void) {
        self.key = key
        self.fetcher = fetcher
        self.callbackQueue = callbackQueue
        self.onChange = onChange
    }

    var state: ImageFetchState { box.withLock { $0.state } }

    var receivedData: Data? {
        guard box.withLock({ !$0.isCancelled }), case .loading = state else { return nil }
        return fetcher?.receivedData(forKey: key)
    }

    func cancel() {
        let isFirst = box.withLock { box in
            defer { box.isCancelled = true }
            return !box.isCancelled
        }
        if isFirst { fetcher?.withdraw(self) }
    }

    /// Whether the fetch has ended (finished or failed).
    var isDone: Bool {
        box.withLock { box in
            if case .loading = box.state { return false }
            return true
        }
    }

    /// Moves the fetch to `state` and has the callback run, unless it is cancelled or already
    /// ended (an ended fetch stays as it ended). Any thread.
    func move(to state: ImageFetchState) {
        let shouldQueue = box.withLock { box -> Bool in
            guard !box.isCancelled, case .loading = box.state else { return false }
            box.state = state
            guard box.isReady else {
                box.movedBeforeReady = true
                return false
            }
            guard !box.isCallbackQueued else { return false }
            box.isCallbackQueued = true
            return true
        }
        if shouldQueue { queueCallback() }
    }

    /// Lets callbacks run: `fetch` is returning it. A move before now is reported now. Any
    /// thread.
    func makeReady() {
        let shouldQueue = box.withLock { box -> Bool in
            box.isReady = true
            guard box.movedBeforeReady, !box.isCallbackQueued, !box.isCancelled else { return false }
            box.isCallbackQueued = true
            return true
        }
        if shouldQueue { queueCallback() }
    }

    /// Makes a fetch ready with `state` already set: it ended before `fetch` returned it, which
    /// the caller sees from `state`, so no callback is run for it.
    func settle(_ state: ImageFetchState) {
        box.withLock { box in
            box.state = state
            box.isReady = true
        }
    }

    private func queueCallback() {
        callbackQueue.async { [self] in
            let shouldCall = box.withLock { box in
                box.isCallbackQueued = false
                return !box.isCancelled
            }
            if shouldCall { onChange() }
        }
    }
}
