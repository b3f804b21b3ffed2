import CSDL2

/// An SDL call that failed, with SDL's own reason. A plain value: usable on any thread.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What Folio was doing, such as "creating the window".
    public let operation: String
    /// SDL's message (`SDL_GetError`) at the time of the failure.
    public let reason: String

    /// The failure of `operation` ("opening the window"), with SDL's message now: for an app
    /// that calls SDL itself (one that embeds a collection) to report its own failures alike.
    /// Any thread, right after the failed call (SDL keeps its message per thread).
    public init(_ operation: String) {
        self.operation = operation
        self.reason = String(cString: SDL_GetError())
    }

    init(_ operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    /// "<operation> failed: <reason>", for a one-line message.
    public var description: String { "\(operation) failed: \(reason)" }
}
