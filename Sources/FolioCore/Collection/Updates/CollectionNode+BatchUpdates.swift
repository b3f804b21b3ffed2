import Foundation

extension CollectionNode {
    // MARK: - Batch updates

    /// Texture's `performBatchUpdates`: applies the changes `updates` makes (with `insertItems`,
    /// `deleteItems`, `moveItem`, `reloadItems` and their section counterparts) as one batch, in
    /// UIKit's order (deletes, reloads and move sources name places before the update, inserts
    /// and move destinations after it), animated. The data source must already say the new
    /// counts when `updates` returns. `completion` is called on the main thread when the
    /// animation ends: true when it ran to its end, false when a drag or another update cut it
    /// short, or when the batch was inconsistent and the data was reloaded instead. Main thread.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        performBatch(animated: true, updates: updates, completion: completion)
    }

    /// `performBatchUpdates(_:completion:)`, animated or applied at once. A batch begun inside
    /// another joins it. Main thread.
    public func performBatch(animated: Bool, updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard let batch = batchUpdates.collect(updates, completion: completion) else { return }
        // A delegate call made while a batch is half applied (an item's end of display) may
        // begin another: it is applied once the first is whole.
        batchUpdates.whenApplied { self.apply(batch.changes, animated: animated, completion: batch.completion) }
    }

    /// Inserts items at `indexPaths` (places after the update). Inside a batch it joins it;
    /// outside, it is a batch of its own. Items appended at the ends of sections after which
    /// all are empty (a feed's next page) keep every measured size in place. Main thread.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertItems(at: indexPaths) }
    }

    /// Deletes the items at `indexPaths` (places before the update); see `insertItems`. Main
    /// thread.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deleteItems(at: indexPaths) }
    }

    /// Reloads the items at `indexPaths` (places before the update): their blocks are asked
    /// again and the new nodes are made on workers, the old content showing until they are
    /// drawn. Main thread.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadItems(at: indexPaths) }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it), keeping
    /// its node. Main thread.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections at `sections` (indexes after the update). Main thread.
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertSections(sections) }
    }

    /// Deletes the sections at `sections` (indexes before the update). Main thread.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deleteSections(sections) }
    }

    /// Reloads the sections at `sections` (indexes before the update): all their items are made
    /// anew. Main thread.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadSections(sections) }
    }

    /// Moves section `section` (before the update) to `newSection` (after it). Main thread.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.moveSection(section, toSection: newSection) }
    }

    /// Adds a change to the batch under way, or applies it as a batch of its own.
    private func record(_ change: (inout CollectionUpdates) -> Void) {
        guard !batchUpdates.isCollecting else {
            batchUpdates.record(change)
            return
        }
        performBatch(animated: true) { batchUpdates.record(change) }
    }

    /// Validates `changes` against the data source's counts and applies them; an inconsistent
    /// batch is logged in one line and the data reloaded. The data source is asked the counts of
    /// the sections the batch touches only, unless the collection is small enough for every
    /// section to be checked (see `CollectionUpdatePlan.sectionsCheckedInFull`), so that a batch
    /// costs O(changes · log sections) however many sections there are.
    private func apply(_ changes: CollectionUpdates, animated: Bool, completion: @escaping (Bool) -> Void) {
        let plan: CollectionUpdatePlan
        do {
            let dataSource = self.dataSource
            let sectionCount = dataSource.map { min(max(0, $0.numberOfSections(in: self)), Self.maximumSectionCount) } ?? 0
            let checksEverySection = max(sectionCount, sections.sectionCount) <= CollectionUpdatePlan.sectionsCheckedInFull
            plan = try CollectionUpdatePlan(changes, old: sections, newSectionCount: sectionCount,
                                            checksEverySection: checksEverySection) { section in
                dataSource?.collectionNode(self, numberOfItemsInSection: section) ?? 0
            }
        } catch {
            FolioLogger.collection.line(.error, "\(error.description); reloading the data")
            reloadData()
            completion(false)
            return
        }
        if changes.isEmpty, plan.newItemCounts == plan.oldItemCounts {
            completion(true)
            return
        }
        applyValidated(plan, animated: animated, completion: completion)
    }

    /// Applies a validated batch: re-keys what the items hold, lays them out again keeping the
    /// first visible survivor where it was on screen, and animates the change.
    func applyValidatedToItems(_ plan: CollectionUpdatePlan, animated: Bool, completion: @escaping (Bool) -> Void) {
        if plan.isAppendOnly, !batchUpdates.animations.isActive {
            // A feed's next page: nothing on screen moves, and every measurement stays.
            appendItems(to: plan.newItemCounts)
            completion(true)
            return
        }
        // The plan maps every old item: the layout must hold them all before it is re-keyed.
        finishLayoutSteps()
        let oldLayout = preparedLayout, oldOffset = scrollModel.offset
        let oldVisible = bounds.isEmpty ? [] : layout.items(in: visibleRect)
        // Where each item and header is seen now (an animation under way included): where it
        // moves from.
        let seen = framesSeenNow()
        let anchor = survivingAnchor(oldVisible, plan: plan, oldOffset: oldOffset)

        // Deleted items on screen fade out as ghosts, from the bitmaps they showed (a cell drawn
        // on the main thread, by its closure).
        var fading: [Int] = []
        if animated {
            // Those sliding across the screen from the last batch too.
            let shown = Set(oldVisible).union(batchUpdates.animations.starts.keys.filter { $0 >= 0 })
            for item in shown.sorted() where plan.newFlatIndex(forOld: item) == nil
                && (data.bitmap(ofItem: item) != nil || mainThreadCell(forItemAt: item) != nil) {
                fading.append(item)
            }
        }
        let remapping = batchUpdates.beginApplying(plan, fading: fading)
        let itemRemapping = CollectionKeyRemapping(plan: plan, ghostKeys: [:])
        var removed = data.applyUpdate(remapping, itemCount: plan.newItemCounts.itemCount)
        queueKeyRemapping(remapping)
        remapSelection(plan)
        rangeController.remapKeys { itemRemapping.newKey(forOld: $0) }
        remapNestedCollections(plan)

        sections = plan.newItemCounts
        data.invalidateSizes()
        let delegate = self.delegate
        preparedLayout.prepareUpdating(containerSize: bounds, sections: sections, edits: plan.sectionEdits,
                                       itemSizeHint: { delegate?.collectionNode(self, originalItemSizeAt: $0) },
                                       previousItem: { plan.oldFlatIndex(forNew: $0) })
        reapplyHeaderMeasurements()
        absorb(scrollModel.setExtents(viewport: viewportExtent, content: contentExtent, at: now))
        restore(anchor)
        let shift = scrollModel.offset - oldOffset

        // The last animation is cut short: its completions hear so, once this update is whole.
        let cut = batchUpdates.takeAnimationCompletions()
        if animated {
            var starts: [Int: ItemAnimations.Start] = [:]
            for key in bounds.isEmpty ? [] : keys(in: visibleRect) {
                guard let target = Self.frame(ofKey: key, in: layout) else { continue }
                guard let old = Self.oldKey(forNew: key, plan: plan) else {
                    starts[key] = ItemAnimations.Start(frame: target, alpha: 0, scale: ItemAnimations.appearingScale)
                    continue
                }
                guard let from = (seen[old] ?? Self.frame(ofKey: old, in: oldLayout).map { ItemAnimations.Start(frame: $0) })
                    .map({ shifted($0, by: shift) }), from != ItemAnimations.Start(frame: target) else { continue }
                starts[key] = from
            }
            // Items and headers leaving the screen slide out of it rather than vanish.
            for old in seen.keys.sorted() {
                guard let key = itemRemapping.newKey(forOld: old), starts[key] == nil, let from = seen[old].map({ shifted($0, by: shift) }),
                      let target = Self.frame(ofKey: key, in: layout), from != ItemAnimations.Start(frame: target) else { continue }
                starts[key] = from
            }
            batchUpdates.animations.begin(starts, at: now)
            for (old, key) in remapping.ghostKeys {
                if let cell = removed.deletedMainThreadCell(old), let from = seen[old] {
                    batchUpdates.animations.addGhost(ItemAnimations.Ghost(frame: shifted(from.frame, by: shift), bitmap: nil, liveCell: cell,
                                                                          size: from.frame.size, startTime: now, alpha: from.alpha), key: key)
                    continue
                }
                guard let from = seen[old], let taken = removed.takeDeletedBitmap(old) else { continue }
                batchUpdates.animations.addGhost(ItemAnimations.Ghost(frame: shifted(from.frame, by: shift), bitmap: taken.bitmap, liveCell: nil,
                                                                      size: taken.size ?? from.frame.size, startTime: now,
                                                                      alpha: from.alpha), key: key)
            }
        } else {
            endAnimations(finished: false)
        }
        finishApplying(removed, cutShort: cut, completion: completion)
    }

    /// The end of applying a batch: frees what it removed (the ghosts' bitmaps taken), brings
    /// the pipeline up to date, then tells the completions: those `cutShort` hear false, and
    /// `completion` true at once when nothing animates (else when the animation ends); see
    /// `CollectionBatchUpdates.finishApplying` for the order.
    func finishApplying(_ removed: CollectionDataController.RemovedElements, cutShort: [(Bool) -> Void],
                        completion: @escaping (Bool) -> Void) {
        batchUpdates.finishApplying(cutShort: cutShort, completion: completion) {
            data.release(removed.deleted.values)
            data.release(removed.replaced.values)
        } bringUpToDate: {
            updatePipeline()
        }
    }

    /// Keeps `remapping` for the host's texture caches; past
    /// `CollectionBatchUpdates.keyRemappingLimit` untaken ones, they all give way to one that
    /// drops every key, and every bitmap is reported changed.
    func queueKeyRemapping(_ remapping: CollectionKeyRemapping) {
        guard batchUpdates.queueKeyRemapping(remapping) else { return }
        data.reportEveryBitmapChanged()
        data.reportBitmapsChanged(batchUpdates.animations.ghosts.keys)
    }

    /// The first item on screen that survives the update and is not moved by it, where it goes
    /// and how far it is from the viewport's leading edge now; nil when none does (the offset
    /// then stays). A moved item is no anchor: the screen would follow it to its new place, and
    /// a shuffle would scroll the collection.
    private func survivingAnchor(_ visible: [Int], plan: CollectionUpdatePlan, oldOffset: Double) -> (item: Int, distance: Double)? {
        for item in visible {
            guard let new = plan.newFlatIndex(forOld: item), let frame = layout.frame(ofItem: item) else { continue }
            if let path = plan.oldItemCounts.indexPath(ofFlatIndex: item), plan.itemMovesByOld[path] != nil { continue }
            return (new, leadingEdge(of: frame) - oldOffset)
        }
        return nil
    }

    /// `rect` moved by `shift` along the scroll axis.
    func shifted(_ rect: Rect, by shift: Double) -> Rect {
        layout.scrollAxis == .vertical ? rect.offsetBy(dx: 0, dy: shift) : rect.offsetBy(dx: shift, dy: 0)
    }

    /// `start` with its frame moved by `shift` along the scroll axis.
    func shifted(_ start: ItemAnimations.Start, by shift: Double) -> ItemAnimations.Start {
        var moved = start
        moved.frame = shifted(start.frame, by: shift)
        return moved
    }

    /// The data controller forgets a displayed item's element (deleted or reloaded by a batch, or
    /// all data reloaded): the delegate hears that it ended, as when it leaves the screen (a
    /// pager's delegate included).
    func itemElementWillBeForgotten(_ index: Int) {
        itemVisibilityChanged(entered: [], left: [index])
    }

    /// Moves the selection, focus and highlight with their items; a deleted item's selection and
    /// highlight go, and its focus passes to the item that takes its place.
    private func remapSelection(_ plan: CollectionUpdatePlan) {
        if let path = interaction.remap(plan) {
            // The delegate that heard the highlight hears it end.
            delegate?.collectionNode(self, didUnhighlightItemAt: path)
        }
    }

    // MARK: - Animations

    /// Ends the update animations at once; their completions hear `finished`, and the ghosts'
    /// textures are let go.
    func endAnimations(finished: Bool) {
        batchUpdates.endAnimations(finished: finished) { data.reportBitmapsChanged($0) }
    }

    /// Ends what finished by now; returns whether the frame at `now` must be drawn for the
    /// motions: while they run, and once more when they end.
    func advanceAnimations() -> Bool {
        batchUpdates.advanceAnimations(at: now) { data.reportBitmapsChanged($0) }
    }

    /// Animates what a change of item frames (a cell measured at a new size) moved: `seen` holds
    /// where the items were seen before, `shift` how far the offset moved with them.
    func animateFrameChange(from seen: [Int: ItemAnimations.Start], shift: Double) {
        var starts: [Int: ItemAnimations.Start] = [:]
        for (item, start) in seen {
            guard let target = Self.frame(ofKey: item, in: layout) else { continue }
            let from = shifted(start, by: shift)
            if from != ItemAnimations.Start(frame: target) { starts[item] = from }
        }
        // Nothing moved: an animation under way goes on as it was.
        guard !starts.isEmpty else { return }
        batchUpdates.animations.begin(starts, at: now)
    }

    /// Where the items and headers on screen are seen now (animations included), content
    /// coordinates, and how opaque: where their next motion starts from.
    func framesSeenNow() -> [Int: ItemAnimations.Start] {
        guard !bounds.isEmpty else { return [:] }
        var seen: [Int: ItemAnimations.Start] = [:]
        for key in keys(in: visibleRect).union(batchUpdates.animations.starts.keys) {
            guard let target = Self.frame(ofKey: key, in: layout) else { continue }
            seen[key] = batchUpdates.animations.seen(ofItem: key, target: target, at: now)
        }
        return seen
    }

    /// The frame of an item, a header or a footer (by its key) in `layout`.
    static func frame(ofKey key: Int, in layout: any CollectionLayout) -> Rect? {
        if section(ofSupplementaryKey: key) != nil { return supplementaryFrame(ofKey: key, in: layout) }
        return key >= 0 ? layout.frame(ofItem: key) : nil
    }

    /// The key before the update of what has `key` after it: nil for a new item or the header
    /// of a new (or reloaded) section.
    static func oldKey(forNew key: Int, plan: CollectionUpdatePlan) -> Int? {
        if let section = section(ofFooterKey: key) {
            guard let old = plan.oldSection(forNew: section), !plan.reloadedSections.contains(old) else { return nil }
            return footerKey(forSection: old)
        }
        guard let section = section(ofHeaderKey: key) else { return plan.oldFlatIndex(forNew: key) }
        guard let old = plan.oldSection(forNew: section), !plan.reloadedSections.contains(old) else { return nil }
        return headerKey(forSection: old)
    }
}

extension CollectionNode {
    /// `visibleItems()` while updates animate: ghosts first (beneath), then every item on screen
    /// or sliding across it at its animated frame and opacity, then the headers, likewise.
    func animatedVisibleItems(in rect: Rect) -> [VisibleItem] {
        let screen = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        var items = batchUpdates.animations.ghostPresentations(at: now).compactMap { ghost -> VisibleItem? in
            let frame = onScreen(ghost.frame)
            return frame.intersects(screen) && ghost.alpha > 0 ? VisibleItem(index: ghost.key, frame: frame, alpha: ghost.alpha) : nil
        }
        let itemKeys = layout.items(in: rect)
        let headers = layout.headers(in: rect).map(Self.headerKey(forSection:)) + layout.footers(in: rect).map(Self.footerKey(forSection:))
        let shown = Set(itemKeys + headers)
        let sliding = batchUpdates.animations.starts.keys.filter { !shown.contains($0) }.sorted()
        let keys = itemKeys + sliding.filter { $0 >= 0 } + headers + sliding.filter { Self.section(ofSupplementaryKey: $0) != nil }
        for key in keys {
            guard let target = Self.frame(ofKey: key, in: layout) else { continue }
            let seen = batchUpdates.animations.presentation(ofItem: key, target: target, at: now)
            let frame = onScreen(seen.frame)
            guard frame.intersects(screen) else { continue }
            items.append(VisibleItem(index: key, frame: frame, alpha: seen.alpha))
        }
        return items
    }
}

extension CollectionNode {
    // MARK: - What the node's other files read of the batch updates

    /// The items' and ghosts' animations after updates (`CollectionBatchUpdates.animations`).
    var animations: ItemAnimations { batchUpdates.animations }

    /// Whether a batch is being applied (its state half re-keyed): what the delegate asks for
    /// then waits until it is whole (`CollectionBatchUpdates.whenApplied`).
    var isApplyingBatch: Bool { batchUpdates.isApplying }

    /// How keys moved in the batch updates not yet taken by the host's texture caches.
    var pendingKeyRemappings: [CollectionKeyRemapping] {
        get { batchUpdates.pendingKeyRemappings }
        set { batchUpdates.pendingKeyRemappings = newValue }
    }
}
