import Foundation

/// The whole content of a collection at one moment, by identifier: its sections in order and each
/// section's items in order, plus the items marked to be reloaded. Built by the app and handed to
/// `CollectionDiffableDataSource.apply(_:animatingDifferences:completion:)`, which works out the
/// batch update from the snapshot shown to this one.
///
/// Identifiers must be unique (items across all sections, and sections): a mutation never checks
/// it (appending a duplicate is allowed here and costs nothing), and `apply` refuses a snapshot
/// that holds one, with a log line naming it. Mutations that name a section or an item the
/// snapshot does not hold change nothing. A plain value: usable on any thread.
public struct CollectionSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The sections' identifiers, in order.
    private var sections: [SectionID] = []
    /// Each section's items, in the sections' order.
    private var itemsBySection: [[ItemID]] = []
    /// Where each section identifier first appears in `sections`.
    private var sectionIndexes: [SectionID: Int] = [:]
    /// The items marked with `reloadItems`: the batch that applies this snapshot reloads those it
    /// keeps.
    private(set) var reloadedItems: Set<ItemID> = []
    /// How many items all sections hold.
    public private(set) var numberOfItems = 0

    /// An empty snapshot: no sections, no items. Any thread.
    public init() {}

    /// The sections' identifiers, in order. Any thread.
    public var sectionIdentifiers: [SectionID] { sections }

    /// Every item's identifier, section after section. O(items). Any thread.
    public var itemIdentifiers: [ItemID] { itemsBySection.flatMap { $0 } }

    /// How many sections the snapshot holds. Any thread.
    public var numberOfSections: Int { sections.count }

    /// The items of section `section`, in order; empty when the snapshot has no such section.
    /// Any thread.
    public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
        sectionIndexes[section].map { itemsBySection[$0] } ?? []
    }

    /// The number of items in section `section`; 0 when the snapshot has no such section. Any
    /// thread.
    public func numberOfItems(inSection section: SectionID) -> Int {
        sectionIndexes[section].map { itemsBySection[$0].count } ?? 0
    }

    /// Appends empty sections `ids` after the last. Any thread.
    public mutating func appendSections(_ ids: [SectionID]) {
        for id in ids {
            if sectionIndexes[id] == nil { sectionIndexes[id] = sections.count }
            sections.append(id)
            itemsBySection.append([])
        }
    }

    /// Appends items `ids` at the end of section `toSection`, or of the last section when nil.
    /// With no such section (or no section at all) nothing is appended, and a line is logged.
    /// Any thread.
    public mutating func appendItems(_ ids: [ItemID], toSection section: SectionID? = nil) {
        guard !ids.isEmpty else { return }
        let index: Int? = if let section { sectionIndexes[section] } else { sections.indices.last }
        guard let index else {
            let place = section.map { "section \($0)" } ?? "the last section (there is none)"
            FolioLogger.collection.line(.error, "snapshot: cannot append \(ids.count) items to \(place); appendSections first")
            return
        }
        itemsBySection[index] += ids
        numberOfItems += ids.count
    }

    /// Marks items `ids` as changed: the batch that applies this snapshot reloads them (an item
    /// that also moves is deleted and inserted anew). Identifiers the snapshot does not hold when
    /// it is applied are ignored. Any thread.
    public mutating func reloadItems(_ ids: [ItemID]) {
        reloadedItems.formUnion(ids)
    }

    /// Removes items `ids` from whatever sections hold them. O(items). Any thread.
    public mutating func deleteItems(_ ids: [ItemID]) {
        guard !ids.isEmpty else { return }
        let gone = Set(ids)
        for index in itemsBySection.indices where !itemsBySection[index].isEmpty {
            let before = itemsBySection[index].count
            itemsBySection[index].removeAll { gone.contains($0) }
            numberOfItems -= before - itemsBySection[index].count
        }
        reloadedItems.subtract(gone)
    }

    /// Removes sections `ids` with their items. Any thread.
    public mutating func deleteSections(_ ids: [SectionID]) {
        guard !ids.isEmpty else { return }
        let gone = Set(ids)
        var keptSections: [SectionID] = [], keptItems: [[ItemID]] = []
        for (section, items) in zip(sections, itemsBySection) {
            if gone.contains(section) {
                numberOfItems -= items.count
            } else {
                keptSections.append(section)
                keptItems.append(items)
            }
        }
        sections = keptSections
        itemsBySection = keptItems
        sectionIndexes = [:]
        for (index, section) in sections.enumerated() where sectionIndexes[section] == nil {
            sectionIndexes[section] = index
        }
    }

    // MARK: - For the data source and the diff

    /// The items of the section at `index`, in order. Any thread.
    func items(inSectionAt index: Int) -> [ItemID] {
        itemsBySection.indices.contains(index) ? itemsBySection[index] : []
    }

    /// The item at `indexPath`, or nil when the snapshot has no such place. Any thread.
    func item(at indexPath: IndexPath) -> ItemID? {
        guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section),
              itemsBySection[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemsBySection[indexPath.section][indexPath.item]
    }

    /// The same content with no item marked for reloading: what is shown once it is applied.
    /// Any thread.
    func withoutReloadMarks() -> Self {
        var copy = self
        copy.reloadedItems = []
        return copy
    }
}
