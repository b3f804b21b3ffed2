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
        repeat {
            guard let sections = layoutSteps.next() else { break }
            appendToLayout(sections)
        } while layoutSteps.isPending && clock.now - start < budget
        absorb(scrollModel.setExtents(viewport: viewportExtent, content: contentExtent, at: now))
    }

    /// Lays out, now, every item up to `item` (flat) that steps have not reached yet: a scroll to
    /// it or a position kept at it needs its frame. As slow as laying that many items out at once.
    func layOutThrough(item: Int) {
        guard let sections = layoutSteps.through(item: item) else { return }
        appendToLayout(sections)
        absorb(scrollModel.setExtents(viewport: viewportExtent, content: contentExtent, at: now))
    }

    /// Lays out, now, every item steps have not reached yet.
    func finishLayoutSteps() {
        layOutThrough(item: .max)
    }

    /// Appends to the layout the items of `sections` it does not hold yet.
    private func appendToLayout(_ sections: SectionItemCounts) {
        let delegate = self.delegate
        preparedLayout.prepareAppendingItems(containerSize: bounds, sections: sections) { indexPath in
            delegate?.collectionNode(self, originalItemSizeAt: indexPath)
        }
    }
}
