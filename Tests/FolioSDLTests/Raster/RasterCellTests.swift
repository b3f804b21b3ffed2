import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// A cell whose layout spec comes from the test. Made and used on the test's thread.
private final class SpecCell: CellNode, @unchecked Sendable {
    private let spec: @Sendable () -> any LayoutElement

    init(background: Color, subnodes: [DisplayNode], spec: @escaping @Sendable () -> any LayoutElement) {
        self.spec = spec
        super.init()
        backgroundColor = background
        for node in subnodes { addSubnode(node) }
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? { spec() }
}

/// Whole cells through `SDLRasterizer`, in the order a page job uses on a worker.
@Suite("Raster cells", .serialized)
final class RasterCellTests {
    let backend: RenderingBackend
    let rasterizer: SDLRasterizer
    let directory: String

    typealias T = RasterTestSupport
    static let paper = Color(red: 236, green: 228, blue: 212)
    /// What `ImageNode` fills the frame of an image it cannot show with.
    static let panel = Color(red: 58, green: 60, blue: 66)

    init() throws {
        let measurer = try RasterTestSupport.measurer()
        rasterizer = SDLRasterizer(textMeasurer: measurer)
        backend = RenderingBackend(textMeasurer: measurer, imageDecoder: SDLImageDecoder(), rasterizer: rasterizer)
        directory = try RasterTestSupport.temporaryDirectory()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Renders `cell` as `ItemJob.run()` does: page size as preferred size, content built, layout
    /// in exactly that size, every display node preloaded (images decoded), then drawn in order.
    private func render(_ cell: CellNode, size: Size, scale: Double = 1) throws -> (elements: [PositionedElement], bitmap: SDLSurfaceBitmap) {
        cell.style.preferredSize = size
        let environment = backend.environment(scale: scale)
        cell.loadContentIfNeeded()
        let elements = cell.layout(in: .exactly(size), environment: environment).flattened()
        for element in elements {
            (element.element as? DisplayNode)?.preload(size: element.frame.size, environment: environment)
        }
        let context = try #require(rasterizer.makeContext(size: size, scale: scale))
        for element in elements {
            (element.element as? DisplayNode)?.draw(in: element.frame, context: context, environment: environment)
        }
        let bitmap = rasterizer.finishBitmap(context)
        #expect(bitmap.pixelWidth == Int(size.width * scale) && bitmap.pixelHeight == Int(size.height * scale))
        return (elements, bitmap)
    }

    private func frame(of node: DisplayNode, in elements: [PositionedElement]) throws -> Rect {
        try #require(elements.first { ($0.element as? DisplayNode) === node }).frame
    }

    /// Whether physical pixel (`x`, `y`) lies in `rect` (logical) grown by `margin` logical pixels.
    private func pixel(_ x: Int, _ y: Int, in rect: Rect, scale: Double, margin: Double = 0) -> Bool {
        let px = (Double(x) + 0.5) / scale, py = (Double(y) + 0.5) / scale
        return px >= rect.minX - margin && px < rect.maxX + margin && py >= rect.minY - margin && py < rect.maxY + margin
    }

    @Test(arguments: [1.0, 2.0])
    func backgroundFillsTheWholeCell(scale: Double) throws {
        let cell = CellNode()
        cell.backgroundColor = Self.paper
        let (_, bitmap) = try render(cell, size: Size(width: 60, height: 40), scale: scale)
        #expect(RasterTestSupport.pixels(bitmap).allSatisfy { $0.color == Self.paper })
    }

    @Test func lazyContentIsBuiltAndDrawnOverTheCell() throws {
        let cell = CellNode {
            let content = DisplayNode()
            content.backgroundColor = T.blue
            return content
        }
        cell.backgroundColor = Self.paper
        let (elements, bitmap) = try render(cell, size: Size(width: 30, height: 20))
        #expect(cell.contentNode != nil && elements.count >= 2)
        #expect(RasterTestSupport.pixels(bitmap).allSatisfy { $0.color == T.blue })
    }

    @Test(arguments: [1.0, 2.0])
    func textAndImageInAnInsetStackDrawInTheirFrames(scale: Double) throws {
        let path = try RasterTestSupport.writeQuadrantImage(in: directory)
        let title = TextNode("Folio", attributes: TextAttributes(size: 16, weight: .bold, color: .black))
        let photo = ImageNode(path: path)
        photo.style.preferredSize = Size(width: 80, height: 40)
        let cell = SpecCell(background: Self.paper, subnodes: [title, photo]) {
            let column = StackLayoutSpec(direction: .vertical, spacing: 8, alignItems: .start, children: [title, photo])
            return InsetLayoutSpec(insets: EdgeInsets(all: 10), child: column)
        }
        let (elements, bitmap) = try render(cell, size: Size(width: 120, height: 100), scale: scale)
        let titleFrame = try frame(of: title, in: elements)
        let photoFrame = try frame(of: photo, in: elements)
        #expect(titleFrame.minX == 10 && titleFrame.minY == 10 && titleFrame.width > 20 && titleFrame.height > 10)
        #expect(photoFrame == Rect(x: 10, y: titleFrame.maxY + 8, width: 80, height: 40))
        #expect(photo.decodedImage != nil && photo.decodingError == nil)

        // The quadrants land in the photo's frame, the right way round.
        let quadrants: [(dx: Double, dy: Double, color: Color)] = [(24, 10, T.red), (60, 10, T.green), (24, 30, T.blue), (60, 30, T.yellow), (3, 20, .white)]
        for (dx, dy, color) in quadrants {
            let x = Int((photoFrame.minX + dx) * scale), y = Int((photoFrame.minY + dy) * scale)
            #expect(T.close(bitmap.color(atX: x, y: y), color, tolerance: 4), "(\(x), \(y)) is \(bitmap.color(atX: x, y: y))")
        }
        var inked = 0
        for (x, y, color) in RasterTestSupport.pixels(bitmap) {
            if pixel(x, y, in: photoFrame, scale: scale, margin: -1) {
                #expect(color != Self.paper, "(\(x), \(y)) in the photo shows the background")
            } else if pixel(x, y, in: titleFrame, scale: scale) {
                if color.red < 100 && color.green < 100 && color.blue < 100 { inked += 1 }
            } else if !pixel(x, y, in: photoFrame, scale: scale, margin: 1) {
                #expect(color == Self.paper, "(\(x), \(y)) outside every frame is \(color)")
            }
        }
        // Bold 16-pixel "Folio" blackens well over a hundred logical pixels.
        #expect(inked > Int(100 * scale * scale), "\(inked) dark pixels in the title")
    }

    @Test(arguments: ["missing", "truncated"])
    func photoThatCannotBeShownDrawsThePlaceholderPanel(kind: String) throws {
        let path: String
        if kind == "missing" {
            path = directory + "/missing.jpg"
        } else {
            let whole = try #require(FileManager.default.contents(atPath: T.photosDirectory + "/colourful-cups.jpg"))
            path = directory + "/cut.jpg"
            #expect(FileManager.default.createFile(atPath: path, contents: whole.prefix(5_000)))
        }
        let photo = ImageNode(path: path)
        let cell = SpecCell(background: Self.paper, subnodes: [photo]) {
            InsetLayoutSpec(insets: EdgeInsets(all: 20), child: photo)
        }
        let (elements, bitmap) = try render(cell, size: Size(width: 300, height: 200))
        let panel = try frame(of: photo, in: elements)
        #expect(panel == Rect(x: 20, y: 20, width: 260, height: 160))
        #expect(photo.decodedImage == nil)
        #expect(photo.decodingError?.reason == (kind == "missing" ? "file not found" : "file is truncated"))

        for (x, y) in [(21, 21), (278, 21), (21, 178), (278, 178), (150, 25)] {
            #expect(bitmap.color(atX: x, y: y) == Self.panel, "(\(x), \(y)) inside the panel")
        }
        for (x, y) in [(5, 5), (19, 100), (280, 100), (150, 181), (295, 195)] {
            #expect(bitmap.color(atX: x, y: y) == Self.paper, "(\(x), \(y)) outside the panel")
        }
        // The light title and reason, centred in the panel: none in the outer bands.
        let lettering = RasterTestSupport.pixels(bitmap).filter { pixel($0.x, $0.y, in: panel, scale: 1) && $0.color.red > 150 }
        #expect(lettering.count > 200, "\(lettering.count) light pixels in the panel")
        #expect(lettering.allSatisfy { (50..<150).contains($0.y) }, "lettering outside the middle rows")
    }
}
