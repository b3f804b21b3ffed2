import Dispatch
import FolioCore
import Synchronization

/// folio-photos' search worker: finds the photos a query matches off the main thread, where a
/// library of tens of thousands takes a few milliseconds a keystroke, and hands the results on
/// from there. Only the latest request counts: one that a newer one overtook while it waited is
/// skipped, so typing fast never queues stale searches. Any thread.
final class PhotoSearch: Sendable {
    private let queue = DispatchQueue(label: "folio-photos.search", qos: .userInitiated)
    /// The photos' entries; touched on `queue` only (the lock only makes that provable).
    private let index = Locked(PhotoSearchIndex())
    /// The number of the latest request.
    private let latest = Atomic<Int>(0)

    /// Finds what `query` matches in `library`, then calls `deliver` on the worker with the
    /// photos found (in the grid's order) and the query, unless a later call came meanwhile.
    /// Any thread.
    func search(_ query: String, in library: PhotoSections,
                deliver: @escaping @Sendable (_ results: PhotoSections, _ query: String) -> Void) {
        let request = latest.add(1, ordering: .relaxed).newValue
        queue.async { [self] in
            guard latest.load(ordering: .relaxed) == request else { return }
            let results = index.withLock { index in
                index.update(to: library)
                return index.results(of: PhotoQuery(query), in: library)
            }
            deliver(results, query)
        }
    }
}
