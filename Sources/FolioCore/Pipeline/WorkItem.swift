/// One piece of background work: a body to run on a worker, the page it is for, and the token
/// that cancels it. A plain value: create it on any thread.
public struct WorkItem: Sendable {
    /// The page the work is for; schedulers run the item whose key is nearest their focus first.
    public let key: Int
    /// Cancels the item: skipped if not started, and the body should check it between steps.
    public let token: CancellationToken
    /// The work. Runs once, on a worker thread (or the test thread, with a manual scheduler).
    public let body: @Sendable () -> Void

    /// Creates an item for page `key`.
    ///
    /// - Parameters:
    ///   - key: The page the work is for.
    ///   - token: The token that cancels it; a fresh one by default.
    ///   - body: The work; it should capture `token` and check it between steps.
    public init(key: Int, token: CancellationToken = CancellationToken(), body: @escaping @Sendable () -> Void) {
        self.key = key
        self.token = token
        self.body = body
    }
}
