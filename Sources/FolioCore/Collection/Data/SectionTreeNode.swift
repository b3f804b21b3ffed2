/// One node of a `SectionTree`: a leaf holds values, a branch holds child nodes, and each knows
/// how many values lie under it and their sum. Nodes never change once made: an edit makes new
/// nodes along one path and shares every other, so that the tree before an edit and the tree
/// after it cost one path between them, not a copy. Immutable: usable on any thread.
final class SectionTreeNode<Element: AdditiveArithmetic & Hashable & Sendable>: Sendable {
    /// The most values a leaf holds; more split it in two.
    static var leafCapacity: Int { 64 }
    /// The most children a branch holds; more split it in two.
    static var branchCapacity: Int { 32 }

    /// A leaf's values (empty for a branch).
    let values: [Element]
    /// A branch's children, all of the same height (empty for a leaf).
    let children: [SectionTreeNode]
    /// The number of values under this node.
    let count: Int
    /// The sum of the values under this node.
    let sum: Element

    /// A leaf holding `values`.
    init(leaf values: [Element]) {
        self.values = values
        children = []
        count = values.count
        sum = values.reduce(.zero, +)
    }

    /// A branch over `children`, which must not be empty.
    init(children: [SectionTreeNode]) {
        values = []
        self.children = children
        count = children.reduce(0) { $0 + $1.count }
        sum = children.reduce(.zero) { $0 + $1.sum }
    }

    var isLeaf: Bool { children.isEmpty }

    /// How many entries (values or children) the node holds.
    private var width: Int { isLeaf ? values.count : children.count }

    /// The child holding position `position` and the number of values before it; with
    /// `allowingEnd`, a position just past a child's last value (an insertion place) stays in it.
    private func child(holding position: Int, allowingEnd: Bool) -> (index: Int, before: Int) {
        var before = 0
        for (index, child) in children.enumerated() {
            let end = before + child.count
            if position < end || (allowingEnd && position == end) || index == children.count - 1 {
                return (index, before)
            }
            before = end
        }
        return (children.count - 1, before)
    }

    /// The value at `position` (in 0..<count).
    func value(at position: Int) -> Element {
        var node = self, position = position
        while !node.isLeaf {
            let (index, before) = node.child(holding: position, allowingEnd: false)
            node = node.children[index]
            position -= before
        }
        return node.values[position]
    }

    /// The sum of the first `length` values (in 0...count).
    func prefixSum(_ length: Int) -> Element {
        var node = self, length = length, sum = Element.zero
        while !node.isLeaf {
            if length >= node.count { return sum + node.sum }
            var index = 0
            while length >= node.children[index].count {
                sum += node.children[index].sum
                length -= node.children[index].count
                index += 1
            }
            node = node.children[index]
        }
        for value in node.values.prefix(length) { sum += value }
        return sum
    }

    /// The first position whose running sum (its value included) passes `test`, and the sum of
    /// the values before it; `count` and the total when none does. `test` must be false up to
    /// some position and true from there on.
    func firstPosition(where test: (Element) -> Bool) -> (position: Int, before: Element) {
        var node = self, position = 0, sum = Element.zero
        guard test(node.sum) else { return (count, node.sum) }
        while !node.isLeaf {
            var next: SectionTreeNode?
            for child in node.children {
                if test(sum + child.sum) {
                    next = child
                    break
                }
                sum += child.sum
                position += child.count
            }
            // The node's own sum passed the test, so one of its children does.
            guard let next else { return (position, sum) }
            node = next
        }
        for value in node.values {
            if test(sum + value) { return (position, sum) }
            sum += value
            position += 1
        }
        return (position, sum)
    }

    /// Appends every value under this node to `output`, in order.
    func appendValues(to output: inout [Element]) {
        if isLeaf {
            output += values
        } else {
            for child in children { child.appendValues(to: &output) }
        }
    }

    // MARK: - Edits: each returns new nodes and shares the rest

    /// This node with `value` inserted at `position` (in 0...count): one node, or two when it
    /// split.
    func inserting(_ value: Element, at position: Int) -> [SectionTreeNode] {
        if isLeaf {
            var values = self.values
            values.insert(value, at: position)
            return Self.leaves(values)
        }
        let (index, before) = child(holding: position, allowingEnd: true)
        var children = self.children
        children.replaceSubrange(index...index, with: children[index].inserting(value, at: position - before))
        return Self.branches(children)
    }

    /// This node with the value at `position` (in 0..<count) removed, or nil when none is left.
    /// A child left under a quarter full is merged into a neighbour, so that the tree stays
    /// shallow however many values go.
    func removing(at position: Int) -> SectionTreeNode? {
        if isLeaf {
            var values = self.values
            values.remove(at: position)
            return values.isEmpty ? nil : SectionTreeNode(leaf: values)
        }
        let (index, before) = child(holding: position, allowingEnd: false)
        var children = self.children
        if let child = children[index].removing(at: position - before) {
            children[index] = child
            Self.mergeIfSparse(&children, at: index)
        } else {
            children.remove(at: index)
        }
        return children.isEmpty ? nil : SectionTreeNode(children: children)
    }

    /// This node with the value at `position` (in 0..<count) replaced by `value`.
    func replacing(at position: Int, with value: Element) -> SectionTreeNode {
        if isLeaf {
            var values = self.values
            values[position] = value
            return SectionTreeNode(leaf: values)
        }
        let (index, before) = child(holding: position, allowingEnd: false)
        var children = self.children
        children[index] = children[index].replacing(at: position - before, with: value)
        return SectionTreeNode(children: children)
    }

    /// One leaf over `values`, or two halves when they are too many for one.
    private static func leaves(_ values: [Element]) -> [SectionTreeNode] {
        guard values.count > leafCapacity else { return [SectionTreeNode(leaf: values)] }
        let half = values.count / 2
        return [SectionTreeNode(leaf: Array(values[..<half])), SectionTreeNode(leaf: Array(values[half...]))]
    }

    /// One branch over `children`, or two halves when they are too many for one.
    private static func branches(_ children: [SectionTreeNode]) -> [SectionTreeNode] {
        guard children.count > branchCapacity else { return [SectionTreeNode(children: children)] }
        let half = children.count / 2
        return [SectionTreeNode(children: Array(children[..<half])), SectionTreeNode(children: Array(children[half...]))]
    }

    /// Merges `children[index]` with a neighbour when it is under a quarter full (splitting the
    /// union again when it overflows one node).
    private static func mergeIfSparse(_ children: inout [SectionTreeNode], at index: Int) {
        let child = children[index]
        let capacity = child.isLeaf ? leafCapacity : branchCapacity
        guard child.width < capacity / 4, children.count > 1 else { return }
        let first = index > 0 ? index - 1 : index
        let left = children[first], right = children[first + 1]
        let merged = left.isLeaf
            ? leaves(left.values + right.values)
            : branches(left.children + right.children)
        children.replaceSubrange(first...(first + 1), with: merged)
    }
}
