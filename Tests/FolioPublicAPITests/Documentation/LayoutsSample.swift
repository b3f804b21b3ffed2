import FolioCore
import Foundation
import Testing

// The samples of the FolioCore article "Layouts and collections", as they appear there: this
// file compiles them, and the suite below runs them.

private struct Photo: Sendable {
    var title: String
    var pixelSize: Size
}

private struct GridCell: NodeComposition {
    var photo: Photo

    func makeNodes() -> TextNode {
        TextNode(photo.title, attributes: TextAttributes(size: 14, color: .white))
    }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(all: 8), child: nodes)
    }
}

private struct SectionHeader: NodeComposition {
    var section: Int

    func makeNodes() -> TextNode {
        TextNode("Section \(section)", attributes: TextAttributes(size: 18, weight: .bold))
    }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(all: 12), child: nodes)
    }
}

@MainActor
private final class Library: CollectionDataSource, CollectionDelegate {
    let photos: [Photo]
    private(set) var opened: [IndexPath] = []

    init(photos: [Photo]) { self.photos = photos }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { (photos.count + 99) / 100 }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        min(100, photos.count - section * 100)
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let cell = GridCell(photo: photos[indexPath.section * 100 + indexPath.item])
        return { ComposedNode(cell) }                                    // runs on a worker
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CellNodeBlock? {
        let header = SectionHeader(section: indexPath.section)
        return { ComposedNode(header) }
    }

    func collectionNode(_ collectionNode: CollectionNode, originalItemSizeAt indexPath: IndexPath) -> Size? {
        photos[indexPath.section * 100 + indexPath.item].pixelSize       // a masonry keeps its aspect
    }

    func collectionNode(_ collectionNode: CollectionNode, didActivateItemAt indexPath: IndexPath) {
        opened.append(indexPath)
    }
}

@MainActor
private func makeGrid(library: Library, backend: RenderingBackend, workers: any WorkScheduler,
                      wake: @escaping @Sendable () -> Void) -> CollectionNode {
    let grid = CollectionNode(layout: MasonryLayout(minimumColumnWidth: 200, headerHeight: 44),
                              backend: backend, renderMode: .asynchronous(workers), wake: wake)
    grid.dataSource = library
    grid.delegate = library
    return grid
}

@Suite("Documentation: Layouts and collections")
@MainActor
struct LayoutsSampleTests {
    @Test("the article's masonry grid scrolls to an item and opens it with Enter")
    func masonryGrid() {
        let photos = (0..<1_000).map { Photo(title: "Photo \($0)", pixelSize: Size(width: 400, height: 300 + Double($0 % 5) * 50)) }
        let library = Library(photos: photos)
        let grid = makeGrid(library: library, backend: PublicBackend.make(), workers: InlineScheduler(), wake: {})
        grid.setBounds(Size(width: 800, height: 600), scale: 1, at: 0)
        #expect(grid.numberOfSections == 10 && grid.itemCount == 1_000)
        let item = IndexPath(item: 7, section: 3)
        grid.scrollToItem(at: item, position: .center, animated: false)
        grid.focusItem(at: item, animated: false)
        #expect(grid.visibleIndexPaths.contains(item))
        grid.handle(InputEvent(time: 1, kind: .key(.enter)))
        #expect(library.opened == [item])
    }
}
