import Dispatch

/// Lets go of objects whose deallocation is slow (a page bitmap frees megabytes, which means
/// unmapping pages) on a background thread instead of the caller's, as Texture's
/// `ASDeallocQueue` does: the main thread drops bitmaps as pages leave the display range, and a
/// frame must not pay for it. Any thread.
public enum BackgroundReleaser {
    private static let queue = DispatchQueue(label: "folio.release", qos: .utility)

    /// Takes the caller's reference to `object` and drops it on the background queue; if that
    /// was the last reference, the object is deallocated there. Pass a temporary (such as
    /// `element.bitmap.take()`), so that no other reference of the caller's outlives the call.
    public static func release(_ object: consuming (any AnyObject & Sendable)?) {
        guard let object = object.take() else { return }
        queue.async { withExtendedLifetime(object) {} }
    }

    /// Blocks until everything handed over so far has been let go: for tests.
    public static func drain() {
        queue.sync {}
    }
}
