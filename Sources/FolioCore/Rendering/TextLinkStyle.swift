/// How the links in a text node's text look: their colour, the colour of the one being pressed,
/// and whether they are underlined. A run's own `TextRunStyle` overrides the colour and the
/// underline. A plain value: usable on any thread.
public struct TextLinkStyle: Hashable, Sendable {
    /// The links' colour.
    public var color: Color
    /// The colour of a link while a pointer presses it.
    public var pressedColor: Color
    /// Whether links are underlined.
    public var isUnderlined: Bool

    /// A link style; a blue that reads on light and dark backgrounds, a paler one while pressed,
    /// underlined, unless told otherwise.
    public init(color: Color = TextLinkStyle.defaultColor, pressedColor: Color = TextLinkStyle.defaultPressedColor,
                isUnderlined: Bool = true) {
        self.color = color
        self.pressedColor = pressedColor
        self.isUnderlined = isUnderlined
    }

    /// The default link colour. A plain value: usable on any thread.
    public static let defaultColor = Color(red: 10, green: 132, blue: 255)
    /// The default colour of a pressed link. A plain value: usable on any thread.
    public static let defaultPressedColor = Color(red: 120, green: 185, blue: 255)
}
