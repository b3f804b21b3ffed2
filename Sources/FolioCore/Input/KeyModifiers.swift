/// The modifier keys held when an input event happened: what turns a click into a Ctrl-click
/// (toggle a selection) or a Shift-click (extend it), and an arrow into a Shift+arrow. Translated
/// from the platform by the host. A plain value: usable on any thread.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// A set of modifiers from its bits. Any thread.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Ctrl key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The system key (the one with the logo).
    public static let system = KeyModifiers(rawValue: 1 << 3)
}
