extension DisplayNode {
    // MARK: - Interface states and the cell a change lays out again

    /// The ranges the node's cell is in, as the node's callbacks last heard: `[]` outside every
    /// range (and for a node no collection shows), then `.preload`, `.display` and `.visible`
    /// added in that order. Any thread; it changes on the main thread.
    public var interfaceState: InterfaceState { tree.withLock { $0.interfaceState } }

    /// The node this one was added to (`addSubnode`, or placed by a ``ComposedNode``'s layout);
    /// nil for a cell, and for a node not placed yet. Any thread.
    public var supernode: DisplayNode? { tree.withLock { $0.supernode } }

    /// Asks the collection showing the node's cell (the top of its supernodes) to lay it out
    /// and draw it again on a worker: its old bitmap shows until the new one is ready, and if
    /// its size changed the items around it move to make room, with the spring. A cell that
    /// asks before a collection has taken it (its first job still running) is laid out again
    /// once one has. Setting a node's text, image source, colours or decorations calls this by
    /// itself; call it for a change of your own (a button's title or state). Any thread.
    public func setNeedsLayout() {
        (rootNode as? CellNode)?.invalidateLayout(onlyAfterLayoutBegan: false)
    }

    /// A property that shows changed: the node's cell is laid out again if a layout of it has
    /// begun (before that, the first layout reads the new value). Any thread.
    func contentDidChange() {
        (rootNode as? CellNode)?.invalidateLayout(onlyAfterLayoutBegan: true)
    }

    /// The top of the node's supernodes: its cell, once it is placed in one. A chain longer than
    /// any tree (a node added under its own subnode) stops where it loops.
    var rootNode: DisplayNode {
        var node = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let parent = node.supernode, seen.insert(ObjectIdentifier(parent)).inserted {
            node = parent
        }
        return node
    }

    /// Moves the node and every node under it to `state` (the ranges it implies added), the
    /// node before its subnodes, each one step at a time: entering preload, display, visible;
    /// exiting visible, display, preload. Nodes already there hear nothing, so calling it again
    /// costs a walk over the tree. Main thread.
    @MainActor
    func setInterfaceStateOfTree(_ state: InterfaceState) {
        let target = state.nested
        var seen: Set<ObjectIdentifier> = []
        var pending: [DisplayNode] = [self]
        while let node = pending.popLast() {
            guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
            node.setInterfaceState(target)
            // A callback that moved the cell elsewhere (a reload) has walked the tree already.
            guard tree.withLock({ $0.targetState }) == target else { return }
            pending.append(contentsOf: node.subnodes.reversed())
        }
    }

    /// Moves this node alone to `state`, one step (one callback) at a time, `interfaceState`
    /// holding each step before its callback runs. Main thread.
    @MainActor
    func setInterfaceState(_ state: InterfaceState) {
        let target = state.nested
        tree.withLock { $0.targetState = target }
        while true {
            let step = tree.withLock { tree -> (from: Int, to: Int)? in
                // A callback that set another target took over the walk.
                guard tree.targetState == target else { return nil }
                let (from, to) = (tree.interfaceState.depth, target.depth)
                guard from != to else { return nil }
                let next = from < to ? from + 1 : from - 1
                tree.interfaceState = .atDepth(next)
                return (from, next)
            }
            guard let step else { return }
            switch (step.from, step.to) {
            case (0, 1): didEnterPreloadState()
            case (1, 2): didEnterDisplayState()
            case (2, 3): didEnterVisibleState()
            case (3, 2): didExitVisibleState()
            case (2, 1): didExitDisplayState()
            default: didExitPreloadState()
            }
        }
    }
}
