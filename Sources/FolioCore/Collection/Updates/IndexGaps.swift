/// A sorted set of indexes taken out of (or put into) a sequence, answering rank questions in
/// O(log changes) without materialising the sequence, which may hold millions of entries.
/// A plain value: usable on any thread.
struct IndexGaps: Sendable {
    /// The indexes, ascending and distinct.
    let indexes: [Int]

    /// Gaps at `indexes`, in any order; duplicates are ignored.
    init<S: Sequence<Int>>(_ indexes: S) {
        self.indexes = Array(Set(indexes)).sorted()
    }

    var count: Int { indexes.count }

    func contains(_ index: Int) -> Bool {
        let position = countBelow(index)
        return position < indexes.count && indexes[position] == index
    }

    /// How many gaps lie strictly below `index`.
    func countBelow(_ index: Int) -> Int {
        var low = 0, high = indexes.count
        while low < high {
            let mid = (low + high) / 2
            if indexes[mid] < index { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The position of `index` among the indexes that are not gaps (`index` must not be one).
    func rank(of index: Int) -> Int {
        index - countBelow(index)
    }

    /// The index that is not a gap and has rank `rank` among those that are not.
    func index(ofRank rank: Int) -> Int {
        // indexes[k] - k counts the non-gaps before gap k and never decreases, so the gaps at or
        // before the answer are exactly those with indexes[k] - k <= rank.
        var low = 0, high = indexes.count
        while low < high {
            let mid = (low + high) / 2
            if indexes[mid] - mid <= rank { low = mid + 1 } else { high = mid }
        }
        return rank + low
    }
}
