import Foundation

/// A value behind a lock, for state that several threads read and write (node properties, a
/// log sink). It uses a pthread mutex (`NSLock`) rather than `Synchronization.Mutex`, because
/// ThreadSanitizer understands the former on Linux, and Folio's concurrency tests run under it.
/// Any thread.
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched with `lock` held.
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`. Any thread.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. Any thread; do not call back into the same
    /// lock from `body`.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value. Any thread.
    public var current: Value { withLock { $0 } }
}
