/// How heavy a font's strokes are. A plain value: usable on any thread.
public enum FontWeight: Hashable, Sendable {
    /// The body weight.
    case regular
    /// The bold weight, for titles.
    case bold
}
