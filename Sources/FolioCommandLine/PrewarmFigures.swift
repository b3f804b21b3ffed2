/// What a `--prewarm` did before the first frame, as a tool's `--stats` line reports it: the
/// items made and uploaded, the seconds it took, and whether it made every one in reach (the
/// benchmark's floor is only a floor when it did). A plain value: any thread.
public struct PrewarmFigures: Encodable, Sendable, Equatable {
    public let pages: Int
    public let seconds: Double
    public let complete: Bool

    public init(pages: Int, seconds: Double, complete: Bool) {
        self.pages = pages
        self.seconds = seconds
        self.complete = complete
    }

    /// The figures of a host's prewarm result, or nil when there was no prewarm.
    public init?(_ result: (pages: Int, seconds: Double, complete: Bool)?) {
        guard let result else { return nil }
        self.init(pages: result.pages, seconds: result.seconds, complete: result.complete)
    }
}
