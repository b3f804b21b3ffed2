import Foundation

extension CollectionNode {
    // MARK: - Inserting items

    /// Takes the items the data source has gained at `indexPaths` (in its new numbering), as
    /// after a batch fetch. The data source is asked for its new counts: each section must have
    /// its old count plus the items inserted into it, else one line is logged and the data is
    /// reloaded. Items appended at the ends of sections after which all are empty (a feed's new
    /// page) are taken in place: existing items keep their nodes, bitmaps and measured sizes,
    /// node blocks are asked only for the new items as they come near, and the first visible item
    /// stays where it is on screen. Other insertions are, for now, applied by reloading the data
    /// (which logs one line saying so); a pager always reloads, keeping its page. Main thread.
    public func insertItems(at indexPaths: [IndexPath]) {
        let old = sections
        let new = SectionItemCounts(dataSourceItemCounts())
        guard new.sectionCount == old.sectionCount else {
            reload(because: "the data source has \(new.sectionCount) sections, the collection \(old.sectionCount)")
            return
        }
        var inserted = Array(repeating: 0, count: new.sectionCount)
        var seen = Set<IndexPath>()
        for indexPath in indexPaths {
            let section = indexPath.section
            guard indexPath.count == 2, (0..<new.sectionCount).contains(section),
                  (0..<new.counts[section]).contains(indexPath.item), seen.insert(indexPath).inserted else {
                reload(because: "\(indexPath) is not a new item's index path, or is given twice")
                return
            }
            inserted[section] += 1
        }
        if let section = inserted.indices.first(where: { old.counts[$0] + inserted[$0] != new.counts[$0] }) {
            reload(because: "section \(section) has \(new.counts[section]) items, but had \(old.counts[section]) "
                + "and \(inserted[section]) were inserted")
            return
        }
        guard let first = inserted.indices.first(where: { inserted[$0] > 0 }) else { return }
        let appendsOnly = old.counts[(first + 1)...].allSatisfy { $0 == 0 }
            && indexPaths.allSatisfy { $0.item >= old.counts[$0.section] }
        guard appendsOnly else {
            reload(because: "items inserted before existing ones are applied by reloading the data")
            return
        }
        // A pager's pages live in its paging model, which only its reload rebuilds.
        guard !(self is PagerNode) else {
            reloadData()
            return
        }
        appendItems(to: new)
    }

    /// The item count of each section, as the data source says now.
    private func dataSourceItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sectionCount = min(max(0, dataSource.numberOfSections(in: self)), Self.maximumSectionCount)
        return (0..<sectionCount).map { dataSource.collectionNode(self, numberOfItemsInSection: $0) }
    }

    /// Logs why an insertion is applied by reloading, then reloads.
    private func reload(because reason: String) {
        FolioLog.write("insertItems(at:): \(reason); reloading")
        reloadData()
    }

    /// Takes `sections`, the current ones with items appended so that no existing item's flat
    /// index changed: every element stays as it is, and the layout places the new items after
    /// the old (keeping measured sizes), with what is on screen kept in place.
    private func appendItems(to sections: SectionItemCounts) {
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
