/// Why an image could not be decoded, short enough to show on the page that wanted it; or that
/// the decode was cancelled, which is no failure: the image may be decoded again later.
/// A plain value: usable on any thread.
public struct ImageDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that failed.
    public var path: String
    /// A short reason, such as "file not found", "HTTP 404" or "not a JPEG, PNG, WebP or GIF image".
    public var reason: String
    /// Whether the work was cancelled (its page left the range, or the app is quitting) rather
    /// than the file being at fault: not shown, not logged.
    public var isCancellation: Bool

    /// A failure of the file at `path`, for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
        isCancellation = false
    }

    /// The outcome of a decode of `path` that stopped because its cancellation token was
    /// cancelled. Any thread.
    public static func cancelled(path: String) -> ImageDecodingError {
        var error = ImageDecodingError(path: path, reason: "cancelled")
        error.isCancellation = true
        return error
    }

    public var description: String { "\(path): \(reason)" }
}
