/// The part of a `CollectionNode` that batch updates own: the changes collected while
/// `performBatch` calls are nested (completions of nested batches join the outermost's), the
/// delegate's requests deferred while a batch is half applied, the ghost keys of deleted items
/// fading out, the key remappings waiting for the host's texture caches, the items' and ghosts'
/// animations with the completions waiting for them, and the items whose cells asked to be laid
/// out again. The node validates and applies the batches, re-keying what its items hold; this
/// keeps the order in which a batch ends. A class, so that a completion or a deferred request
/// may begin another batch while one of these methods runs. Main thread only (the animations'
/// ghosts hold bitmaps, and the completions are the app's main-thread closures).
@MainActor
final class CollectionBatchUpdates {
    /// The most key remappings kept for the host: a collection no texture cache serves (an app
    /// drawing by other means) must not keep one per batch forever.
    static let keyRemappingLimit = 256

    /// How keys moved in the batches not yet taken by the host's texture caches.
    var pendingKeyRemappings: [CollectionKeyRemapping] = []
    /// How deep `collect` calls are nested: changes are collected until the outermost ends.
    private var depth = 0
    /// The changes collected by the batch under way.
    private var collected = CollectionUpdates()
    /// The completions of the batches collected so far (nested ones join the outermost).
    private var collectedCompletions: [(Bool) -> Void] = []
    /// The items' and ghosts' animations after updates.
    var animations = ItemAnimations()
    /// Cells fading from their placeholder to content that arrived later.
    var contentFades = ContentFades()
    /// What to call when the running animation ends: true when it ran to its end.
    private var animationCompletions: [(Bool) -> Void] = []
    /// Whether a batch is being applied (the node's state half re-keyed): what the delegate asks
    /// for then waits in `deferred` until it is whole.
    private(set) var isApplying = false
    /// What was asked for while a batch was being applied, in the order asked.
    private var deferred: [() -> Void] = []
    /// Ghosts made so far, for their keys.
    private var ghostsMade = 0
    /// The ghost keys of fades a batch ended, until the next frame lets them go.
    private var endedFadeKeys: [Int] = []
    /// Items whose cells asked to be laid out again: their next measurement moves the items
    /// around them with the spring.
    /// (By element id: it follows its item through batch updates, and an element forgotten
    /// meanwhile leaves nothing for another item at its index.)
    var itemsWithChangedContent: Set<Int> = []

    // MARK: - Collecting

    /// Whether a batch is being collected: a change recorded now joins it.
    var isCollecting: Bool { depth > 0 }

    /// Runs `updates`, which records its changes with `record(_:)`, as a batch. A batch begun
    /// inside another joins it: its changes and `completion` go to the outermost, and this
    /// returns nil. The outermost returns everything collected, with one completion telling every
    /// collected one (the innermost first), and starts afresh.
    func collect(_ updates: () -> Void,
                 completion: ((Bool) -> Void)?) -> (changes: CollectionUpdates, completion: (Bool) -> Void)? {
        depth += 1
        updates()
        depth -= 1
        if let completion { collectedCompletions.append(completion) }
        guard depth == 0 else { return nil }
        let changes = collected, completions = collectedCompletions
        collected = CollectionUpdates()
        collectedCompletions = []
        return (changes, { finished in completions.forEach { $0(finished) } })
    }

    /// Adds a change to the batch being collected.
    func record(_ change: (inout CollectionUpdates) -> Void) {
        change(&collected)
    }

    // MARK: - Applying

    /// Runs `work` now, or, while a batch is being applied, once it is whole (after the pipeline
    /// is brought up to date, before the batch's completions).
    func whenApplied(_ work: @escaping () -> Void) {
        if isApplying { deferred.append(work) } else { work() }
    }

    /// A batch planned by `plan` begins to be applied; its deleted items `fading` (flat indexes
    /// before the update) fade out on screen, each under a new ghost key. Returns how the keys
    /// move, those items to their ghost keys.
    func beginApplying(_ plan: CollectionUpdatePlan, fading: [Int]) -> CollectionKeyRemapping {
        isApplying = true
        // Fading cells follow their items; a deleted one's fade ends (its key is let go with
        // the update's other bitmap changes).
        endedFadeKeys += contentFades.remap { plan.newFlatIndex(forOld: $0) }
        var ghostKeys: [Int: Int] = [:]
        for item in fading where ghostKeys[item] == nil { ghostKeys[item] = makeGhostKey() }
        return CollectionKeyRemapping(plan: plan, ghostKeys: ghostKeys)
    }

    /// The ghost keys of fades a batch ended, taken.
    private func takeEndedFadeKeys() -> [Int] {
        defer { endedFadeKeys = [] }
        return endedFadeKeys
    }

    /// A key for the next ghost: negative, below every header's key, and never given twice.
    func makeGhostKey() -> Int {
        defer { ghostsMade += 1 }
        return CollectionNode.ghostKey(ghostsMade)
    }

    /// Ends applying a batch, in the order its effects must be seen: `release` frees what it
    /// removed (the delegate may hear items end, and ask for more at once); `completion` waits
    /// for the animation when one runs; `bringUpToDate` brings the pipeline in line; what was
    /// deferred while applying runs; then `cutShort` (the last animation's completions) hear
    /// false and, when nothing animates, `completion` true. A completion may begin another
    /// update, which finds this one applied (and cuts it short in turn).
    func finishApplying(cutShort: [(Bool) -> Void], completion: @escaping (Bool) -> Void,
                        release: () -> Void, bringUpToDate: () -> Void) {
        isApplying = false
        release()
        let finishedAtOnce = !animations.isActive
        if !finishedAtOnce { animationCompletions.append(completion) }
        bringUpToDate()
        let deferred = self.deferred
        self.deferred = []
        deferred.forEach { $0() }
        cutShort.forEach { $0(false) }
        if finishedAtOnce { completion(true) }
    }

    /// Keeps `remapping` for the host's texture caches; past `keyRemappingLimit` untaken ones,
    /// they all give way to one that drops every key. Returns whether they did (the node then
    /// reports every bitmap changed).
    func queueKeyRemapping(_ remapping: CollectionKeyRemapping) -> Bool {
        guard pendingKeyRemappings.count >= Self.keyRemappingLimit else {
            pendingKeyRemappings.append(remapping)
            return false
        }
        var dropAll = remapping
        dropAll.dropsEverything = true
        pendingKeyRemappings = [dropAll]
        return true
    }

    /// The key remappings not yet taken, in order; taken once.
    func takeKeyRemappings() -> [CollectionKeyRemapping] {
        defer { pendingKeyRemappings.removeAll() }
        return pendingKeyRemappings
    }

    // MARK: - Animations

    /// The completions waiting for the running animation, taken: a batch that cuts it short
    /// tells them once it is whole.
    func takeAnimationCompletions() -> [(Bool) -> Void] {
        defer { animationCompletions = [] }
        return animationCompletions
    }

    /// Ends the animations at once; `letGo` hears the ghost keys let go (their textures), then
    /// the completions hear `finished`.
    func endAnimations(finished: Bool, letGo: ([Int]) -> Void) {
        letGo(animations.finishAll() + contentFades.finishAll() + takeEndedFadeKeys())
        takeAnimationCompletions().forEach { $0(finished) }
    }

    /// Ends what finished by `now` (`letGo` hears the ghost keys let go) and tells the waiting
    /// completions once nothing animates; returns whether the frame at `now` must be drawn for
    /// the motions: while they run, and once more when they end.
    func advanceAnimations(at now: Double, letGo: ([Int]) -> Void) -> Bool {
        let fading = contentFades.isActive
        letGo(contentFades.advance(at: now) + takeEndedFadeKeys())
        guard animations.isActive else {
            // Motions that ended with no frame left to run still owe their completions.
            takeAnimationCompletions().forEach { $0(true) }
            return fading
        }
        animations.startAwaitingMotions(at: now)
        letGo(animations.finish(at: now))
        if !animations.isActive { takeAnimationCompletions().forEach { $0(true) } }
        // The frame that ends the motions must still be drawn: it is the first showing every
        // item at rest where it belongs.
        return true
    }
}
