/// The weights of the bundled typeface. A plain value: usable on any thread.
public enum FontWeight: Hashable, Sendable {
    case regular
    case bold
}
