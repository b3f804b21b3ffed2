@testable import FolioCore
import Foundation

/// Applies a `SnapshotDiff` to plain arrays by UIKit's batch rules, written apart from Folio's
/// `CollectionUpdatePlan`: deleted and moved-out places leave, inserted and moved-in places are
/// filled, every other item (and section) keeps its order. It refuses, with a sentence, a batch
/// that names a place outside its side, a place twice, an item of a deleted or inserted
/// section, or whose counts do not add up. Inserted items and sections take their content from
/// the new model (what a data source would answer).
enum SnapshotDiffOracle {
    /// A collection's content by identifier: sections and each section's items.
    struct Model: Equatable, CustomStringConvertible {
        var sections: [Int]
        var items: [[Int]]
        var description: String { zip(sections, items).map { "\($0):\($1)" }.joined(separator: " ") }

        var snapshot: CollectionSnapshot<Int, Int> {
            var snapshot = CollectionSnapshot<Int, Int>()
            snapshot.appendSections(sections)
            for (section, items) in zip(sections, items) { snapshot.appendItems(items, toSection: section) }
            return snapshot
        }
    }

    /// The content after `diff` is applied to `old`, and the identifiers it reloads; or why the
    /// batch is invalid.
    static func apply(_ diff: SnapshotDiff, to old: Model, new: Model) -> Result<(model: Model, reloaded: Set<Int>), OracleFailure> {
        do {
            return .success(try applyChecked(diff, to: old, new: new))
        } catch {
            return .failure(error)
        }
    }

    /// A broken rule, in a sentence.
    struct OracleFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private static func applyChecked(_ diff: SnapshotDiff, to old: Model, new: Model) throws(OracleFailure) -> (model: Model, reloaded: Set<Int>) {
        // Sections.
        var oldNamed = Set<Int>(), newNamed = Set<Int>()
        func claimOld(_ section: Int) throws(OracleFailure) {
            guard old.sections.indices.contains(section), oldNamed.insert(section).inserted else {
                throw OracleFailure("old section \(section) out of range or named twice")
            }
        }
        func claimNew(_ section: Int) throws(OracleFailure) {
            guard new.sections.indices.contains(section), newNamed.insert(section).inserted else {
                throw OracleFailure("new section \(section) out of range or named twice")
            }
        }
        for section in diff.deletedSections { try claimOld(section) }
        for section in diff.insertedSections { try claimNew(section) }
        for move in diff.movedSections {
            try claimOld(move.from)
            try claimNew(move.to)
        }
        guard old.sections.count - diff.deletedSections.count + diff.insertedSections.count == new.sections.count else {
            throw OracleFailure("section counts do not add up")
        }
        let deletedSections = Set(diff.deletedSections), insertedSections = Set(diff.insertedSections)
        var sourceOfNew = [Int?](repeating: nil, count: new.sections.count)
        for move in diff.movedSections { sourceOfNew[move.to] = move.from }
        var survivors = old.sections.indices.filter { !oldNamed.contains($0) }.makeIterator()
        for index in new.sections.indices where !newNamed.contains(index) { sourceOfNew[index] = survivors.next() }

        // Items.
        var oldPaths = Set<IndexPath>(), newPaths = Set<IndexPath>()
        func claimOld(_ path: IndexPath) throws(OracleFailure) {
            guard old.items.indices.contains(path.section), old.items[path.section].indices.contains(path.item),
                  !deletedSections.contains(path.section), oldPaths.insert(path).inserted else {
                throw OracleFailure("old item \(path) out of range, in a deleted section or named twice")
            }
        }
        func claimNew(_ path: IndexPath) throws(OracleFailure) {
            guard new.items.indices.contains(path.section), new.items[path.section].indices.contains(path.item),
                  !insertedSections.contains(path.section), newPaths.insert(path).inserted else {
                throw OracleFailure("new item \(path) out of range, in an inserted section or named twice")
            }
        }
        for path in diff.deletedItems { try claimOld(path) }
        for path in diff.reloadedItems { try claimOld(path) }
        for move in diff.movedItems {
            try claimOld(move.from)
            try claimNew(move.to)
        }
        for path in diff.insertedItems { try claimNew(path) }
        let inserted = Set(diff.insertedItems)
        var movedIn: [IndexPath: IndexPath] = [:]
        for move in diff.movedItems { movedIn[move.to] = move.from }
        let leaving = Set(diff.deletedItems + diff.movedItems.map(\.from))

        var result = Model(sections: [], items: [])
        for (index, id) in new.sections.enumerated() {
            guard let source = sourceOfNew[index] else {
                guard insertedSections.contains(index) else { throw OracleFailure("new section \(index) has no source") }
                result.sections.append(id)
                result.items.append(new.items[index])
                continue
            }
            result.sections.append(old.sections[source])
            var kept = old.items[source].indices.filter { !leaving.contains(IndexPath(item: $0, section: source)) }
                .map { old.items[source][$0] }.makeIterator()
            var items: [Int] = []
            for item in new.items[index].indices {
                let path = IndexPath(item: item, section: index)
                if inserted.contains(path) {
                    items.append(new.items[index][item])
                } else if let from = movedIn[path] {
                    items.append(old.items[from.section][from.item])
                } else if let next = kept.next() {
                    items.append(next)
                } else {
                    throw OracleFailure("new section \(index) has more places than items")
                }
            }
            if kept.next() != nil { throw OracleFailure("new section \(index) has fewer places than items") }
            result.items.append(items)
        }
        let reloaded = Set(diff.reloadedItems.map { old.items[$0.section][$0.item] })
        return (result, reloaded)
    }
}
