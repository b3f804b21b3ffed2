import FolioCore
import Foundation

/// A thrash test's delegate: it keeps the nodes the collection (or pager) said will display and
/// notes every call that breaks the pairing (a node displayed twice, an end without a start) or
/// names a node at a place where the model has another item.
@MainActor
final class ThrashDisplayLedger: PagerDelegate {
    /// The model the places are checked against.
    var model: () -> ThrashModel = { ThrashModel(counts: []) }
    /// The nodes displayed now, by identity.
    var displayed: [ObjectIdentifier: ThrashSignature] { displayedNodes.mapValues(\.signature) }
    /// The nodes themselves, held so that a freed node's address, reused by a new one, is not
    /// taken for it.
    private var displayedNodes: [ObjectIdentifier: ThrashCellNode] = [:]
    /// What went wrong, in order.
    private(set) var problems: [String] = []

    private func willDisplay(_ node: CellNode, at place: String, expected: ThrashModel.Item?) {
        guard let cell = node as? ThrashCellNode else {
            problems.append("will display a node no block made at \(place)")
            return
        }
        if let expected, cell.signature != ThrashSignature(kind: .item, id: expected.id, version: expected.version) {
            problems.append("will display \(cell.signature) at \(place), where the model has item \(expected.id) v\(expected.version)")
        }
        if displayedNodes.updateValue(cell, forKey: ObjectIdentifier(node)) != nil {
            problems.append("will display \(cell.signature) at \(place) a second time")
        }
    }

    private func didEndDisplaying(_ node: CellNode, at place: String) {
        if displayedNodes.removeValue(forKey: ObjectIdentifier(node)) == nil {
            problems.append("did end displaying \((node as? ThrashCellNode)?.signature.description ?? "a node") at \(place), never displayed")
        }
    }

    func collectionNode(_ collectionNode: CollectionNode, willDisplay node: CellNode, forItemAt indexPath: IndexPath) {
        let model = model()
        let item = model.sections.indices.contains(indexPath.section) && model.sections[indexPath.section].items.indices.contains(indexPath.item)
            ? model.sections[indexPath.section].items[indexPath.item] : nil
        willDisplay(node, at: "\(indexPath)", expected: item)
    }

    func collectionNode(_ collectionNode: CollectionNode, didEndDisplaying node: CellNode, forItemAt indexPath: IndexPath) {
        didEndDisplaying(node, at: "\(indexPath)")
    }

    func pagerNode(_ pagerNode: PagerNode, willDisplay node: CellNode, at index: Int) {
        willDisplay(node, at: "page \(index)", expected: model().item(atFlatIndex: index))
    }

    func pagerNode(_ pagerNode: PagerNode, didEndDisplaying node: CellNode, at index: Int) {
        didEndDisplaying(node, at: "page \(index)")
    }
}
