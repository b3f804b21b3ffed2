import FolioCore
import Foundation

/// `count` rows, each a `LoggingComposition` showing "row N", for a list whose rows measure
/// themselves. Main thread.
@MainActor
final class TextRowSource: CollectionDataSource {
    let count: Int
    let log = InterfaceStateLog()

    init(count: Int) {
        self.count = count
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let composition = LoggingComposition(log: log, text: "row \(indexPath.item)")
        return { ComposedNode(composition) }
    }
}
