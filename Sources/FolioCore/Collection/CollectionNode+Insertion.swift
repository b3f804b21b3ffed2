import Foundation

extension CollectionNode {
    // MARK: - Appending items

    /// Takes `sections`, the current ones with items appended so that no existing item's flat
    /// index changed (a batch fetch's new page): every element stays as it is, and the layout
    /// places the new items after the old (keeping measured sizes), with what is on screen kept
    /// in place.
    func appendItems(to sections: SectionItemCounts) {
        let anchor = anchorItem()
        self.sections = sections
        data.setItemCount(sections.itemCount)
        data.invalidateSizes()
        let delegate = self.delegate
        preparedLayout.prepareAppendingItems(containerSize: bounds, sections: sections) { indexPath in
            delegate?.collectionNode(self, originalItemSizeAt: indexPath)
        }
        absorb(scrollModel.setExtents(viewport: viewportExtent, content: contentExtent, at: now))
        restore(anchor)
        applyPendingScroll()
        updatePipeline()
    }
}
