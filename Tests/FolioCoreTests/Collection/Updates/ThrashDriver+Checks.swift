@testable import FolioCore
import Foundation
import TestSupport

/// What a thrash test asserts. After every batch:
/// 1. the collection's sections and counts are the model's, and every node made shows the
///    model's item (id and version) at its index path;
/// 2. the kept position holds: the first item on screen that survived the batch is as far from
///    the viewport's leading edge as before (within 0.5 px), unless that would scroll past an
///    end of the content, where the offset rests at that end; a pager stays on its page's
///    content, or when that page was deleted on the next surviving one (the previous at the end);
/// 3. no node block ran twice for one item version in one data load;
/// 4. every bitmap shown for a visible key, and every bitmap any element holds, was drawn by that
///    item (an older version of it while a reload is being drawn); the data controller's own
///    books (ids, node count, resident and departed items) agree with its elements;
/// 5. an invalid batch logs its one line and reloads the data; a valid one does not;
/// and besides: the selection and focus follow their items, the delegate hears displays and their
/// ends in pairs, and after each host frame every texture a host's cache would draw is of the
/// item its key names.
/// After the pipeline settles: every batch's completion was called once, every visible item and
/// header shows a bitmap drawn by exactly its current version and content revision, the cache
/// holds exactly the collection's bitmaps, and the delegate knows exactly the visible nodes.
extension ThrashDriver {
    /// `checksPosition` is false when measurements taken by the batch may move the rows;
    /// `pageMoves` when the batch changed nothing, so a pager's swipe under way goes on.
    func checkAfterBatch(before: ThrashSnapshot, valid: Bool, checksPosition: Bool, pageMoves: Bool,
                         movedIDs: Set<Int>) -> String? {
        if let failure = checkStructure() { return failure }
        if let failure = checkNodes() { return failure }
        if let repeated = source.ledger.repeatedRuns.first { return "the block of \(repeated) ran twice" }
        if let problem = display.problems.first { return "the delegate heard: \(problem)" }
        if let failure = checkBitmaps(exact: false) { return failure }
        if let failure = checkElements(exact: false) { return failure }
        guard valid else { return nil }
        if let failure = checkSelection(before) { return failure }
        guard checksPosition else { return nil }
        if pager == nil, pageMoves {
            // Nothing changed: nothing moves (a rubber band past an end stays stretched).
            guard collection.contentOffset != before.offset else { return nil }
            return "a batch without changes moved the offset from \(before.offset) to \(collection.contentOffset)"
        }
        return pager == nil ? checkKeptItem(before, movedIDs: movedIDs) : checkKeptPage(before, settled: !pageMoves)
    }

    func settleAndCheck() -> String? {
        guard settle() else { return "the visible items were not drawn within 10 s" }
        trail.append("settled")
        if let batch = completionCalls.firstIndex(where: { $0 != 1 }) {
            return "batch \(batch)'s completion was called \(completionCalls[batch]) times"
        }
        if let failure = checkNodes() { return failure }
        if let failure = checkElements(exact: true) { return failure }
        if let failure = checkBitmaps(exact: true) { return failure }
        if let failure = checkDisplayed() { return failure }
        return frame(uploadsAll: true, exact: true)
    }

    /// A host's frame: the texture cache catches up, and every texture it would draw is of the
    /// item (or header, or deleted item fading out) its key names; with `exact`, every such
    /// texture is the collection's bitmap for its key.
    func frame(uploadsAll: Bool, exact: Bool = false) -> String? {
        if let failure = textures.frame(of: collection, uploadsAll: uploadsAll, using: &rng) { return failure }
        tally.frames += 1
        // A texture waiting for its replacement is not drawn: the host uploads a visible one's
        // new bitmap first, and an off-screen one is not drawn at all.
        for (key, texture) in textures.entries.sorted(by: { $0.key < $1.key }) where !textures.isPending(key) {
            let current = collection.bitmap(forItemAt: key)?.bitmap
            if exact, current !== texture {
                return "key \(key)'s texture is not its bitmap after settling"
            }
            guard let (drawn, _) = ThrashSignature.signed(texture) else { return "key \(key)'s texture is not signed" }
            if CollectionNode.isGhostKey(key) {
                if let current, let ghost = ThrashSignature.signed(current)?.signature, ghost != drawn {
                    return "ghost \(key)'s texture is of \(drawn), its bitmap of \(ghost)"
                }
                continue
            }
            guard let expected = expectedSignature(ofKey: key) else { return "a texture of \(drawn) sits under key \(key), which names nothing" }
            if drawn.kind != expected.kind || drawn.id != expected.id || drawn.version > expected.version {
                return "key \(key)'s texture is of \(drawn), the model has \(expected)"
            }
        }
        return nil
    }

    /// Every element the data controller holds sits under a key that exists, is found by its id,
    /// and holds a node and a bitmap made for the item (or header) the model has there: any
    /// version up to the current one, or exactly it once settled (a reloaded item's old bitmap
    /// shows until the new one is drawn).
    private func checkElements(exact: Bool) -> String? {
        let data = collection.data
        for (key, element) in data.elements {
            guard let expected = expectedSignature(ofKey: key) else { return "an element sits under key \(key), which names nothing" }
            if data.elementIndexes[element.id] != key { return "element \(element.id) under key \(key) is found at \(String(describing: data.elementIndexes[element.id]))" }
            if let cell = element.node as? ThrashCellNode, cell.signature != expected {
                return "key \(key) holds the node of \(cell.signature), the model has \(expected)"
            }
            if let bitmap = element.bitmap,
               let problem = problem(withBitmap: bitmap, ofKey: key, expected: exact ? expected : nil, model: expected) {
                return problem
            }
            tally.elementsChecked += 1
        }
        if data.elementIndexes.count != data.elements.count {
            return "\(data.elementIndexes.count) element ids for \(data.elements.count) elements"
        }
        if data.nodeCount != data.elements.values.count(where: { $0.node != nil }) {
            return "the node count is \(data.nodeCount), \(data.elements.values.count(where: { $0.node != nil })) elements hold nodes"
        }
        let resident = Set(data.elements.compactMap { $0.value.isResident ? $0.key : nil })
        if data.residentItems != resident { return "resident items \(data.residentItems.sorted()) are not \(resident.sorted())" }
        if let key = data.departed.keys.first(where: { data.elements[$0]?.node == nil }) { return "departed key \(key) holds no node" }
        return nil
    }

    // MARK: - 1. Structure and nodes

    private func checkStructure() -> String? {
        let model = source.model
        if let pager {
            guard pager.numberOfPages != model.itemCount else { return nil }
            return "the pager has \(pager.numberOfPages) pages, the model \(model.itemCount)"
        }
        let counts = (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
        return counts == model.counts ? nil : "the collection's counts are \(counts), the model's \(model.counts)"
    }

    private func checkNodes() -> String? {
        var flat = 0
        for (sectionIndex, section) in source.model.sections.enumerated() {
            for (itemIndex, item) in section.items.enumerated() {
                defer { flat += 1 }
                let path = IndexPath(item: itemIndex, section: sectionIndex)
                guard let node = pager?.nodeForPage(at: flat) ?? collection.nodeForItem(at: path) else { continue }
                let expected = ThrashSignature(kind: .item, id: item.id, version: item.version)
                guard let cell = node as? ThrashCellNode else { return "item \(path) has a node no block made" }
                if cell.signature != expected {
                    return "item \(path) (flat \(flat)) shows the node of \(cell.signature), the model has \(expected)"
                }
            }
        }
        return nil
    }

    // MARK: - 4. Bitmaps

    /// The signature the model expects at key `key` (an item's flat index or a header's key).
    func expectedSignature(ofKey key: Int) -> ThrashSignature? {
        let model = source.model
        if let section = CollectionNode.section(ofHeaderKey: key) {
            guard model.sections.indices.contains(section) else { return nil }
            return ThrashSignature(kind: .header, id: model.sections[section].id, version: model.sections[section].version)
        }
        return model.item(atFlatIndex: key).map { ThrashSignature(kind: .item, id: $0.id, version: $0.version) }
    }

    /// Each visible key's bitmap, if it has one, was drawn by the item the model has there: by
    /// its current version when `exact` (and then it must have one), else by any version up to
    /// it.
    private func checkBitmaps(exact: Bool) -> String? {
        for visible in collection.visibleItems() where !CollectionNode.isGhostKey(visible.index) {
            let key = visible.index
            guard let expected = expectedSignature(ofKey: key) else { return "visible key \(key) names nothing in the model" }
            guard let bitmap = collection.bitmap(forItemAt: key)?.bitmap else {
                if exact { return "visible key \(key) (\(expected)) has no bitmap after settling" }
                continue
            }
            if let problem = problem(withBitmap: bitmap, ofKey: key, expected: exact ? expected : nil, model: expected) { return problem }
        }
        return nil
    }

    /// What is wrong with `bitmap` shown under `key`, where the model has `model`: drawn by
    /// another item, or a newer version than the model's; with `expected` (once settled), drawn
    /// by anything but that version at its node's current content revision.
    private func problem(withBitmap bitmap: any ItemBitmap, ofKey key: Int, expected: ThrashSignature?,
                         model: ThrashSignature) -> String? {
        guard let (drawn, revision) = ThrashSignature.signed(bitmap) else { return "key \(key)'s bitmap is not signed" }
        guard let expected else {
            let matches = drawn.kind == model.kind && drawn.id == model.id && drawn.version <= model.version
            return matches ? nil : "key \(key) shows a bitmap drawn by \(drawn), the model has \(model)"
        }
        if drawn != expected {
            let element = collection.data.elements[key]
            let state = element.map { "element \($0.id): node \(($0.node as? ThrashCellNode)?.signature.description ?? "none"), "
                + "bitmap range \(String(describing: $0.bitmapRange)), job \($0.job != nil), asked \($0.hasRequestedNode)" } ?? "no element"
            let ranges = collection.rangeController.ranges
            let where_ = "visible \(ranges.visible.sorted()), display \(ranges.display.sorted()), position \(pager?.pagingModel.position ?? collection.contentOffset)"
            return "key \(key) shows a bitmap drawn by \(drawn), the model has \(expected) (settled; \(state); \(where_))"
        }
        if let node = collection.data.elements[key]?.node as? ThrashCellNode, node.revision != revision {
            return "key \(key) (\(drawn)) shows a bitmap of content revision \(revision), its cell is at \(node.revision) (settled)"
        }
        return nil
    }

    // MARK: - Display calls

    /// Once settled, the delegate has been told that exactly the visible items that have nodes
    /// display.
    private func checkDisplayed() -> String? {
        if let problem = display.problems.first { return "the delegate heard: \(problem)" }
        var visible: [ObjectIdentifier: ThrashSignature] = [:]
        for key in collection.rangeController.ranges.visible where key >= 0 {
            if let cell = collection.data.elements[key]?.node as? ThrashCellNode { visible[ObjectIdentifier(cell)] = cell.signature }
        }
        guard visible != display.displayed else { return nil }
        let missing = visible.filter { display.displayed[$0.key] == nil }.map(\.value.description).sorted()
        let extra = display.displayed.filter { visible[$0.key] == nil }.map(\.value.description).sorted()
        return "the delegate was not told of \(missing) displaying, and thinks \(extra) still display"
    }
}
