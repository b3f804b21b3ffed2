/// How one run of an `AttributedText` differs from its text node's `TextAttributes`: every
/// property left nil is the attributes' own. A run with a `link` is drawn in the attributes'
/// `linkStyle` (its colour, underlined) unless the run says otherwise, and can be pressed.
/// A plain value: usable on any thread.
public struct TextRunStyle: Hashable, Sendable {
    /// The font family (a fontconfig family or pattern: "serif", "monospace", "Noto Serif");
    /// nil: the attributes' family.
    public var family: String?
    /// Regular or bold; nil: the attributes' weight.
    public var weight: FontWeight?
    /// Whether the run is set in italic; nil: as the attributes say.
    public var isItalic: Bool?
    /// The glyphs' colour; nil: the link colour for a link, else the attributes' colour.
    public var color: Color?
    /// The font size in logical pixels; nil: the attributes' size.
    public var size: Double?
    /// Whether a line is drawn under the run; nil: only under links (as `linkStyle` says).
    public var isUnderlined: Bool?
    /// What the run links to (a URL, "tag:swift", anything the app understands); nil: no link.
    public var link: String?

    /// A style overriding what is given and inheriting the rest.
    public init(family: String? = nil, weight: FontWeight? = nil, isItalic: Bool? = nil, color: Color? = nil, size: Double? = nil,
                isUnderlined: Bool? = nil, link: String? = nil) {
        self.family = family
        self.weight = weight
        self.isItalic = isItalic
        self.color = color
        self.size = size
        self.isUnderlined = isUnderlined
        self.link = link
    }

    /// Inherits everything: the run looks like plain text.
    public static let plain = TextRunStyle()
    /// Bold, inheriting the rest.
    public static let bold = TextRunStyle(weight: .bold)
    /// Italic, inheriting the rest.
    public static let italic = TextRunStyle(isItalic: true)
    /// Underlined, inheriting the rest.
    public static let underlined = TextRunStyle(isUnderlined: true)

    /// In `color`, inheriting the rest.
    public static func color(_ color: Color) -> TextRunStyle { TextRunStyle(color: color) }
    /// In the font `family` (a fontconfig family or pattern), inheriting the rest.
    public static func family(_ family: String) -> TextRunStyle { TextRunStyle(family: family) }
    /// At `size` logical pixels, inheriting the rest.
    public static func size(_ size: Double) -> TextRunStyle { TextRunStyle(size: size) }
    /// A link to `target`, drawn as the attributes' `linkStyle` says.
    public static func link(_ target: String) -> TextRunStyle { TextRunStyle(link: target) }

    /// Whether the style changes nothing: such a run is plain text.
    public var isPlain: Bool { self == .plain }

    /// The font of a run in this style under `attributes`, at `scale` physical pixels per
    /// logical pixel.
    public func font(in attributes: TextAttributes, scale: Double) -> FontSpec {
        guard family != nil || weight != nil || isItalic != nil || size != nil else { return attributes.font(scale: scale) }
        return FontSpec(family: family ?? attributes.family, weight: weight ?? attributes.weight, isItalic: isItalic ?? attributes.isItalic,
                        pixelSize: FontSpec.pixelSize(size ?? attributes.size, scale: scale))
    }

    /// The colour of a run in this style under `attributes`.
    public func color(in attributes: TextAttributes) -> Color {
        color ?? (link == nil ? attributes.color : attributes.linkStyle.color)
    }

    /// Whether a run in this style under `attributes` is underlined.
    public func isUnderlined(in attributes: TextAttributes) -> Bool {
        isUnderlined ?? (link != nil && attributes.linkStyle.isUnderlined)
    }
}
