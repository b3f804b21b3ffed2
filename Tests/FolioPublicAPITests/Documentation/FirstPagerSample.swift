import FolioCore
import Testing

// The samples of the FolioCore article "Your first pager", as they appear there: this file
// compiles them, and the suite below runs them.

private struct Photo: Sendable {
    var path: String
    var title: String
}

private struct PhotoPage: NodeComposition {
    var photo: Photo

    struct Nodes {
        let image: ImageNode
        let title: TextNode
    }

    func makeNodes() -> Nodes {
        Nodes(image: ImageNode(path: photo.path, contentMode: .scaleAspectFill, cornerRadius: 12),
              title: TextNode(photo.title, attributes: TextAttributes(size: 26, weight: .bold, color: .white, maxLines: 1)))
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        var photo = InsetLayoutSpec(insets: EdgeInsets(all: 24), child: nodes.image)
        photo.style.flexGrow = 1
        return StackLayoutSpec(direction: .vertical, spacing: 8, children: [photo, nodes.title])
    }
}

@MainActor
private final class Photos: PagerDataSource {
    let photos: [Photo]
    init(photos: [Photo]) { self.photos = photos }

    func numberOfPages(in pagerNode: PagerNode) -> Int { photos.count }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let photo = photos[index]                             // read the model here, on the main thread
        return { ComposedNode(PhotoPage(photo: photo)) }      // runs once, on a worker
    }
}

@MainActor
private final class PageTracker: PagerDelegate {
    private(set) var changes: [(from: Int, to: Int)] = []

    func pagerNode(_ pagerNode: PagerNode, didChangePageTo index: Int, from previousIndex: Int) {
        changes.append((from: previousIndex, to: index))
    }
}

@MainActor
private func makePager(photos: Photos, tracker: PageTracker, backend: RenderingBackend,
                       workers: any WorkScheduler, wake: @escaping @Sendable () -> Void) -> PagerNode {
    let pager = PagerNode(backend: backend, renderMode: .asynchronous(workers), initialPage: 3, wake: wake)
    pager.dataSource = photos       // the initial page holds until the data has loaded
    pager.delegate = tracker
    return pager
}

@Suite("Documentation: Your first pager")
@MainActor
struct FirstPagerSampleTests {
    @Test("the article's pager opens on its initial page, draws it and pages with a key")
    func firstPager() {
        let photos = Photos(photos: (0..<10).map { Photo(path: "photo-\($0).jpg", title: "Photo \($0)") })
        let tracker = PageTracker()
        let pager = makePager(photos: photos, tracker: tracker, backend: PublicBackend.make(),
                              workers: InlineScheduler(), wake: {})
        pager.setBounds(Size(width: 800, height: 600), scale: 1, at: 0)
        #expect(pager.numberOfPages == 10)
        #expect(pager.currentPageIndex == 3)
        #expect(pager.waitUntilAllUpdatesAreCommitted(timeout: 1))
        pager.handle(InputEvent(time: 1, kind: .key(.right)))
        var time = 1.0
        while pager.tick(at: time), time < 3 { time += 1.0 / 60 }
        #expect(pager.currentPageIndex == 4)
        #expect(tracker.changes.map(\.to) == [4])
    }
}
