import FolioCore
import Foundation
import Testing

// The samples of the FolioCore article "Data that changes", as they appear there: this file
// compiles them, and the suite below runs them.

private struct Tile: NodeComposition {
    var name: String

    func makeNodes() -> TextNode { TextNode(name, attributes: TextAttributes(size: 14)) }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(all: 4), child: nodes)
    }
}

@MainActor
private final class Tiles: CollectionDataSource {
    var names: [String]
    init(names: [String]) { self.names = names }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { names.count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let tile = Tile(name: names[indexPath.item])
        return { ComposedNode(tile) }
    }
}

@MainActor
private func replaceFifth(in tiles: Tiles, of grid: CollectionNode, with name: String,
                          done: @escaping (Bool) -> Void) {
    tiles.names.remove(at: 4)          // change the model first,
    tiles.names.insert(name, at: 0)
    let moved = tiles.names.remove(at: 9)
    tiles.names.insert(moved, at: 2)
    grid.performBatchUpdates({          // then say what changed
        grid.deleteItems(at: [IndexPath(item: 4, section: 0)])
        grid.insertItems(at: [IndexPath(item: 0, section: 0)])
        grid.moveItem(at: IndexPath(item: 9, section: 0), to: IndexPath(item: 2, section: 0))
    }, completion: done)               // false when a drag or the next update cut the animation short
}

@Suite("Documentation: Data that changes")
@MainActor
struct DataChangesSampleTests {
    @Test("the article's batch keeps the nodes of the items that stay and animates to the end")
    func batchUpdate() {
        let tiles = Tiles(names: (0..<20).map { "Tile \($0)" })
        let grid = CollectionNode(layout: FlowLayout(itemSize: .fixed(Size(width: 100, height: 100))),
                                  backend: PublicBackend.make(), renderMode: .asynchronous(InlineScheduler()), wake: {})
        grid.dataSource = tiles
        grid.setBounds(Size(width: 440, height: 600), scale: 1, at: 0)
        #expect(grid.waitUntilVisibleItemsAreDrawn(timeout: 1))
        let nodeOfTile9 = grid.nodeForItem(at: IndexPath(item: 9, section: 0))
        var finished: Bool?
        replaceFifth(in: tiles, of: grid, with: "New", done: { finished = $0 })
        var time = 0.0
        while finished == nil, time < 3 {
            time += 1.0 / 60
            _ = grid.tick(at: time)
        }
        #expect(finished == true)
        #expect(grid.itemCount == 20)
        #expect(tiles.names[2] == "Tile 9")
        #expect(nodeOfTile9 != nil && grid.nodeForItem(at: IndexPath(item: 2, section: 0)) === nodeOfTile9)
    }
}
