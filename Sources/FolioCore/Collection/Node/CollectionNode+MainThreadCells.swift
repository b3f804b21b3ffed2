extension CollectionNode {
    /// The cell drawn on the main thread that item `index` (a flat index, a header's key, or the
    /// key of a deleted item fading out) shows, once it is made and laid out: the host calls its `draw(on:in:at:)` in each frame
    /// that shows the item, instead of drawing a texture. Nil for every other item. Main thread.
    public func mainThreadCell(forItemAt index: Int) -> MainThreadCellNode? {
        // A deleted one fading out is drawn by its closure, at the ghost's alpha.
        if Self.isGhostKey(index) { return animations.ghosts[index]?.liveCell }
        return data.mainThreadCell(ofItem: index)
    }

    /// The soonest time after now that a cell drawn on the main thread, on screen, is due to draw
    /// again (its `redrawInterval` after it was last drawn). Only visible items count, so an
    /// off-screen clock costs no wake; one already due counts for nothing here, since the host
    /// that drew it keeps frames coming until it draws it again.
    var mainThreadCellDeadline: Double? {
        guard data.hasMainThreadCells else { return nil }
        var soonest: Double?
        for index in rangeController.ranges.visible {
            guard let due = (data.node(ofItem: index) as? MainThreadCellNode)?.nextRedrawTime, due > now else { continue }
            soonest = min(soonest ?? due, due)
        }
        return soonest
    }
}
