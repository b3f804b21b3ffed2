import Foundation

extension CollectionNode {
    // MARK: - Laying out a large data set in steps

    /// Lays out more of a large data set, a step at a time until the tick's share of time is
    /// spent (at least one step), and tells the scroll model the longer content. Rows are only
    /// appended: nothing laid out moves. A collection a pager holds beside the screen (its range
    /// mode forced) shows only its first screen: it takes one step a tick, leaving the frame to
    /// the one on screen. Called at each tick.
    func continueLayoutSteps() {
        guard layoutSteps.isPending else { return }
        let clock = ContinuousClock()
        let start = clock.now
        let budget = Duration.seconds(forcedRangeMode == nil ? layoutSteps.secondsPerTick : 0)
        let hint = itemSizeHint
        repeat {
            guard placement.step(at: bounds, hint: hint) else { break }
        } while layoutSteps.isPending && clock.now - start < budget
        absorb(scrollModel.setExtents(viewport: viewportExtent, content: contentExtent, at: now))
    }

    /// Lays out, now, every item up to `item` (flat) that steps have not reached yet: a scroll to
    /// it or a position kept at it needs its frame. As slow as laying that many items out at once.
    func layOutThrough(item: Int) {
        guard placement.layOut(through: item, at: bounds, hint: itemSizeHint) else { return }
        absorb(scrollModel.setExtents(viewport: viewportExtent, content: contentExtent, at: now))
    }

    /// Lays out, now, every item steps have not reached yet.
    func finishLayoutSteps() {
        layOutThrough(item: .max)
    }
}
