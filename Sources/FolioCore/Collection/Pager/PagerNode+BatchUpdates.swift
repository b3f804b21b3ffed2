import Foundation

extension PagerNode {
    // MARK: - Batch updates

    /// Applies a validated batch to the pages: what pages hold moves with them, and the pager
    /// keeps its content on screen. Pages inserted or deleted before the current one shift its
    /// index and nothing is seen to move; a deleted current page gives way to the next one (the
    /// previous at the end), cross-fading; a circular pager wraps over the new count. A drag or
    /// a swipe under way is let go (the pager comes to rest on the page it keeps), and the
    /// delegate hears it end there, with the page change if the swipe changed the page.
    func applyValidatedToPages(_ plan: CollectionUpdatePlan, animated: Bool, completion: @escaping (Bool) -> Void) {
        let oldPage = pagingModel.targetPage ?? pagingModel.currentPage
        let oldFrames = Dictionary(visiblePages().map { ($0.index, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let newCount = min(plan.newItemCounts.itemCount, Self.maximumPageCount)
        // Pages inserted into an empty pager open on the page asked for before there were any.
        let newPage = itemCount > 0 ? page(after: oldPage, plan: plan, newCount: newCount) : (pendingPage ?? 0)
        let currentDeleted = itemCount > 0 && plan.newFlatIndex(forOld: oldPage) == nil
        let wasMoving = !pagingModel.isAtRest
        let settledPage = itemCount > 0 ? page(after: lastSettledPage, plan: plan, newCount: newCount) : 0

        // The current page, deleted or reloaded, fades out over its successor.
        let oldPath = IndexPath(item: oldPage, section: 0)
        let replaced = currentDeleted || plan.isReloaded(old: oldPath)
        let fades = animated && currentDeleted && !itemsAreNestedCollections
            && (data.bitmap(ofItem: oldPage) != nil || mainThreadCell(forItemAt: oldPage) != nil)
        let remapping = batchUpdates.beginApplying(plan, fading: fades ? [oldPage] : [])
        let pageRemapping = CollectionKeyRemapping(plan: plan, ghostKeys: [:])
        var removed = data.applyUpdate(remapping, itemCount: newCount)
        queueKeyRemapping(remapping)
        rangeController.remapKeys { pageRemapping.newKey(forOld: $0) }
        remapNestedCollections(plan)

        sections = SectionItemCounts([newCount])
        restartPaging(pageCount: newCount, on: newPage)
        acceptPageAfterUpdate()
        preparePagingLayout()
        if wasMoving {
            // The motion ends here, not where its spring would have: the delegate saw it begin.
            lastSettledPage = settledPage
            absorb([PagingEvent.settled(page: pagingModel.currentPage)])
        }

        let cut = batchUpdates.takeAnimationCompletions()
        endAnimations(finished: false)
        if animated, replaced || currentDeleted, let frame = oldFrames[oldPage] {
            if let key = remapping.ghostKeys[oldPage], let cell = removed.deletedMainThreadCell(oldPage) {
                batchUpdates.animations.addGhost(ItemAnimations.Ghost(frame: frame, bitmap: nil, liveCell: cell, size: frame.size,
                                                                      startTime: now), key: key)
            } else if let key = remapping.ghostKeys[oldPage], let taken = removed.takeDeletedBitmap(oldPage) {
                batchUpdates.animations.addGhost(ItemAnimations.Ghost(frame: frame, bitmap: taken.bitmap, liveCell: nil,
                                                                      size: taken.size ?? frame.size, startTime: now), key: key)
            }
            if currentDeleted, newCount > 0 {
                batchUpdates.animations.begin([pagingModel.currentPage: ItemAnimations.Start(frame: frame, alpha: 0, scale: 0.96)], at: now)
            }
        }
        finishApplying(removed, cutShort: cut, completion: completion)
    }

    /// Where page `old` is after the update: its new index, or when it was deleted the page that
    /// took its place (the next surviving one, else the previous).
    private func page(after old: Int, plan: CollectionUpdatePlan, newCount: Int) -> Int {
        if let page = plan.newFlatIndex(forOld: old) { return page }
        // Each page looked at on the way is a deleted one, so the walk is bounded by the batch.
        let limit = plan.deletedIndexPaths.count + 2
        var next = old + 1
        while next < itemCount, next - old <= limit {
            if let page = plan.newFlatIndex(forOld: next) { return page }
            next += 1
        }
        var previous = old - 1
        while previous >= 0, old - previous <= limit {
            if let page = plan.newFlatIndex(forOld: previous) { return page }
            previous -= 1
        }
        return min(old, max(0, newCount - 1))
    }
}
