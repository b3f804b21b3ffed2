/// Why an image could not be decoded, short enough to show on the page that wanted it.
/// A plain value: usable on any thread.
public struct ImageDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that failed.
    public var path: String
    /// A short reason, such as "file not found" or "not a JPEG or PNG image".
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
