/// A value a flag does not accept, with what it does accept; ArgumentParser shows it after the
/// flag's name ("the value 'x' is invalid for '--pages <count>': expects …"). Any thread.
public struct InvalidValue: Error, CustomStringConvertible, Sendable {
    /// What the flag accepts, as "expects …".
    public let description: String

    public init(expecting accepted: String) {
        description = "expects " + accepted
    }
}
