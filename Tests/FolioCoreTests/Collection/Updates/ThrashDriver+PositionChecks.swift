@testable import FolioCore
import Foundation

/// The checks of where things are after a batch (see `ThrashDriver+Checks`): the kept position
/// and the selection and focus.
extension ThrashDriver {
    // MARK: - Selection and focus

    /// The selected item stays selected wherever it moved, and goes with it; the focus follows
    /// its item, or passes to an item that exists.
    func checkSelection(_ before: ThrashSnapshot) -> String? {
        guard pager == nil else { return nil }
        let indexes = source.model.flatIndexByID
        if let id = before.selectedID, collection.selectedItem != indexes[id] {
            return "item \(id) was selected; now \(String(describing: collection.selectedItem)) is, not \(String(describing: indexes[id]))"
        }
        if let id = before.focusedID {
            let count = source.model.itemCount
            if let index = indexes[id], collection.focusedItem != index {
                return "item \(id) had the focus; now \(String(describing: collection.focusedItem)) has it, not \(index)"
            }
            if indexes[id] == nil, count > 0, !(0..<count).contains(collection.focusedItem ?? -1) {
                return "the focused item was deleted and the focus went to \(String(describing: collection.focusedItem)) of \(count)"
            }
        }
        return nil
    }

    // MARK: - 2. The kept position

    /// The first item on screen that survives the batch without being moved by it (a moved
    /// item is not followed: a shuffle of the rows on screen must not scroll) stays where it was.
    func checkKeptItem(_ before: ThrashSnapshot, movedIDs: Set<Int>) -> String? {
        let indexes = source.model.flatIndexByID
        guard let anchor = before.visible.first(where: { indexes[$0.id] != nil && !movedIDs.contains($0.id) }) else { return nil }
        let index = indexes[anchor.id]!
        guard let frame = collection.layout.frame(ofItem: index) else { return "the kept item \(anchor.id) has no frame" }
        let wanted = collection.leadingEdge(of: frame) - anchor.distance
        let maximum = collection.scrollModel.maximumOffset
        let expected = min(max(0, wanted), maximum)
        let offset = collection.contentOffset
        guard abs(offset - expected) > 0.5 else { return nil }
        let clamp = wanted < 0 ? " (clamped at the start)" : wanted > maximum ? " (clamped at the end, \(maximum))" : ""
        let oldIndexes = before.model.flatIndexByID
        let around = before.visible.prefix(4).map { "\($0.id)@\(oldIndexes[$0.id]!)→\(indexes[$0.id].map(String.init) ?? "gone"):\($0.distance)" }
        let newVisible = ThrashSnapshot.visibleItems(of: collection, model: source.model).prefix(4).map { "\($0.id):\($0.distance)" }
        return "before \(around), after \(newVisible), new frame \(frame); item \(anchor.id) (now flat \(index)) was \(anchor.distance) from the leading edge; the offset is \(offset), "
            + "\(expected) keeps it\(clamp)"
    }

    func checkKeptPage(_ before: ThrashSnapshot, settled: Bool) -> String? {
        guard let pager, let oldPage = before.page else { return nil }
        let oldItems = before.model.sections.flatMap(\.items)
        let newItems = source.model.sections.flatMap(\.items)
        guard !newItems.isEmpty else { return pager.currentPageIndex == 0 ? nil : "an empty pager is on page \(pager.currentPageIndex)" }
        guard oldItems.indices.contains(oldPage) else { return nil }
        let surviving = Set(newItems.map(\.id))
        let successor = oldItems[oldPage...].first { surviving.contains($0.id) }
            ?? oldItems[..<oldPage].last { surviving.contains($0.id) }
        guard let expected = successor?.id else { return nil }
        let page = pager.currentPageIndex
        guard newItems.indices.contains(page) else { return "the pager is on page \(page) of \(newItems.count)" }
        if newItems[page].id != expected {
            return "the pager was on page \(oldPage) (item \(oldItems[oldPage].id)); it is on page \(page) (item \(newItems[page].id)), "
                + "item \(expected) (page \(newItems.firstIndex { $0.id == expected }!)) should show"
        }
        guard !settled || pager.visiblePages().contains(where: { $0.index == page && abs($0.frame.minX) < 0.5 && abs($0.frame.minY) < 0.5 }) else {
            return "page \(page) is current but not on screen: \(pager.visiblePages().map { "\($0.index)@\($0.frame.minX)" })"
        }
        return nil
    }
}
