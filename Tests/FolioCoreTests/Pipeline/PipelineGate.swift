import Dispatch

/// A one-way signal between threads with a bounded wait, so a broken test fails instead of
/// hanging. Any thread.
struct PipelineGate: Sendable {
    /// How long a test waits for something that should happen at once.
    static let patience: DispatchTimeInterval = .seconds(10)

    private let semaphore = DispatchSemaphore(value: 0)

    func open() {
        semaphore.signal()
    }

    /// Waits for `open()`; false if it did not come within `timeout`.
    func wait(timeout: DispatchTimeInterval = PipelineGate.patience) -> Bool {
        semaphore.wait(timeout: .now() + timeout) == .success
    }
}
