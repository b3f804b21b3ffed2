@testable import FolioCore
import Foundation

/// What a thrash test notes just before a batch, to check the kept position after it: the model,
/// the items on screen in the collection's order with how far each one's leading edge is from
/// the viewport's, and a pager's current page.
@MainActor
struct ThrashSnapshot {
    let model: ThrashModel
    /// The items with any part on screen, by id, in flat order, and their leading edges'
    /// distances from the viewport's leading edge (layout frames: where animations head).
    let visible: [(id: Int, distance: Double)]
    /// A pager's current page (the one it is headed for while it animates).
    let page: Int?
    let offset: Double
    /// The ids of the selected and focused items, if any.
    let selectedID: Int?
    let focusedID: Int?

    init(_ driver: ThrashDriver) {
        let model = driver.source.model
        self.model = model
        page = driver.pager?.currentPageIndex
        offset = driver.collection.contentOffset
        selectedID = driver.collection.selectedItem.flatMap { model.item(atFlatIndex: $0)?.id }
        focusedID = driver.collection.focusedItem.flatMap { model.item(atFlatIndex: $0)?.id }
        visible = driver.pager == nil ? Self.visibleItems(of: driver.collection, model: model) : []
    }

    /// The model's items whose layout frames intersect the viewport, in flat order.
    static func visibleItems(of collection: CollectionNode, model: ThrashModel) -> [(id: Int, distance: Double)] {
        guard !collection.bounds.isEmpty else { return [] }
        let offset = collection.contentOffset
        let viewport = collection.visibleRect
        var visible: [(id: Int, distance: Double)] = []
        var flat = 0
        for section in model.sections {
            for item in section.items {
                defer { flat += 1 }
                guard let frame = collection.layout.frame(ofItem: flat), frame.intersects(viewport) else { continue }
                visible.append((item.id, collection.leadingEdge(of: frame) - offset))
            }
        }
        return visible
    }
}
