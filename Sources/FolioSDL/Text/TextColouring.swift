import FolioCore

/// What a laid-out text is drawn in besides its fonts: the attributes it is drawn with (whose
/// colours and link style may differ from those it was laid out with: a button's pressed title
/// reuses its layout) and a pressed link. Changing it recolours Pango's runs without moving a
/// glyph. A plain value: usable on any thread.
struct TextColouring: Hashable {
    /// The colours, link style and underlines runs inherit.
    var attributes: TextAttributes
    /// A link drawn in another colour.
    var highlight: TextLinkHighlight?

    /// Run `run`'s colour, in `style`, belonging to link `link`.
    func color(of style: TextRunStyle, link: Int?) -> Color {
        if let highlight, let link, highlight.link == link { return highlight.color }
        return style.color(in: attributes)
    }
}
