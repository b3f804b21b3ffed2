extension CollectionDataController {
    // MARK: - Interface states

    // A cell's interface state follows its item through the ranges, but only once the cell
    // exists: it is moved to where its item is when its node arrives (and after every layout,
    // which may have placed new subnodes), whenever its item enters or leaves a range, and out
    // of everything when its element goes (deleted, reloaded, forgotten, all data reloaded).

    /// The state item `index`'s cell belongs in now: the ranges holding the item, visible only
    /// while the collection itself is on screen (a nested collection's item may be beside it).
    func interfaceState(ofItem index: Int) -> InterfaceState {
        let ranges = self.ranges
        var state: InterfaceState = []
        if ranges.preload.contains(index) { state.insert(.preload) }
        if ranges.display.contains(index) { state.insert(.display) }
        if isShownOnScreen, ranges.visible.contains(index) { state.insert(.visible) }
        return state
    }

    /// Moves item `index`'s cell (its whole tree) to where its item is now, if it has a node.
    func updateInterfaceState(ofItem index: Int) {
        guard let node = elements[index]?.node else { return }
        node.setInterfaceStateOfTree(interfaceState(ofItem: index))
    }

    /// Moves the cells of the items that entered or left a range: those leaving first, so that
    /// a cell scrolled off has stopped what it does on screen before the one scrolled on starts.
    func updateInterfaceStates(of transitions: RangeTransitions) {
        guard !transitions.isEmpty else { return }
        var items = transitions.visible.entered.union(transitions.visible.left)
        items.formUnion(transitions.display.entered)
        items.formUnion(transitions.display.left)
        items.formUnion(transitions.preload.entered)
        items.formUnion(transitions.preload.left)
        updateInterfaceStates(of: items)
    }

    /// Moves every cell to where its item is now (the collection came on screen or left it).
    func updateEveryInterfaceState() {
        updateInterfaceStates(of: elements.keys)
    }

    /// Moves the cells of `items`, those going down (leaving a range) before those going up,
    /// each group in item order.
    private func updateInterfaceStates(of items: some Sequence<Int>) {
        var down: [(Int, CellNode, InterfaceState)] = []
        var up: [(Int, CellNode, InterfaceState)] = []
        for index in items {
            guard let node = elements[index]?.node else { continue }
            let target = interfaceState(ofItem: index)
            guard target != node.interfaceState else { continue }
            if target.depth < node.interfaceState.depth { down.append((index, node, target)) } else { up.append((index, node, target)) }
        }
        for (_, node, target) in down.sorted(by: { $0.0 < $1.0 }) + up.sorted(by: { $0.0 < $1.0 }) {
            node.setInterfaceStateOfTree(target)
        }
    }

    /// Takes every cell of `elements` out of every range: they are going.
    func exitInterfaceStates(of elements: some Sequence<ItemElement>) {
        for element in elements { element.node?.setInterfaceStateOfTree([]) }
    }
}
