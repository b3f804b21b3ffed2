import Foundation

extension CollectionNode {
    // MARK: - Memory budget and tuning

    /// The most bytes that the items' bitmaps and loaded data (decoded images, as reported by
    /// `DisplayNode.preloadedByteCount`) may hold together, in bytes; `defaultMemoryBudget` unless
    /// set. The visible items are always kept, even when they alone need more; beyond them,
    /// items are granted what they need nearest the visible position first, bitmap and data
    /// while both fit, then data alone, then nothing. Items denied their grant lose their bitmap
    /// (then their data) and get no work until the ranges move or the budget grows enough to
    /// hold them. A change applies at once. Main thread.
    public var memoryBudget: Int {
        get { data.memoryBudget }
        set {
            guard newValue != data.memoryBudget else { return }
            data.memoryBudget = newValue
            guard hasItemsToLayOut else { return }
            data.applyResults()
            data.keepWithinBudget()
            data.submitWorkInRange()
        }
    }

    /// How many items beyond the preload range keep their nodes and layouts for a return visit
    /// (`defaultRetainedItemLimit` unless set). Past it, the items gone longest are forgotten:
    /// their nodes are released, and when such an item comes back its node block is asked for
    /// again. What the main thread holds thus follows the window, not how many items were ever
    /// visited. Main thread.
    public var retainedItemLimit: Int {
        get { data.retainedItemLimit }
        set { data.retainedItemLimit = max(0, newValue) }
    }

    /// The bytes the items' bitmaps and loaded data hold now, as counted against `memoryBudget`.
    /// Main thread.
    public var heldByteCount: Int { data.heldByteCount }

    /// A range mode that overrides the usual `.minimum`/`.full`, as in Texture's range
    /// controller: set `.lowMemory` when the system is short of memory (only the visible items
    /// keep bitmaps and loaded data) and `.visibleOnly` while the collection is hidden; nil, the
    /// default, goes back to the usual modes. The change applies at once. Main thread.
    public var forcedRangeMode: RangeMode? {
        get { rangeController.forcedMode }
        set {
            guard newValue != rangeController.forcedMode else { return }
            data.applyResults()
            let before = rangeController.ranges
            _ = rangeController.setForcedMode(newValue)
            guard hasItemsToLayOut else {
                _ = rangeController.removeAllItems()
                data.act(on: RangeTransitions(from: before, to: .empty))
                return
            }
            _ = recomputeRanges(direction: .none)
            let transitions = RangeTransitions(from: before, to: rangeController.ranges)
            act(on: transitions)
        }
    }

    /// The screenfuls each range reaches for every mode, as in Texture's tuning setters. A change
    /// takes effect at the next update. Main thread.
    public var rangeTuning: RangeTuning {
        get { rangeController.tuning }
        set { rangeController.tuning = newValue }
    }

    /// The visible, display and preload ranges (flat item indexes; section headers as
    /// `headerKey(forSection:)`) as of the last update. Main thread.
    public var ranges: ItemRanges { rangeController.ranges }
}
