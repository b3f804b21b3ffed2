import FolioCore
import Foundation

/// One section of items named by ids (`ids[i]` is item i's), each made as a `StateLoggingCell`
/// named after its id, prefixed by `prefix` ("5/12" for feed 5's item 12). The app's model: a
/// test edits `ids` and tells the collection. Main thread.
@MainActor
final class StateLoggingSource: CollectionDataSource {
    var ids: [Int]
    let prefix: String
    let log: InterfaceStateLog

    init(count: Int, prefix: String = "", log: InterfaceStateLog) {
        ids = Array(0..<count)
        self.prefix = prefix
        self.log = log
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { ids.count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let name = prefix + String(ids[indexPath.item]), log = self.log
        return { StateLoggingCell(name: name, log: log) }
    }
}
