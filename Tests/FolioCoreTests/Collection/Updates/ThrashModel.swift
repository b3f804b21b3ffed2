import Foundation
import TestSupport

/// The plain model a thrash test keeps beside a collection: sections of items, each with a
/// unique id and a version that a reload bumps, so that every node and bitmap can be traced to
/// the one item (and content) it must show. A plain value.
struct ThrashModel: Equatable {
    /// One item: `id` never changes or repeats; `version` counts its reloads.
    struct Item: Hashable, Sendable {
        let id: Int
        var version: Int
    }

    /// One section: its header's identity (`version` counts reloads) and its items.
    struct Section: Equatable {
        let id: Int
        var version: Int
        var items: [Item]
    }

    var sections: [Section] = []
    /// The id the next new item or section gets.
    private(set) var nextID = 1

    /// `counts.count` sections of fresh items.
    init(counts: [Int]) {
        for count in counts { sections.append(freshSection(items: count)) }
    }

    var counts: [Int] { sections.map(\.items.count) }

    var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The item at flat index `index`, or nil.
    func item(atFlatIndex index: Int) -> Item? {
        path(ofFlatIndex: index).map { sections[$0.section].items[$0.item] }
    }

    /// The index path of flat index `index`, or nil when there is no such item.
    func path(ofFlatIndex index: Int) -> IndexPath? {
        guard index >= 0 else { return nil }
        var rest = index
        for (section, content) in sections.enumerated() {
            if rest < content.items.count { return IndexPath(item: rest, section: section) }
            rest -= content.items.count
        }
        return nil
    }

    /// The flat index of each item id.
    var flatIndexByID: [Int: Int] {
        var indexes: [Int: Int] = [:]
        var flat = 0
        for section in sections {
            for item in section.items {
                indexes[item.id] = flat
                flat += 1
            }
        }
        return indexes
    }

    mutating func freshItem() -> Item {
        defer { nextID += 1 }
        return Item(id: nextID, version: 0)
    }

    mutating func freshItems(_ count: Int) -> [Item] {
        (0..<count).map { _ in freshItem() }
    }

    mutating func freshSection(items count: Int) -> Section {
        let id = nextID
        nextID += 1
        return Section(id: id, version: 0, items: freshItems(count))
    }
}
