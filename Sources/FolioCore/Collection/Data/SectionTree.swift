/// A list of values (one per section) with their running sums, as a persistent B-tree: reading a
/// value, a prefix sum or the position where a running sum passes a bound, and inserting,
/// removing or replacing a value all cost O(log n). Copies share their nodes, and an edit makes
/// new nodes along one path only, so the counts before a batch update and after it live side by
/// side for O(changes · log n) rather than a copy of every section (a Fenwick tree, which the
/// list layout keeps for its rows, can neither insert in the middle nor be shared that way).
/// A plain value: usable on any thread.
struct SectionTree<Element: AdditiveArithmetic & Hashable & Sendable>: Hashable, Sendable {
    private typealias Node = SectionTreeNode<Element>

    /// Nil when the tree is empty.
    private var root: Node?

    /// No values.
    init() {}

    /// A tree over `values`, built in O(n), its nodes three quarters full so that the first
    /// insertions split nothing.
    init(_ values: [Element]) {
        guard !values.isEmpty else { return }
        let leafFill = Node.leafCapacity * 3 / 4, branchFill = Node.branchCapacity * 3 / 4
        var level = stride(from: 0, to: values.count, by: leafFill).map { start in
            Node(leaf: Array(values[start..<min(start + leafFill, values.count)]))
        }
        while level.count > 1 {
            level = stride(from: 0, to: level.count, by: branchFill).map { start in
                Node(children: Array(level[start..<min(start + branchFill, level.count)]))
            }
        }
        root = level[0]
    }

    /// The number of values.
    var count: Int { root?.count ?? 0 }

    /// The sum of every value.
    var total: Element { root?.sum ?? .zero }

    /// Every value, in order. O(n).
    var values: [Element] {
        var output: [Element] = []
        output.reserveCapacity(count)
        root?.appendValues(to: &output)
        return output
    }

    /// The value at `position`, which must be in 0..<count.
    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "section tree position \(position) outside 0..<\(count)")
        return root!.value(at: position)
    }

    /// The sum of the first `length` values (clamped to 0...count).
    func prefixSum(_ length: Int) -> Element {
        guard let root else { return .zero }
        return root.prefixSum(min(max(0, length), count))
    }

    /// The first position whose running sum, its own value included, passes `test`, with the
    /// sum of the values before it; `count` and the total when none does. `test` must be false
    /// up to some running sum and true from there on.
    func firstPosition(where test: (Element) -> Bool) -> (position: Int, before: Element) {
        guard let root else { return (0, .zero) }
        return root.firstPosition(where: test)
    }

    /// Inserts `value` at `position` (clamped to 0...count).
    mutating func insert(_ value: Element, at position: Int) {
        guard let root else {
            self.root = Node(leaf: [value])
            return
        }
        let nodes = root.inserting(value, at: min(max(0, position), count))
        self.root = nodes.count == 1 ? nodes[0] : Node(children: nodes)
    }

    /// Removes the value at `position`, which must be in 0..<count.
    mutating func remove(at position: Int) {
        precondition(position >= 0 && position < count, "section tree position \(position) outside 0..<\(count)")
        var node = root!.removing(at: position)
        // A branch left with one child gives way to it, so that the tree shrinks as it empties.
        while let only = node, !only.isLeaf, only.children.count == 1 { node = only.children[0] }
        root = node
    }

    /// Replaces the value at `position`, which must be in 0..<count, with `value`.
    mutating func replace(at position: Int, with value: Element) {
        precondition(position >= 0 && position < count, "section tree position \(position) outside 0..<\(count)")
        root = root!.replacing(at: position, with: value)
    }

    /// Equal when they hold the same values in the same order, whatever their shapes.
    static func == (lhs: Self, rhs: Self) -> Bool {
        if lhs.root === rhs.root { return true }
        return lhs.count == rhs.count && lhs.total == rhs.total && lhs.values == rhs.values
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(total)
    }
}
