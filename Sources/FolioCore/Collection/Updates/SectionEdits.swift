/// What a batch update did to a collection's sections, as edits to the list of section counts:
/// remove `removedSections` (from the last), insert `insertedSections` (from the first), then
/// recount `recountedSections`. Every other section keeps its count and its order among the rest,
/// so a layout that keeps something per section can follow the update in O(changes · log n)
/// instead of laying every section out again. A plain value: usable on any thread.
public struct SectionEdits: Hashable, Sendable {
    /// Sections deleted or moved away, at their indexes before the update, ascending.
    public let removedSections: [Int]
    /// Sections inserted or moved in, at their indexes after the update, ascending.
    public let insertedSections: [Int]
    /// The other sections whose item counts may have changed (reloaded ones, and those with
    /// items inserted, deleted or moved), at their indexes after the update, ascending.
    public let recountedSections: [Int]

    /// Edits removing, inserting and recounting the sections named (each list ascending).
    public init(removedSections: [Int], insertedSections: [Int], recountedSections: [Int]) {
        self.removedSections = removedSections
        self.insertedSections = insertedSections
        self.recountedSections = recountedSections
    }

    /// The number of sections after the edits, from `oldCount` before them.
    public func sectionCount(after oldCount: Int) -> Int {
        oldCount - removedSections.count + insertedSections.count
    }
}
