import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// Node trees with borders, shadows and alpha, drawn by `Layout.draw(into:)` into SDL bitmaps as
/// a page job draws them; and what the decorations cost on a grid cell.
@Suite("Raster decorated trees", .serialized)
struct RasterDecoratedTreeTests {
    let rasterizer: SDLRasterizer
    let backend: RenderingBackend
    typealias T = RasterTestSupport
    static let white = Color(red: 255, green: 255, blue: 255)

    init() throws {
        let measurer = try RasterTestSupport.measurer()
        rasterizer = SDLRasterizer(textMeasurer: measurer)
        backend = RenderingBackend(textMeasurer: measurer, imageDecoder: SDLImageDecoder(), rasterizer: SDLRasterizer(textMeasurer: measurer))
    }

    private func node(_ color: Color?, alpha: Double = 1) -> DisplayNode {
        let node = DisplayNode()
        node.backgroundColor = color
        node.alpha = alpha
        return node
    }

    private func render(_ layout: Layout, scale: Double = 1) throws -> SDLSurfaceBitmap {
        let context = try #require(rasterizer.makeContext(size: layout.size, scale: scale))
        #expect(layout.draw(into: context, environment: backend.environment(scale: scale)))
        return rasterizer.finishBitmap(context)
    }

    @Test func childOfAHalfTransparentNodeIsHalfTransparentOverWhite() throws {
        let layout = Layout(element: node(Self.white), size: Size(width: 20, height: 20), sublayouts: [
            Sublayout(position: Point(x: 5, y: 5), layout: Layout(element: node(nil, alpha: 0.5), size: Size(width: 10, height: 10), sublayouts: [
                Sublayout(position: .zero, layout: Layout(element: node(T.red), size: Size(width: 10, height: 10))),
            ])),
        ])
        let bitmap = try render(layout)
        #expect(T.close(bitmap.color(atX: 10, y: 10), Color(red: 255, green: 127, blue: 127), tolerance: 1), "\(bitmap.color(atX: 10, y: 10))")
        #expect(bitmap.color(atX: 2, y: 2) == Self.white)
    }

    @Test func overlappingChildrenOfATranslucentNodeDoNotShowThroughEachOther() throws {
        let group = node(nil, alpha: 0.5)
        let layout = Layout(element: node(Self.white), size: Size(width: 30, height: 10), sublayouts: [
            Sublayout(position: .zero, layout: Layout(element: group, size: Size(width: 30, height: 10), sublayouts: [
                Sublayout(position: .zero, layout: Layout(element: node(T.red), size: Size(width: 20, height: 10))),
                Sublayout(position: Point(x: 10, y: 0), layout: Layout(element: node(T.blue), size: Size(width: 20, height: 10))),
            ])),
        ])
        let bitmap = try render(layout)
        #expect(T.close(bitmap.color(atX: 15, y: 5), Color(red: 127, green: 127, blue: 255), tolerance: 1), "\(bitmap.color(atX: 15, y: 5))")
    }

    @Test func borderIsDrawnOverSubnodesAndShadowBeneathTheNode() throws {
        let card = node(Self.white)
        card.borderWidth = 1
        card.borderColor = T.blue
        card.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0), offset: Size(width: 0, height: 2), radius: 2, opacity: 1)
        let layout = Layout(element: node(nil), size: Size(width: 40, height: 40), sublayouts: [
            Sublayout(position: Point(x: 10, y: 10), layout: Layout(element: card, size: Size(width: 20, height: 20), sublayouts: [
                Sublayout(position: .zero, layout: Layout(element: node(T.green), size: Size(width: 20, height: 20))),
            ])),
        ])
        let bitmap = try render(layout)
        #expect(bitmap.color(atX: 10, y: 20) == T.blue, "border over the green subnode")
        #expect(bitmap.color(atX: 20, y: 20) == T.green)
        let below = bitmap.color(atX: 20, y: 31), above = bitmap.color(atX: 20, y: 9)
        #expect(below.alpha > above.alpha, "the shadow falls downwards: below \(below), above \(above)")
        #expect(below.red == 0 && below.alpha > 0)
    }

    /// A grid demo cell: a photo with rounded corners, a badge with a number.
    private func gridCell(decorated: Bool) -> (DisplayNode, [DisplayNode]) {
        let image = ImageNode(path: T.photosDirectory + "/bridge-cables.jpg", contentMode: .scaleAspectFill, cornerRadius: 8)
        if decorated {
            image.shadow = Shadow(offset: Size(width: 0, height: 2), radius: 4, opacity: 0.5)
            image.borderWidth = 0.5
            image.borderColor = Self.white.withAlpha(50)
        }
        let badge = node(Color(red: 0, green: 0, blue: 0, alpha: 150))
        badge.cornerRadius = 9
        let number = TextNode("#1,234", attributes: TextAttributes(size: 13, weight: .bold, color: .white, maxLines: 1))
        return (image, [badge, number])
    }

    @Test(arguments: [1.0, 2.0])
    func shadowAndBorderCostOnAGridCell(scale: Double) throws {
        let size = Size(width: 244, height: 183)
        func layout(decorated: Bool) -> (Layout, LayoutEnvironment) {
            let (image, parts) = gridCell(decorated: decorated)
            let environment = backend.environment(scale: scale)
            let label = BackgroundLayoutSpec(child: InsetLayoutSpec(insets: EdgeInsets(top: 3, left: 8, bottom: 3, right: 8), child: parts[1]),
                                             background: parts[0])
            let corner = StackLayoutSpec(direction: .vertical, justifyContent: .end, alignItems: .start, children: [label])
            let spec = InsetLayoutSpec(insets: EdgeInsets(all: 5), child: OverlayLayoutSpec(child: image, overlay: InsetLayoutSpec(insets: EdgeInsets(all: 8), child: corner)))
            let layout = spec.layout(in: .exactly(size), environment: environment)
            for element in layout.flattened() { (element.element as? DisplayNode)?.preload(size: element.frame.size, environment: environment) }
            return (layout, environment)
        }
        func milliseconds(decorated: Bool) throws -> (Double, SDLSurfaceBitmap) {
            let (tree, environment) = layout(decorated: decorated)
            var last: SDLSurfaceBitmap?
            let rounds = 40
            let start = ContinuousClock.now
            for _ in 0..<rounds {
                let context = try #require(rasterizer.makeContext(size: size, scale: scale))
                tree.draw(into: context, environment: environment)
                last = rasterizer.finishBitmap(context)
            }
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            return (seconds * 1000 / Double(rounds), try #require(last))
        }
        _ = try milliseconds(decorated: false)  // warm the decoder and the fonts
        let (plain, plainBitmap) = try milliseconds(decorated: false)
        let (decorated, decoratedBitmap) = try milliseconds(decorated: true)
        print("grid cell \(Int(size.width))×\(Int(size.height)) at scale \(scale): \(String(format: "%.3f", plain)) ms plain, "
              + "\(String(format: "%.3f", decorated)) ms with shadow and border")
        // The shadow shows in the margin below the photo, which the plain cell leaves clear.
        let x = Int(size.width * scale / 2), y = Int((size.height - 3) * scale)
        #expect(plainBitmap.color(atX: x, y: y) == .clear)
        #expect(decoratedBitmap.color(atX: x, y: y).alpha > 0)
    }
}
