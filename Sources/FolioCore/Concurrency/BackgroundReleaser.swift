import Dispatch
import Foundation

/// Lets go of objects whose deallocation is slow (a page bitmap frees megabytes, which means
/// unmapping pages) on a background thread instead of the caller's, as Texture's
/// `ASDeallocQueue` does: the main thread drops bitmaps as pages leave the display range, and a
/// frame must not pay for it. Any thread.
public enum BackgroundReleaser {
    private static let queue = DispatchQueue(label: "folio.release", qos: .utility)

    /// Moves the value out of `reference` (leaving nil) and drops it on the background queue; if
    /// that was the last reference to the object, it is deallocated there. The move is what makes
    /// it so: a copy left with the caller could be the one dropped last, on the caller's thread.
    public static func release<Object: Sendable>(_ reference: inout Object?) {
        guard let parcel = Parcel(reference.take()) else { return }
        queue.async { parcel.empty() }
    }

    /// Blocks until everything handed over so far has been let go: for tests, and for work that
    /// must follow those releases (`IdleMemoryReleaser` trims the heap after them).
    public static func drain() {
        queue.sync {}
    }

    /// Holds the only reference in transit, so the background queue's `empty()` is what drops
    /// it. Any thread; the lock guards `object`.
    private final class Parcel<Held: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var object: Held?

        init?(_ object: consuming Held?) {
            guard object != nil else { return nil }
            self.object = object
        }

        func empty() {
            lock.withLock { object = nil }
        }
    }
}
