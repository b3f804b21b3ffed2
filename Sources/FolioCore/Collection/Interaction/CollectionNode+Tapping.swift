extension CollectionNode {
    // MARK: - Tappable nodes inside cells

    /// A tap ended on `node` (tappable) in `item`: the delegate hears it
    /// (`collectionNode(_:didTapNode:inItemAt:)`), the host's stream reports it as
    /// `tapped(item:node:)` when the node has a `tapName`, then the node's `tapAction` runs.
    /// Main thread.
    func tap(_ node: DisplayNode, inItem item: Int) {
        if let indexPath = sections.indexPath(ofFlatIndex: item) {
            delegate?.collectionNode(self, didTapNode: node, inItemAt: indexPath)
        }
        if let name = node.tapName { pendingEvents.append(.tapped(item: item, node: name)) }
        node.sendTapAction()
    }
}
