import FolioCore
import Testing

// The samples of the FolioCore article "Borders, shadows and alpha", as they appear there: this
// file compiles them, and the suite below runs them.

private struct PhotoCard: NodeComposition {
    var path: String
    var caption: String

    struct Nodes {
        let card: DisplayNode
        let photo: ImageNode
        let caption: TextNode
    }

    func makeNodes() -> Nodes {
        let card = DisplayNode()
        card.backgroundColor = Color(red: 30, green: 31, blue: 36)
        card.cornerRadius = 10
        card.shadow = Shadow(offset: Size(width: 0, height: 2), radius: 4, opacity: 0.6)
        card.borderWidth = 0.5
        card.borderColor = Color(red: 255, green: 255, blue: 255, alpha: 40)
        let caption = TextNode(caption, attributes: TextAttributes(size: 14, color: .white))
        caption.alpha = 0.8
        return Nodes(card: card, photo: ImageNode(path: path, cornerRadius: 10), caption: caption)
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        var photo = InsetLayoutSpec(insets: .zero, child: nodes.photo)
        photo.style.flexGrow = 1
        let content = StackLayoutSpec(direction: .vertical, spacing: 6, children: [
            photo, InsetLayoutSpec(insets: EdgeInsets(all: 8), child: nodes.caption),
        ])
        // Room for the shadow inside the cell's bitmap: its extent on each side.
        let room = Shadow(offset: Size(width: 0, height: 2), radius: 4).extent
        return InsetLayoutSpec(insets: room, child: BackgroundLayoutSpec(child: content, background: nodes.card))
    }
}

@Suite("Appearance article samples")
struct AppearanceSampleTests {
    @Test("the card's shadow, border and alpha reach the bitmap in the documented order")
    func cardDrawsDecorations() throws {
        let node = ComposedNode(PhotoCard(path: "missing.jpg", caption: "Bridge"))
        let layout = node.layout(in: .exactly(Size(width: 200, height: 200)), environment: LayoutEnvironment())
        let context = OrderRecorder(size: layout.size)
        #expect(layout.draw(into: context, environment: LayoutEnvironment()))
        let shadow = try #require(context.events.firstIndex(of: "shadow"))
        let stroke = try #require(context.events.lastIndex(of: "stroke"))
        #expect(shadow < stroke)
        #expect(context.events.contains("group 0.8"))
    }
}

/// Records which decoration calls a drawing makes.
private final class OrderRecorder: RasterContext {
    let size: Size
    let scale = 1.0
    private(set) var events: [String] = []

    init(size: Size) { self.size = size }

    func fill(_ rect: Rect, color: Color) { events.append("fill") }
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { events.append("fill") }
    func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) { events.append("text") }
    func drawImage(_ image: any DecodedImage, in rect: Rect, contentMode: ContentMode, cornerRadius: Double) { events.append("image") }
    func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, color: Color) { events.append("stroke") }
    func drawShadow(_ shadow: Shadow, of rect: Rect, cornerRadius: Double) { events.append("shadow") }
    func beginLayer(opacity: Double) { events.append("group \(opacity)") }
    func endLayer() { events.append("end") }
}
