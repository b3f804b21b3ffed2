/// The identifiers of a list's items in order, held as runs of consecutive identifiers: a fresh
/// list of any length (2⁵² pages, ten million grid items) is one run, and each edit adds at most
/// a few, so memory and the cost of an edit follow the edits, not the length. Reading an item
/// is O(log runs); an edit is O(runs + items it inserts). A plain value: usable on any thread.
struct ItemIdentifiers: Equatable, Sendable {
    /// Identifiers `first`, `first + 1`, … `first + count - 1`, in that order.
    private struct Run: Equatable {
        var first: Int
        var count: Int
    }

    private var runs: [Run]
    /// `ends[r]` is the position just past run `r`.
    private var ends: [Int]

    /// `0, 1, … count - 1`: each item identified by the place it was made at.
    init(count: Int) {
        runs = count > 0 ? [Run(first: 0, count: count)] : []
        ends = count > 0 ? [count] : []
    }

    /// The number of items.
    var count: Int { ends.last ?? 0 }

    /// How many runs hold the list: what its memory and its edits cost.
    var runCount: Int { runs.count }

    /// The identifier at `position`, which must be in `0..<count`.
    subscript(position: Int) -> Int {
        let run = runIndex(containing: position)
        return runs[run].first + position - start(ofRun: run)
    }

    /// The identifiers at `positions`, in order.
    func identifiers(in positions: Range<Int>) -> [Int] {
        positions.map { self[$0] }
    }

    /// Takes out the identifier at `position` (in `0..<count`) and returns it.
    @discardableResult
    mutating func remove(at position: Int) -> Int {
        let identifier = self[position]
        replaceSubrange(position..<position + 1, with: [])
        return identifier
    }

    /// Puts `identifier` at `position` (in `0...count`).
    mutating func insert(_ identifier: Int, at position: Int) {
        replaceSubrange(position..<position, with: [identifier])
    }

    /// Replaces the identifiers at `positions` (within `0...count`) with `identifiers`.
    mutating func replaceSubrange(_ positions: Range<Int>, with identifiers: [Int]) {
        precondition(positions.lowerBound >= 0 && positions.upperBound <= count, "positions \(positions) outside 0...\(count)")
        let lower = split(at: positions.lowerBound)
        let upper = split(at: positions.upperBound)
        var added: [Run] = []
        for identifier in identifiers {
            if let last = added.last, last.first + last.count == identifier {
                added[added.count - 1].count += 1
            } else {
                added.append(Run(first: identifier, count: 1))
            }
        }
        runs.replaceSubrange(lower..<upper, with: added)
        // Joins what the edit left side by side, so that undoing an edit leaves no trace.
        var merged: [Run] = []
        merged.reserveCapacity(runs.count)
        for run in runs {
            if let last = merged.last, last.first + last.count == run.first {
                merged[merged.count - 1].count += run.count
            } else {
                merged.append(run)
            }
        }
        runs = merged
        rebuildEnds()
    }

    /// Splits the run holding `position` so that a run starts there; returns that run's index
    /// (`runs.count` for the end).
    private mutating func split(at position: Int) -> Int {
        guard position < count else { return runs.count }
        let run = runIndex(containing: position)
        let offset = position - start(ofRun: run)
        guard offset > 0 else { return run }
        let whole = runs[run]
        runs[run].count = offset
        runs.insert(Run(first: whole.first + offset, count: whole.count - offset), at: run + 1)
        rebuildEnds()
        return run + 1
    }

    private mutating func rebuildEnds() {
        var total = 0
        ends = runs.map { run in
            total += run.count
            return total
        }
    }

    private func start(ofRun run: Int) -> Int {
        run == 0 ? 0 : ends[run - 1]
    }

    /// The run holding `position`: the first whose end is past it.
    private func runIndex(containing position: Int) -> Int {
        precondition(position >= 0 && position < count, "position \(position) outside 0..<\(count)")
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > position { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
