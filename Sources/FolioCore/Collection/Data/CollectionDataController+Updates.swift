import Foundation

extension CollectionDataController {
    // MARK: - Batch updates

    /// What a batch update took out of the data controller: elements of deleted items (by their
    /// old key) and the elements that reloaded items replaced (by their new key). Their jobs are
    /// stopped; the caller keeps what it shows fading out and hands the rest to `release(_:)`.
    struct RemovedElements {
        var deleted: [Int: ItemElement] = [:]
        var replaced: [Int: ItemElement] = [:]

        /// Deleted item `old`'s cell drawn on the main thread, which draws its ghost as it fades.
        @MainActor
        func deletedMainThreadCell(_ old: Int) -> MainThreadCellNode? {
            deleted[old]?.node as? MainThreadCellNode
        }

        /// Takes deleted item `old`'s bitmap, with the size it was drawn at, for its ghost: the
        /// element goes with it rather than to `release(_:)`. Nil when it had none.
        @MainActor
        mutating func takeDeletedBitmap(_ old: Int) -> (bitmap: any ItemBitmap, size: Size?)? {
            guard let element = deleted[old], let bitmap = element.bitmap else { return nil }
            deleted[old] = nil
            element.bitmap = nil
            return (bitmap, element.bitmapSize)
        }
    }

    /// Re-keys every element by `remapping` (the one the texture caches are given) for a batch
    /// update leaving `itemCount` items: moved items keep their elements (nodes, layouts, bitmaps
    /// and running jobs, which find them by id), a reloaded item gets a fresh element that shows
    /// the old bitmap until its new node is drawn, and deleted items' elements are taken out,
    /// those sent to ghost keys included (the caller makes the ghosts). O(elements).
    func applyUpdate(_ remapping: CollectionKeyRemapping, itemCount newCount: Int) -> RemovedElements {
        // The delegate hears of the displayed ones that go (deleted or reloaded) while they are
        // still under their old keys.
        let plan = remapping.plan
        for (index, element) in elements.sorted(by: { $0.key < $1.key }) where element.isDisplayedToDelegate {
            guard let path = plan.oldItemCounts.indexPath(ofFlatIndex: index),
                  plan.newIndexPath(forOld: path) == nil || plan.isReloaded(old: path) else { continue }
            owner?.itemElementWillBeForgotten(index)
        }
        var removed = RemovedElements()
        var kept: [Int: ItemElement] = [:]
        kept.reserveCapacity(elements.count)
        for (index, element) in elements {
            guard let key = remapping.newKey(forOld: index), !CollectionNode.isGhostKey(key) else {
                withdraw(element)
                removed.deleted[index] = element
                continue
            }
            if index >= 0, let path = remapping.plan.oldItemCounts.indexPath(ofFlatIndex: index),
               remapping.plan.isReloaded(old: path) {
                withdraw(element)
                removed.replaced[key] = element
                kept[key] = successor(ofReloaded: element)
            } else {
                if key != index { requeue(element) }
                kept[key] = element
            }
        }
        elements = kept
        elementIndexes = Dictionary(uniqueKeysWithValues: kept.map { ($0.value.id, $0.key) })
        departed = Dictionary(uniqueKeysWithValues: departed.compactMap { entry in
            remapping.newKey(forOld: entry.key).flatMap { kept[$0]?.node != nil ? ($0, entry.value) : nil }
        })
        bitmapChanges = Set(bitmapChanges.compactMap { remapping.newKey(forOld: $0) })
        // A cache moves an item's texture to its ghost key, but the texture may be older than the
        // bitmap the ghost fades out from, or no ghost may be made at all (the item was not
        // seen): either way what is under the key changed.
        bitmapChanges.formUnion(remapping.ghostKeys.values)
        residentItems = Set(kept.compactMap { $0.value.isResident ? $0.key : nil })
        nodeCount = kept.values.count { $0.node != nil }
        itemCount = max(0, newCount)
        dropGrants()
        // Deleted and replaced cells leave every range; moved ones keep their state.
        exitInterfaceStates(of: removed.deleted.sorted { $0.key < $1.key }.map(\.value)
                                + removed.replaced.sorted { $0.key < $1.key }.map(\.value))
        return removed
    }

    /// Frees what `elements` hold (nodes and bitmaps), off the main thread.
    func release(_ elements: some Sequence<ItemElement>) {
        for element in elements {
            element.node?.setLayoutInvalidationHandler(nil)
            BackgroundReleaser.release(&element.bitmap)
            element.layout = nil
            element.replacedLayout = nil
            BackgroundReleaser.release(&element.node)
        }
    }

    /// Takes back a moved element's job that no worker has started, so that the pipeline submits
    /// it again under the item's new key: the scheduler orders work by key near its focus, and
    /// work queued under an old key (rows inserted above the screen) would be served late. A job
    /// that started goes on; its result finds the element by id.
    private func requeue(_ element: ItemElement) {
        guard let job = element.job, job.withdraw() else { return }
        element.job = nil
        element.needsAnotherJob = false
        // Its block never ran: it is asked for again.
        if element.node == nil { element.hasRequestedNode = false }
    }

    /// Stops `element`'s job for good: one not started never runs its block; one that started
    /// posts a result no element will take.
    private func withdraw(_ element: ItemElement) {
        guard let job = element.job else { return }
        if !job.withdraw() { job.steps.cancel() }
        element.job = nil
        element.needsAnotherJob = false
    }

    /// A fresh element for a reloaded item: its block is asked again, and until the new node is
    /// drawn the old bitmap shows (no longer current, so the item is drawn anew).
    private func successor(ofReloaded element: ItemElement) -> ItemElement {
        let successor = ItemElement(id: takeElementID())
        successor.bitmap = element.bitmap
        element.bitmap = nil
        successor.bitmapSize = element.bitmapSize
        successor.bitmapScale = element.bitmapScale
        successor.measuredPreloadBytes = element.measuredPreloadBytes
        return successor
    }

    // MARK: - Cells that change

    /// Item `index`'s cell asked to be laid out again (`CellNode.setNeedsLayout()`): its layout
    /// goes, its bitmap stays on screen but is no longer current, work under way for the old
    /// content is cancelled (its result brings only the node), and new work is submitted if the
    /// item is in range.
    func invalidateContent(ofItem index: Int) {
        guard let element = elements[index] else { return }
        element.contentVersion += 1
        element.replacedLayout = element.layout ?? element.replacedLayout
        element.layout = nil
        element.layoutRange = nil
        element.bitmapRange = nil
        owner?.itemContentWillChange(index)
        if let job = element.job {
            job.steps.cancel()
            element.needsAnotherJob = true
            return
        }
        if ranges.preload.contains(index), budgetPlan.preloadPages.contains(index) {
            ensureWork(index, inDisplay: budgetPlan.bitmapPages.contains(index))
        }
    }
}
