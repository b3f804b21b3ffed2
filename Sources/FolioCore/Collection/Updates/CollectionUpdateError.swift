import Foundation

/// Why a batch update cannot be applied: its changes do not agree with the data source's new
/// counts, or name places that do not exist, or name one place twice. `description` is one line
/// naming the section or index path, the counts involved, and the fix. A plain value: usable on
/// any thread.
public struct CollectionUpdateError: Error, Hashable, CustomStringConvertible, Sendable {
    /// One line saying what is wrong and how to fix it.
    public let description: String

    private init(_ problem: String) {
        description = "invalid batch update: " + problem
    }

    private static let together = "update the data source and the batch together"

    static func sectionCountMismatch(old: Int, inserted: Int, deleted: Int, new: Int) -> Self {
        Self("the collection had \(counted(old, "section")), \(inserted) inserted and \(deleted) deleted "
            + "make \(old + inserted - deleted), but the data source now says \(new); \(together)")
    }

    static func itemCountMismatch(newSection: Int, oldSection: Int, old: Int, inserted: Int, deleted: Int,
                                  movedIn: Int, movedOut: Int, new: Int) -> Self {
        let name = newSection == oldSection
            ? "section \(newSection)" : "section \(newSection) (section \(oldSection) before the update)"
        let changes = movedIn == 0 && movedOut == 0
            ? "\(inserted) inserted and \(deleted) deleted"
            : "\(inserted) inserted, \(deleted) deleted, \(movedIn) moved in and \(movedOut) moved out"
        let made = old + inserted - deleted + movedIn - movedOut
        return Self("\(name) had \(counted(old, "item")), \(changes) make \(made), "
            + "but the data source now says \(new); \(together)")
    }

    static func malformed(_ indexPath: IndexPath, change: String) -> Self {
        Self("cannot \(change) index path \(indexPath): an item's index path holds exactly 2 indexes "
            + "(section, item); make it with IndexPath(item:section:)")
    }

    /// `change` is a verb phrase ("delete", "move an item to"); `before` says which side of the
    /// update the path names.
    static func itemOutOfRange(_ indexPath: IndexPath, change: String, counts: SectionItemCounts,
                               before: Bool) -> Self {
        let when = before ? "had" : "has", side = before ? "before" : "after"
        let rule = before
            ? "deletes, reloads and move sources name index paths from before the update"
            : "inserts and move destinations name index paths after the update"
        let section = indexPath.section
        let had = (0..<counts.sectionCount).contains(section)
            ? "section \(section) \(when) \(counted(counts.count(ofSection: section), "item")) \(side) the update"
            : "the collection \(when) \(counted(counts.sectionCount, "section")) \(side) the update"
        return Self("cannot \(change) \(name(indexPath)): \(had); \(rule)")
    }

    static func sectionOutOfRange(_ section: Int, change: String, sectionCount: Int, before: Bool) -> Self {
        let rule = before
            ? "deletes, reloads and move sources name sections from before the update"
            : "inserts and move destinations name sections after the update"
        let had = before ? "had" : "has", side = before ? "before" : "after"
        return Self("cannot \(change) section \(section): the collection \(had) "
            + "\(counted(sectionCount, "section")) \(side) the update; \(rule)")
    }

    /// `first` and `second` are the two roles given to one place ("deleted", "moved", "inserted",
    /// "moved to").
    static func namedTwice(_ place: String, before: Bool, first: String, second: String) -> Self {
        let roles = first == second ? twice(first) : "both \(role(first)) and \(role(second))"
        return Self("\(place) (\(before ? "before" : "after") the update) is \(roles); "
            + "name each place in one change only")
    }

    static func moveOutOfChangedSection(_ indexPath: IndexPath, sectionChange: String) -> Self {
        Self("cannot move \(name(indexPath)): section \(indexPath.section) is \(sectionChange) by the same "
            + "update; delete the item with its section, or move only items of sections that stay")
    }

    static func moveIntoChangedSection(_ indexPath: IndexPath, sectionChange: String) -> Self {
        Self("cannot move an item to \(name(indexPath)): section \(indexPath.section) is \(sectionChange) by "
            + "the same update; let the section's new content include the item instead")
    }

    static func name(_ indexPath: IndexPath) -> String {
        "item \(indexPath.item) in section \(indexPath.section)"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func role(_ role: String) -> String {
        role == "moved to" ? "the destination of a move" : role
    }

    private static func twice(_ role: String) -> String {
        role == "moved to" ? "the destination of two moves" : "\(role) twice"
    }
}
