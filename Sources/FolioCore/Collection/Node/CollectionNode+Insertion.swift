import Foundation

extension CollectionNode {
    // MARK: - Appending items

    /// Takes `sections`, the current ones with items appended so that no existing item's flat
    /// index changed (a batch fetch's new page): every element stays as it is, and the layout
    /// places the new items after the old (keeping measured sizes), with what is on screen kept
    /// in place. A large batch is laid out in steps: the first now, the rest in the ticks (see
    /// `LayoutSteps`); while steps remain, new items join them.
    func appendItems(to sections: SectionItemCounts) {
        let anchor = anchorItem()
        let laidOutBefore = self.sections.itemCount
        self.sections = sections
        data.setItemCount(sections.itemCount)
        data.invalidateSizes()
        placement.append(sections, after: laidOutBefore, at: bounds, hint: itemSizeHint)
        absorb(scrollModel.setExtents(viewport: viewportExtent, content: contentExtent, at: now))
        restore(anchor)
        applyPendingScroll()
        updatePipeline()
    }
}
