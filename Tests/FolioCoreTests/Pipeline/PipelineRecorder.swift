import Foundation

/// Collects values from any thread, in the order they arrive. Any thread.
///
/// Locked with `NSLock` rather than `Synchronization.Mutex`, which ThreadSanitizer cannot see on
/// Linux.
final class PipelineRecorder<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `values` is only touched with `lock` held.
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.withLock { values.append(value) }
    }

    var recorded: [Value] {
        lock.withLock { values }
    }
}
