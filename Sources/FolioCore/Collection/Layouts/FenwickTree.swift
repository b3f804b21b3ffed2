/// Prefix sums of a list of non-negative numbers that stay O(log n) to ask and to update (a
/// binary indexed tree). Sums are exact when every value is a multiple of a common power of two
/// and the total stays below 2^53 of that unit, which is what lets a list layout compute a row's
/// position by different routes and always get the same number. A plain value: usable on any
/// thread.
struct FenwickTree: Hashable, Sendable {
    /// 1-based: `nodes[i]` holds the sum of the `i & -i` values ending at value `i - 1`.
    private var nodes: [Double]

    /// A tree over `values`, built in O(n).
    init(_ values: [Double]) {
        nodes = [0] + values
        for index in nodes.indices.dropFirst() {
            let parent = index + (index & -index)
            if parent < nodes.count { nodes[parent] += nodes[index] }
        }
    }

    /// The number of values.
    var count: Int { nodes.count - 1 }

    /// The sum of the first `length` values (clamped to 0...count). O(log n).
    func prefixSum(_ length: Int) -> Double {
        var index = min(max(0, length), count)
        var sum = 0.0
        while index > 0 {
            sum += nodes[index]
            index &= index - 1
        }
        return sum
    }

    /// Adds `delta` to value `position` (which must be in 0..<count). O(log n).
    mutating func add(_ delta: Double, at position: Int) {
        var index = position + 1
        while index < nodes.count {
            nodes[index] += delta
            index += index & -index
        }
    }

    /// Adds `value` after the last. O(log n): the new node sums the value and the nodes that
    /// cover the values just before it.
    mutating func append(_ value: Double) {
        let index = nodes.count
        let start = index - (index & -index)
        var sum = value
        var child = index - 1
        while child > start {
            sum += nodes[child]
            child &= child - 1
        }
        nodes.append(sum)
    }

    /// Removes the last `k` values (clamped to 0...count). O(k): no node covers a value after
    /// its own.
    mutating func removeLast(_ k: Int) {
        nodes.removeLast(min(max(0, k), count))
    }

    /// The largest `length` whose prefix sum is at most `target` (0 when even the first value
    /// passes it, or `target` is below zero or `NaN`). Needs non-negative values. O(log n).
    func longestPrefix(notExceeding target: Double) -> Int {
        var length = 0
        var remaining = target
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = length + step
            if next <= count, nodes[next] <= remaining {
                length = next
                remaining -= nodes[next]
            }
            step /= 2
        }
        return length
    }
}
