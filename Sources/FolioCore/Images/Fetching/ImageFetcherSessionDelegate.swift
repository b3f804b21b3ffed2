import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a `URLSessionImageFetcher`'s session tells, passed on to the fetcher. The session holds
/// its delegate until invalidated; this one holds the fetcher weakly, so that a fetcher nobody
/// keeps goes (and invalidates its session). Called on the session's delegate queue.
final class ImageFetcherSessionDelegate: NSObject, URLSessionDataDelegate {
    private struct WeakFetcher {
        weak var fetcher: URLSessionImageFetcher?
    }

    private let owner = Locked(WeakFetcher())

    var fetcher: URLSessionImageFetcher? {
        get { owner.withLock { $0.fetcher } }
        set { owner.withLock { $0.fetcher = newValue } }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        // URLSession on Linux goes on with a task answered `.cancel`: it is cancelled as well.
        let isWanted = fetcher?.task(dataTask, received: response) ?? false
        completionHandler(isWanted ? .allow : .cancel)
        if !isWanted { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let fetcher else { return dataTask.cancel() }
        fetcher.task(dataTask, received: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let followed = fetcher?.task(task, redirectedTo: request)
        completionHandler(followed)
        // Cancelling before answering makes URLSession on Linux stop the process.
        if followed == nil { task.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        fetcher?.task(task, completedWith: error)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, willCacheResponse proposedResponse: CachedURLResponse,
                    completionHandler: @escaping @Sendable (CachedURLResponse?) -> Void) {
        // Images are kept by the fetcher's own disk cache, never by URLSession's.
        completionHandler(nil)
    }
}
