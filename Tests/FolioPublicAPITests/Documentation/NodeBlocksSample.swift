import FolioCore
import Testing

// The samples of the FolioCore article "Node blocks and threads", as they appear there: this
// file compiles them, and the suite below runs them.

private struct Stripes: Drawing {
    var color: Color

    func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        for row in stride(from: frame.minY, to: frame.maxY, by: 8) {
            if environment.cancellation?.isCancelled == true { return }   // the page is no longer wanted
            context.fill(Rect(x: frame.minX, y: row, width: frame.width, height: 4), color: color)
        }
    }
}

private struct Banner: NodeComposition {
    var title: String
    var stripeColor: Color

    func makeNodes() -> (stripes: DrawingNode<Stripes>, title: TextNode) {
        (DrawingNode(Stripes(color: stripeColor)),
         TextNode(title, attributes: TextAttributes(size: 20, weight: .bold, color: .white)))
    }

    func layoutSpec(for nodes: (stripes: DrawingNode<Stripes>, title: TextNode),
                    within constrainedSize: SizeRange) -> any LayoutElement {
        OverlayLayoutSpec(child: nodes.stripes, overlay: CenterLayoutSpec(child: nodes.title))
    }
}

@MainActor
private final class Banners: PagerDataSource {
    var titles: [String]
    init(titles: [String]) { self.titles = titles }

    func numberOfPages(in pagerNode: PagerNode) -> Int { titles.count }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let banner = Banner(title: titles[index], stripeColor: Color(red: 200, green: 60, blue: 40))
        // A cell whose subtree is built lazily, on a worker, when the page is about to be shown.
        return { CellNode(contentBlock: { ComposedNode(banner) }) }
    }
}

@Suite("Documentation: Node blocks and threads")
@MainActor
struct NodeBlocksSampleTests {
    @Test("the article's drawing is made and drawn by the block, off the data source")
    func drawingBanner() {
        let banners = Banners(titles: ["One", "Two", "Three"])
        let pager = PagerNode(backend: PublicBackend.make(), renderMode: .asynchronous(InlineScheduler()), wake: {})
        pager.dataSource = banners
        pager.setBounds(Size(width: 400, height: 80), scale: 1, at: 0)
        #expect(pager.waitUntilAllUpdatesAreCommitted(timeout: 1))
        // 80 px of stripes every 8 px: ten fills, plus whatever the cell's own background adds.
        let fills = (pager.bitmap(forItemAt: 0)?.bitmap as? RecordedBitmap)?.fills ?? 0
        #expect(fills >= 10)
    }
}
