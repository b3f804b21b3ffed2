/// How positions in one sequence map across an update: some old positions are removed, some new
/// ones added, some moved explicitly, and every other old position keeps its order among the
/// rest. Used for sections, and per section for items. A plain value: usable on any thread.
struct IndexMapping: Sendable {
    /// Old positions that leave their place: removed ones and move sources.
    let removed: IndexGaps
    /// New positions filled from elsewhere: added ones and move destinations.
    let added: IndexGaps
    let movesByOld: [Int: Int]
    let movesByNew: [Int: Int]

    init(removed: IndexGaps, added: IndexGaps, movesByOld: [Int: Int] = [:], movesByNew: [Int: Int] = [:]) {
        self.removed = removed
        self.added = added
        self.movesByOld = movesByOld
        self.movesByNew = movesByNew
    }

    /// The new position of old position `old`, or nil when it was removed.
    func newIndex(forOld old: Int) -> Int? {
        if let moved = movesByOld[old] { return moved }
        if removed.contains(old) { return nil }
        return added.index(ofRank: removed.rank(of: old))
    }

    /// The old position of new position `new`, or nil when it was added.
    func oldIndex(forNew new: Int) -> Int? {
        if let moved = movesByNew[new] { return moved }
        if added.contains(new) { return nil }
        return removed.index(ofRank: added.rank(of: new))
    }
}
