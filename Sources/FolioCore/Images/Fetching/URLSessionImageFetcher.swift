import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches remote images over HTTP(S) with Foundation's URLSession, for image nodes. Thread-safe:
/// any thread.
///
/// - Shared: fetches of the same URL (its `absoluteString`) share one transfer; each gets its
///   own `ImageFetch`. A transfer whose fetches are all cancelled is stopped (its connection
///   closed); a later fetch of the URL starts again.
/// - Bounded: `Configuration.maxConcurrentTransfers` run at once (6 by default); the rest wait,
///   the most urgent first, then the oldest. Joining a waiting transfer with a higher priority
///   raises its priority.
/// - Robust: redirects are followed up to a limit, attempts time out when no byte comes for a
///   while or when they take too long in all, transient failures are tried again after a wait
///   that doubles (see `Configuration`). A body is held to `ImageDecodingLimits` as a file is:
///   a `Content-Length` over the limit fails at once, a body growing past it is stopped, a body
///   shorter than its `Content-Length` fails ("transfer cut short"). Each failure is logged,
///   once per transfer, as a warning.
/// - Kept: with a disk cache, a body is streamed to a temporary file in the cache's folder as it
///   arrives and made an entry at the end; the fetch finishes with `.file(path)` of the entry
///   (or `.memory` if the disk could not keep it). Without one, it finishes with `.memory`.
///
/// Callbacks: `onChange` runs on the fetcher's own serial queue, when the state moves (at most
/// once per `progressByteInterval` bytes while loading, then once when it ends), never before
/// `fetch` returned. A fetch answered at once, from the disk cache or refused (not an HTTP URL),
/// is returned already ended, and its `onChange` is never called: read `state` after `fetch`.
///
/// Keep the fetcher for as long as its fetches are wanted: when it goes, its transfers stop
/// and their fetches fail with "cancelled".
public final class URLSessionImageFetcher: ImageFetcher {
    /// How it fetches.
    public let configuration: Configuration

    private struct State {
        /// The live transfer of each URL, by `absoluteString`.
        var transfers: [String: ImageTransfer] = [:]
        /// Transfers waiting for a slot.
        var waiting: [ImageTransfer] = []
        /// Transfers with a request under way, by their task's identifier.
        var running: [Int: ImageTransfer] = [:]
        var slotsInUse = 0
        var nextSequence = 0
        var statistics = ImageFetchStatistics()
        var isShutDown = false
    }

    private let state = Locked(State())
    private let session: URLSession
    /// Where `onChange` callbacks run.
    private let callbackQueue = DispatchQueue(label: "folio.image-fetcher.callbacks")
    /// Where time-outs are checked and retries wait.
    private let timerQueue = DispatchQueue(label: "folio.image-fetcher.timers")
    /// Where finished bodies are made disk cache entries (flushing a file to disk may take a
    /// while, which should hold up neither callers nor the session's other transfers).
    private let diskQueue = DispatchQueue(label: "folio.image-fetcher.disk")

    /// A fetcher with `configuration`. Any thread.
    public init(configuration: Configuration = Configuration()) {
        var configuration = configuration
        configuration.maxConcurrentTransfers = max(1, configuration.maxConcurrentTransfers)
        configuration.maxRedirects = max(0, configuration.maxRedirects)
        configuration.maxRetries = max(0, configuration.maxRetries)
        configuration.progressByteInterval = max(1, configuration.progressByteInterval)
        self.configuration = configuration

        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.httpCookieStorage = nil
        sessionConfiguration.httpShouldSetCookies = false
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maxConcurrentTransfers
        // The fetcher's own checks time attempts out; URLSession's (a stall time-out on Linux)
        // only back them up, later.
        sessionConfiguration.timeoutIntervalForRequest = configuration.transferTimeout.seconds + 5
        sessionConfiguration.timeoutIntervalForResource = configuration.transferTimeout.seconds + 5
        if let userAgent = configuration.userAgent {
            sessionConfiguration.httpAdditionalHeaders = ["User-Agent": userAgent]
        }
        let delegateQueue = OperationQueue()
        delegateQueue.name = "folio.image-fetcher.session"
        delegateQueue.maxConcurrentOperationCount = 1
        let delegate = ImageFetcherSessionDelegate()
        session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: delegateQueue)
        delegate.fetcher = self
    }

    deinit {
        let (transfers, fetches) = state.withLock { state in
            state.isShutDown = true
            let transfers = Array(state.running.values)
            let fetches = state.transfers.values.flatMap(\.fetches)
            state.transfers = [:]
            state.waiting = []
            state.running = [:]
            return (transfers, fetches)
        }
        session.invalidateAndCancel()
        for transfer in transfers { transfer.body?.abandon() }
        for fetch in fetches { fetch.move(to: .failed(reason: "cancelled")) }
    }

    /// The bytes the transfer of the URL `key` names has received so far, if one is under way.
    /// Any thread.
    func receivedData(forKey key: String) -> Data? {
        state.withLock { $0.transfers[key]?.body }?.receivedSoFar()
    }

    /// What the fetcher has done so far and is doing now. Any thread.
    public var statistics: ImageFetchStatistics {
        state.withLock { state in
            var statistics = state.statistics
            statistics.runningTransfers = state.slotsInUse
            statistics.waitingTransfers = state.waiting.count
            return statistics
        }
    }

    /// Starts fetching `url`, joins the transfer under way for it, or answers from the disk
    /// cache (which is looked up on the calling thread: a file's status is read and touched).
    /// See the type's notes on callbacks. Any thread.
    public func fetch(_ url: URL, priority: ImageFetchPriority, onChange: @escaping @Sendable () -> Void) -> any ImageFetch {
        let key = url.absoluteString
        let fetch = RemoteImageFetch(key: key, fetcher: self, callbackQueue: callbackQueue, onChange: onChange)
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
            state.withLock { $0.statistics.failed += 1 }
            logFailure(of: url, "unsupported URL")
            fetch.settle(.failed(reason: "unsupported URL"))
            return fetch
        }
        if join(fetch, priority: priority) {
            fetch.makeReady()
            return fetch
        }
        if let cache = configuration.diskCache,
           let path = cache.cachedFile(for: url, maxFileByteCount: configuration.limits.maxFileByteCount) {
            state.withLock { $0.statistics.diskCacheHits += 1 }
            fetch.settle(.finished(.file(path)))
            return fetch
        }
        let startable = state.withLock { state -> [ImageTransfer] in
            // Another fetch of the URL may have started it while the cache was looked in.
            if let transfer = state.transfers[key] {
                join(fetch, to: transfer, priority: priority, state: &state)
                return []
            }
            let transfer = ImageTransfer(url: url, key: key, sequence: state.nextSequence, priority: priority)
            state.nextSequence += 1
            transfer.fetches = [fetch]
            state.transfers[key] = transfer
            state.waiting.append(transfer)
            return takeStartable(&state)
        }
        start(startable)
        fetch.makeReady()
        return fetch
    }

    // MARK: - Joining and withdrawing

    /// Adds `fetch` to the transfer under way for its URL, if there is one.
    private func join(_ fetch: RemoteImageFetch, priority: ImageFetchPriority) -> Bool {
        state.withLock { state in
            guard let transfer = state.transfers[fetch.key] else { return false }
            join(fetch, to: transfer, priority: priority, state: &state)
            return true
        }
    }

    private func join(_ fetch: RemoteImageFetch, to transfer: ImageTransfer, priority: ImageFetchPriority, state: inout State) {
        transfer.fetches.append(fetch)
        transfer.priority = max(transfer.priority, priority)
        state.statistics.joined += 1
        if transfer.receivedByteCount > 0 || transfer.expectedByteCount != nil, case .running = transfer.phase {
            fetch.move(to: .loading(receivedByteCount: transfer.receivedByteCount, expectedByteCount: transfer.expectedByteCount))
        }
    }

    /// Takes back `fetch`'s interest; stops its transfer if no fetch wants it any more. Called
    /// by the fetch's `cancel`. Any thread.
    func withdraw(_ fetch: RemoteImageFetch) {
        let task = state.withLock { state -> URLSessionDataTask? in
            guard let transfer = state.transfers[fetch.key],
                  let index = transfer.fetches.firstIndex(where: { $0 === fetch }) else { return nil }
            transfer.fetches.remove(at: index)
            guard transfer.fetches.isEmpty else { return nil }
            if case .finishing = transfer.phase {
                // Every byte is here: let it become a cache entry, and let a new fetch join it.
                return nil
            }
            transfer.isAbandoned = true
            state.transfers[fetch.key] = nil
            state.statistics.cancelled += 1
            switch transfer.phase {
            case .waiting:
                state.waiting.removeAll { $0 === transfer }
                transfer.phase = .done
                return nil
            case .running(let task):
                // Its slot is given back when URLSession reports the task's end.
                return task
            case .starting, .backingOff, .finishing, .done:
                // Starting and retrying look at `isAbandoned` before going on.
                return nil
            }
        }
        task?.cancel()
    }

    // MARK: - Starting

    /// Gives slots to the most urgent waiting transfers while slots are free; returns them, to
    /// be started once the lock is let go.
    private func takeStartable(_ state: inout State) -> [ImageTransfer] {
        guard !state.isShutDown else { return [] }
        var startable: [ImageTransfer] = []
        while state.slotsInUse < configuration.maxConcurrentTransfers, !state.waiting.isEmpty {
            var best = 0
            for index in state.waiting.indices.dropFirst() where state.waiting[index].precedes(state.waiting[best]) {
                best = index
            }
            let transfer = state.waiting.remove(at: best)
            transfer.phase = .starting
            state.slotsInUse += 1
            state.statistics.peakRunningTransfers = max(state.statistics.peakRunningTransfers, state.slotsInUse)
            startable.append(transfer)
        }
        return startable
    }

    /// Sends the next request of each of `transfers`, which hold slots.
    private func start(_ transfers: [ImageTransfer]) {
        var pending = transfers
        while !pending.isEmpty {
            let transfer = pending.removeFirst()
            var request = URLRequest(url: transfer.url)
            request.cachePolicy = .reloadIgnoringLocalCacheData
            request.timeoutInterval = configuration.transferTimeout.seconds + 5
            request.setValue("image/*, */*;q=0.5", forHTTPHeaderField: "Accept")
            // A body sent as is has the length its `Content-Length` claims, which is checked.
            request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
            let task = session.dataTask(with: request)
            let body = TransferBody(url: transfer.url, cache: configuration.diskCache)
            let shouldResume = state.withLock { state -> Bool in
                guard case .starting = transfer.phase, !transfer.isAbandoned, !state.isShutDown else {
                    transfer.phase = .done
                    state.slotsInUse -= 1
                    pending += takeStartable(&state)
                    return false
                }
                transfer.phase = .running(task)
                transfer.attemptCount += 1
                transfer.receivedByteCount = 0
                transfer.expectedByteCount = nil
                transfer.isEncoded = false
                transfer.reportedByteCount = 0
                transfer.redirectCount = 0
                transfer.failure = nil
                transfer.body = body
                transfer.attemptStart = .now()
                transfer.lastActivity = .now()
                state.running[task.taskIdentifier] = transfer
                state.statistics.requestsSent += 1
                if transfer.attemptCount == 1 { state.statistics.transfersStarted += 1 }
                return true
            }
            guard shouldResume else {
                body.abandon()
                continue
            }
            task.resume()
            watch(transfer, task: task)
        }
    }

    // MARK: - What the session reports

    /// The response to `task` arrived: its status and claimed length decide whether the body
    /// is wanted (if not, the task is to be cancelled). Called on the session's delegate
    /// queue.
    func task(_ task: URLSessionDataTask, received response: URLResponse) -> Bool {
        state.withLock { state in
            guard let transfer = state.running[task.taskIdentifier], !transfer.isAbandoned, transfer.failure == nil else {
                return false
            }
            transfer.lastActivity = .now()
            guard let response = response as? HTTPURLResponse else {
                transfer.failure = ImageTransferFailure(reason: "not an HTTP response", isRetryable: false)
                return false
            }
            guard (200...299).contains(response.statusCode) else {
                transfer.failure = .http(response.statusCode, retryAfter: response.value(forHTTPHeaderField: "Retry-After"))
                return false
            }
            if let encoding = response.value(forHTTPHeaderField: "Content-Encoding"),
               encoding.lowercased() != "identity" {
                transfer.isEncoded = true
            }
            if response.expectedContentLength >= 0 {
                let claimed = Int(clamping: response.expectedContentLength)
                if let refusal = configuration.limits.refusal(fileByteCount: claimed) {
                    transfer.failure = ImageTransferFailure(reason: refusal, isRetryable: false)
                    return false
                }
                transfer.expectedByteCount = claimed
            }
            return true
        }
    }

    /// Body bytes of `task` arrived: counted against the limit, added to the body, reported.
    /// Called on the session's delegate queue.
    func task(_ task: URLSessionDataTask, received data: Data) {
        var body: TransferBody?
        var isUnwanted = false
        var moves: [(RemoteImageFetch, ImageFetchState)] = []
        state.withLock { state in
            guard let transfer = state.running[task.taskIdentifier], !transfer.isAbandoned, transfer.failure == nil else {
                isUnwanted = true  // failed or cancelled, yet bytes still come: stop it again
                return
            }
            let total = transfer.receivedByteCount + data.count
            if let refusal = configuration.limits.refusal(fileByteCount: total) {
                transfer.failure = ImageTransferFailure(reason: refusal, isRetryable: false)
                isUnwanted = true
                return
            }
            transfer.receivedByteCount = total
            transfer.lastActivity = .now()
            state.statistics.bytesReceived += data.count
            body = transfer.body
            if total - transfer.reportedByteCount >= configuration.progressByteInterval {
                transfer.reportedByteCount = total
                let loading = ImageFetchState.loading(receivedByteCount: total, expectedByteCount: transfer.expectedByteCount)
                moves = transfer.fetches.map { ($0, loading) }
            }
        }
        if isUnwanted { return task.cancel() }
        body?.append(data)
        for (fetch, state) in moves { fetch.move(to: state) }
    }

    /// `task` is being redirected to `request`: followed, or refused past the limit (or to a
    /// scheme other than HTTP(S)), in which case the task is to be cancelled once URLSession
    /// has been answered. Called on the session's delegate queue.
    func task(_ task: URLSessionTask, redirectedTo request: URLRequest) -> URLRequest? {
        let failure = state.withLock { state -> ImageTransferFailure? in
            guard let transfer = state.running[task.taskIdentifier], !transfer.isAbandoned, transfer.failure == nil else {
                return ImageTransferFailure(reason: "cancelled", isRetryable: false)
            }
            transfer.lastActivity = .now()
            transfer.redirectCount += 1
            if transfer.redirectCount > configuration.maxRedirects {
                transfer.failure = .tooManyRedirects
            } else if let scheme = request.url?.scheme?.lowercased(), scheme == "http" || scheme == "https" {
                return nil
            } else {
                transfer.failure = ImageTransferFailure(reason: "redirected to an unsupported URL", isRetryable: false)
            }
            return transfer.failure
        }
        return failure == nil ? request : nil
    }

    /// `task` ended, with `error` or not: the transfer finishes, fails, or waits to try again,
    /// and its slot goes to the next waiting transfer. Called on the session's delegate queue.
    func task(_ task: URLSessionTask, completedWith error: (any Error)?) {
        enum Plan {
            case discard
            case retry(after: Duration)
            case fail(String, [RemoteImageFetch])
            case finish
        }
        var startable: [ImageTransfer] = []
        let outcome = state.withLock { state -> (ImageTransfer, TransferBody?, Plan)? in
            guard let transfer = state.running.removeValue(forKey: task.taskIdentifier) else { return nil }
            state.slotsInUse -= 1
            defer { startable = takeStartable(&state) }
            let body = transfer.body
            transfer.body = nil
            if transfer.isAbandoned || state.isShutDown {
                transfer.phase = .done
                return (transfer, body, .discard)
            }
            var failure = transfer.failure
            if failure == nil, let expected = transfer.expectedByteCount, !transfer.isEncoded,
               transfer.receivedByteCount < expected {
                failure = .cutShort
            }
            if failure == nil, let error { failure = ImageTransferFailure(error: error) }
            guard let failure else {
                transfer.phase = .finishing
                return (transfer, body, .finish)
            }
            if failure.isRetryable, transfer.attemptCount <= configuration.maxRetries {
                transfer.phase = .backingOff
                state.statistics.retried += 1
                return (transfer, body, .retry(after: retryDelay(afterAttempt: transfer.attemptCount, asked: failure.retryAfter)))
            }
            transfer.phase = .done
            if state.transfers[transfer.key] === transfer { state.transfers[transfer.key] = nil }
            state.statistics.failed += 1
            return (transfer, body, .fail(failure.reason, transfer.fetches))
        }
        if let (transfer, body, plan) = outcome {
            switch plan {
            case .discard:
                body?.abandon()
            case .retry(let delay):
                body?.abandon()
                timerQueue.asyncAfter(deadline: .now() + delay.seconds) { [weak self] in self?.retry(transfer) }
            case .fail(let reason, let fetches):
                body?.abandon()
                logFailure(of: transfer.url, reason)
                for fetch in fetches { fetch.move(to: .failed(reason: reason)) }
            case .finish:
                diskQueue.async { [weak self] in
                    self?.finish(transfer, bytes: body?.finish())
                }
            }
        }
        start(startable)
    }

    /// Hands a finished transfer's bytes (nil if the disk lost them) to its fetches. Called on
    /// the disk queue.
    private func finish(_ transfer: ImageTransfer, bytes: LoadedImageBytes?) {
        let fetches = state.withLock { state in
            transfer.phase = .done
            if state.transfers[transfer.key] === transfer { state.transfers[transfer.key] = nil }
            if bytes == nil { state.statistics.failed += 1 } else { state.statistics.finished += 1 }
            return transfer.fetches
        }
        guard let bytes else {
            logFailure(of: transfer.url, "cannot keep the download")
            for fetch in fetches { fetch.move(to: .failed(reason: "cannot keep the download")) }
            return
        }
        for fetch in fetches { fetch.move(to: .finished(bytes)) }
    }

    /// Puts a transfer that waited after a transient failure back in line, ahead of those
    /// asked for after it. Called on the timer queue.
    private func retry(_ transfer: ImageTransfer) {
        let startable = state.withLock { state -> [ImageTransfer] in
            guard case .backingOff = transfer.phase, !transfer.isAbandoned, !state.isShutDown else { return [] }
            transfer.phase = .waiting
            state.waiting.append(transfer)
            return takeStartable(&state)
        }
        start(startable)
    }

    /// The wait before the attempt after `attempt`: `retryDelay` doubled per attempt with up to
    /// a quarter more at random, or what the server asked, within `maxRetryDelay`.
    private func retryDelay(afterAttempt attempt: Int, asked: Duration?) -> Duration {
        let doubled = configuration.retryDelay.seconds * Double(1 << min(attempt - 1, 20)) * Double.random(in: 1...1.25)
        let seconds = max(doubled, asked?.seconds ?? 0)
        return .milliseconds(Int(min(seconds, configuration.maxRetryDelay.seconds) * 1000))
    }

    // MARK: - Time-outs

    /// Checks `transfer`'s attempt with `task` for time-outs when its nearest deadline comes,
    /// and again after, until it ends.
    private func watch(_ transfer: ImageTransfer, task: URLSessionDataTask) {
        enum Verdict {
            case over
            case timedOut
            case check(afterSeconds: Double)
        }
        let verdict = state.withLock { _ -> Verdict in
            guard transfer.task === task, transfer.failure == nil, !transfer.isAbandoned else { return .over }
            let now = DispatchTime.now().uptimeNanoseconds
            let stallEnd = transfer.lastActivity.uptimeNanoseconds &+ Self.nanoseconds(configuration.stallTimeout)
            let attemptEnd = transfer.attemptStart.uptimeNanoseconds &+ Self.nanoseconds(configuration.transferTimeout)
            let end = min(stallEnd, attemptEnd)
            guard now < end else {
                transfer.failure = .timedOut
                return .timedOut
            }
            return .check(afterSeconds: Double(end - now) / 1e9)
        }
        switch verdict {
        case .over:
            return
        case .timedOut:
            task.cancel()
        case .check(let seconds):
            timerQueue.asyncAfter(deadline: .now() + seconds + 0.001) { [weak self] in
                self?.watch(transfer, task: task)
            }
        }
    }

    private static func nanoseconds(_ duration: Duration) -> UInt64 {
        UInt64(max(0, duration.seconds) * 1e9)
    }

    // MARK: - Logging

    private func logFailure(of url: URL, _ reason: String) {
        FolioLogger.content.line(.warning, "cannot fetch \(url.absoluteString): \(reason)")
    }
}
