/// Why a PNG file could not be written or its text read, short enough for one log line; or that
/// the work was cancelled, which is no failure. A plain value: any thread.
public struct PNGFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that was being written or read.
    public var path: String
    /// A short reason in the system's or libpng's words: "No space left on device", "file ends
    /// before the pixels".
    public var reason: String
    /// Whether the caller asked the work to stop, rather than anything having failed; nothing is
    /// left under the file's name.
    public var isCancellation: Bool

    /// A failure of the file at `path`, for `reason`. Any thread.
    public init(path: String, reason: String, isCancellation: Bool = false) {
        self.path = path
        self.reason = reason
        self.isCancellation = isCancellation
    }

    /// "path: reason". Any thread.
    public var description: String { "\(path): \(reason)" }
}
