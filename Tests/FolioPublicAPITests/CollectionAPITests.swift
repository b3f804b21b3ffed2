import FolioCore
import Foundation
import Testing

/// A photo of the album: a plain value, so that the compiler checks what a node block captures.
private struct Tile: NodeComposition {
    var number: Int

    var backgroundColor: Color? { Color(red: 20, green: 20, blue: 20) }

    func makeNodes() -> TextNode {
        TextNode("Tile \(number)", attributes: TextAttributes(size: 14, color: .white))
    }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(all: 8), child: nodes)
    }
}

/// An app's data source and delegate, written against the public API only.
@MainActor
private final class Album: CollectionDataSource, CollectionDelegate {
    let sections: [Int]
    private(set) var selected: [IndexPath] = []
    private(set) var activated: [IndexPath] = []

    init(sections: [Int]) {
        self.sections = sections
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { sections.count }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { sections[section] }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let tile = Tile(number: indexPath.item)
        return { ComposedNode(tile) }
    }

    func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }

    func collectionNode(_ collectionNode: CollectionNode, didActivateItemAt indexPath: IndexPath) { activated.append(indexPath) }
}

/// A layout an app could write: one full-width row of 100 px per item, found by arithmetic.
private struct Rows: CollectionLayout {
    var scrollAxis: ScrollAxis { .vertical }
    private(set) var contentSize = Size.zero
    private var count = 0
    private var width = 0.0

    mutating func prepare(containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?) {
        count = sections.itemCount
        width = containerSize.width
        contentSize = Size(width: width, height: Double(count) * 100)
    }

    func frame(ofItem index: Int) -> Rect? {
        (0..<count).contains(index) ? Rect(x: 0, y: Double(index) * 100, width: width, height: 100) : nil
    }

    func items(in rect: Rect) -> [Int] {
        guard count > 0, rect.height > 0 else { return [] }
        let first = max(0, Int((rect.minY / 100).rounded(.down)))
        let last = min(count - 1, Int((rect.maxY / 100).rounded(.up)) - 1)
        return first <= last ? Array(first...last) : []
    }
}

/// The collection API used from outside the framework's module, as an app uses it: no
/// `@testable`, only what FolioCore makes public.
@Suite("Public collection API")
@MainActor
struct CollectionAPITests {
    @Test("an app's data source, delegate, composition and layout drive a collection end to end")
    func endToEnd() {
        let album = Album(sections: [30, 20])
        let grid = CollectionNode(layout: Rows(), backend: PublicBackend.make(), renderMode: .asynchronous(InlineScheduler()), wake: {})
        grid.dataSource = album
        grid.delegate = album
        grid.setBounds(Size(width: 300, height: 500), scale: 1, at: 0)
        #expect(grid.numberOfSections == 2 && grid.itemCount == 50)
        #expect(grid.visibleIndexPaths == (0..<5).map { IndexPath(item: $0, section: 0) })
        #expect(grid.waitUntilVisibleItemsAreDrawn(timeout: 1))
        #expect((grid.bitmap(forItemAt: 0)?.bitmap as? RecordedBitmap)?.fills ?? 0 > 0)

        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Point(x: 50, y: 150))))
        grid.handle(InputEvent(time: 1.05, kind: .pointerUp(.mouse, Point(x: 50, y: 150))))
        #expect(album.selected == [IndexPath(item: 1, section: 0)])
        grid.handle(InputEvent(time: 2, kind: .key(.enter)))
        #expect(album.activated == [IndexPath(item: 1, section: 0)])

        grid.scrollToItem(at: IndexPath(item: 5, section: 1), position: .start, animated: false)
        #expect(grid.indexPathForItem(at: Point(x: 10, y: 10)) == IndexPath(item: 5, section: 1))
        #expect(grid.contentOffset == 3_500)
    }

    @Test("the shipped layouts are values an app configures and queries")
    func shippedLayouts() {
        var flow = FlowLayout(itemSize: .columns(minimumWidth: 100, aspectRatio: 1), interitemSpacing: 0, lineSpacing: 0)
        flow.prepare(containerSize: Size(width: 400, height: 300), sections: SectionItemCounts([10])) { _ in nil }
        #expect(flow.frame(ofItem: 5) == Rect(x: 100, y: 100, width: 100, height: 100))
        var masonry = MasonryLayout(minimumColumnWidth: 200, columnSpacing: 0, interitemSpacing: 0)
        masonry.prepare(containerSize: Size(width: 400, height: 300), sections: SectionItemCounts([3])) { path in
            path.item == 0 ? Size(width: 100, height: 200) : nil
        }
        #expect(masonry.frame(ofItem: 2) == Rect(x: 200, y: 200, width: 200, height: 200))
        var list = ListLayout(estimatedRowHeight: 50)
        list.prepare(containerSize: Size(width: 400, height: 300), sections: SectionItemCounts([4])) { _ in nil }
        let changed = list.setMeasuredSize(Size(width: 400, height: 80), ofItem: 0)
        #expect(changed)
        #expect(list.frame(ofItem: 1)?.minY == 80)
        var pages = PagingLayout(scrollAxis: .vertical, pageSpacing: 10)
        pages.prepare(containerSize: Size(width: 400, height: 300), sections: SectionItemCounts([3])) { _ in nil }
        #expect(pages.frame(ofItem: 2)?.minY == 620)
    }
}
