import FolioCore
import Foundation

/// A fetch whose callbacks are counted, with ways to wait for it. Any thread.
final class RecordedFetch: Sendable {
    let fetch: any ImageFetch
    /// The states `onChange` found, one per call (nil: called before `fetch` returned).
    private let seen: Locked<[ImageFetchState?]>

    /// Fetches `url` from `fetcher` at `priority`.
    init(_ fetcher: any ImageFetcher, _ url: URL, priority: ImageFetchPriority = .visible) {
        let seen = Locked<[ImageFetchState?]>([]), made = Locked<(any ImageFetch)?>(nil)
        self.seen = seen
        fetch = fetcher.fetch(url, priority: priority) {
            let state = made.current?.state
            seen.withLock { $0.append(state) }
        }
        made.withLock { $0 = fetch }
    }

    /// How many times `onChange` was called.
    var callbackCount: Int { seen.current.count }

    /// The states `onChange` found, in order; nil for a call made before `fetch` returned.
    var statesSeen: [ImageFetchState?] { seen.current }

    var state: ImageFetchState { fetch.state }

    /// The state once the fetch has ended, or nil if it has not within 30 s.
    func end() -> ImageFetchState? {
        let deadline = Date(timeIntervalSinceNow: 30)
        while Date() < deadline {
            if case .loading = fetch.state {
                Thread.sleep(forTimeInterval: 0.005)
                continue
            }
            return fetch.state
        }
        return nil
    }

    /// The reason the fetch failed once it has ended, or nil if it finished or has not ended.
    func failure() -> String? {
        if case .failed(let reason) = end() { return reason }
        return nil
    }

    /// The bytes the fetch finished with (read from the file if they are in one), or nil if it
    /// failed or has not ended.
    func bytes() -> Data? {
        switch end() {
        case .finished(.memory(let data)): data
        case .finished(.file(let path)): FileManager.default.contents(atPath: path)
        default: nil
        }
    }
}

/// Waits (up to 30 s) until `condition` holds; whether it did.
func eventually(_ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: 30)
    while !condition() {
        if Date() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.005)
    }
    return true
}
