import FolioCore
import Testing
import TestSupport

/// A drawing node draws its background and then its `Drawing` value, and measures through it.
@Suite("Drawing node")
struct DrawingNodeTests {
    private let environment = LayoutEnvironment(textMeasurer: FakeTextMeasurer())
    private let red = Color(red: 255, green: 0, blue: 0)

    private func draw(_ node: DisplayNode, in frame: Rect) -> [FakeDrawCall] {
        let context = FakeRasterizer().makeContext(size: Size(width: 400, height: 400), scale: 1) as! FakeRasterContext
        node.draw(in: frame, context: context, environment: environment)
        return context.calls
    }

    @Test func drawsItsValueInItsFrame() {
        let frame = Rect(x: 12, y: 30, width: 100, height: 40)
        let node = DrawingNode(Swatch(color: red))
        #expect(draw(node, in: frame) == [.fill(frame, red)])
        #expect(node.drawing.color == red)
    }

    @Test func drawsItsBackgroundFirst() {
        let frame = Rect(x: 0, y: 0, width: 80, height: 80)
        let node = DrawingNode(Swatch(color: red))
        node.backgroundColor = .white
        node.cornerRadius = 6
        #expect(draw(node, in: frame) == [.roundedRect(frame, 6, .white), .fill(frame, red)])
    }

    @Test func measuresItselfThroughItsValue() {
        let range = SizeRange(min: Size(width: 10, height: 10), max: Size(width: 100, height: 100))
        let sized = DrawingNode(Swatch(color: red, size: Size(width: 30, height: 200)))
        #expect(sized.layout(in: range, environment: environment).size == Size(width: 30, height: 100))
        // The protocol's default: the smallest size allowed, as for any node.
        let unsized = DrawingNode(Swatch(color: red))
        #expect(unsized.layout(in: range, environment: environment).size == Size(width: 10, height: 10))
    }

    @Test func aLayoutSpecPlacesItWhereItDraws() {
        let node = DrawingNode(Swatch(color: red, size: Size(width: 30, height: 20)))
        let spec = CenterLayoutSpec(child: node)
        let layout = spec.layout(in: .exactly(Size(width: 100, height: 100)), environment: environment)
        let placed = layout.flattened().first { ($0.element as? DisplayNode) === node }
        #expect(placed?.frame == Rect(x: 35, y: 40, width: 30, height: 20))
    }
}
