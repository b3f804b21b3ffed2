import FolioCore
import Foundation

/// The data source of a thrash test's collection or pager: it answers from `model`, which the
/// test replaces inside each batch, and its blocks make `ThrashCellNode`s signed with the item
/// they were asked for, counting their runs in `ledger`. A pager sees the model's items, flat.
@MainActor
final class ThrashDataSource: PagerDataSource {
    var model: ThrashModel
    let ledger = ThrashBlockLedger()
    /// The data load blocks are asked for in: bumped when the collection reloads its data, since
    /// a reload asks every block again.
    var epoch = 0
    /// Whether item heights vary (a list that measures its rows) or are left to the layout.
    let variesHeights: Bool

    init(model: ThrashModel, variesHeights: Bool) {
        self.model = model
        self.variesHeights = variesHeights
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { model.sections.count }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        model.sections.indices.contains(section) ? model.sections[section].items.count : 0
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let item = model.sections[indexPath.section].items[indexPath.item]
        return block(for: ThrashSignature(kind: .item, id: item.id, version: item.version))
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CellNodeBlock? {
        let section = model.sections[indexPath.section]
        return block(for: ThrashSignature(kind: .header, id: section.id, version: section.version))
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { model.itemCount }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let item = model.item(atFlatIndex: index)!
        return block(for: ThrashSignature(kind: .item, id: item.id, version: item.version))
    }

    private func block(for signature: ThrashSignature) -> CellNodeBlock {
        let ledger = self.ledger, key = ThrashBlockLedger.Key(epoch: epoch, signature: signature)
        let varies = variesHeights, height = varies ? ThrashCellNode.height(ofItem: signature.id) : 100
        return {
            ledger.recordRun(of: key)
            return ThrashCellNode(signature: signature, height: height, variesHeight: varies)
        }
    }
}
