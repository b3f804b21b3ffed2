@testable import FolioCore
import Foundation
import TestSupport

/// Drives a collection or a pager through random batch updates against a `ThrashModel`, in the
/// spirit of Texture's ASCollectionViewThrashTests: between batches it runs some of the queued
/// jobs (so that results arrive after the batch that made them stale), lets time pass, scrolls
/// (wheel, drags, scrolling to items), and batches while a drag is under way or animations run;
/// after every batch it checks what `ThrashDriver+Checks` lists, and from time to time lets the
/// pipeline settle and checks what is drawn. `run(steps:)` returns the first failure.
@MainActor
final class ThrashDriver {
    /// Where the jobs run.
    enum Workers {
        /// On the test's thread, a random number at a time.
        case manual(ManualWorkScheduler)
        /// On real worker threads; the driver waits for the visible items to be drawn.
        case pool(WorkerPool)
    }

    /// What happened, for the test's report.
    struct Tally: CustomStringConvertible {
        var batches = 0, invalid = 0, animated = 0, duringDrag = 0, duringAnimation = 0
        var changes = 0, settles = 0, jobsRun = 0, scrolls = 0, elementsChecked = 0, frames = 0

        var description: String {
            "\(batches) batches (\(invalid) invalid, \(animated) animated, \(duringDrag) during a drag, "
                + "\(duringAnimation) during an animation), \(changes) changes, \(scrolls) scrolls, "
                + "\(jobsRun) jobs run by hand, \(settles) settles, \(frames) frames, \(elementsChecked) elements checked"
        }
    }

    let collection: CollectionNode
    /// The same object as `collection` when it is a pager.
    let pager: PagerNode?
    let source: ThrashDataSource
    let workers: Workers
    let profile: ThrashBatch.Profile
    var rng: SeededGenerator
    var time = 0.0
    /// The pointer held down, where it is now.
    var pointer: Point?
    /// How many times each batch's completion was called, by batch number.
    var completionCalls: [Int] = []
    var tally = Tally()
    /// What a host would draw from.
    let textures = ThrashTextureCache()
    /// What the delegate heard displayed.
    let display = ThrashDisplayLedger()
    /// What the last step did, for a failure's message.
    var trail: [String] = []
    /// Whether jobs ran by hand since the collection last took results: the batch's own pipeline
    /// then takes them, and a row measured at a new height may move the rows on screen by the
    /// measurement's rule (keep the first row that starts on screen), not the batch's.
    var resultsPending = false

    static let size = Size(width: 800, height: 600)

    /// A collection laid out by `layout` (nil: a pager, circular or not) over `model`.
    init(layout: (any CollectionLayout)?, isCircular: Bool = false, model: ThrashModel, profile: ThrashBatch.Profile,
         workers: Workers, seed: UInt64, memoryBudget: Int? = nil) {
        let renderMode: RenderMode
        switch workers {
        case .manual(let scheduler): renderMode = .asynchronous(scheduler)
        case .pool(let pool): renderMode = .asynchronous(pool)
        }
        source = ThrashDataSource(model: model, variesHeights: layout is ListLayout)
        if let layout {
            collection = CollectionNode(layout: layout, backend: FakeRenderingBackend.make(), renderMode: renderMode, wake: {})
            pager = nil
        } else {
            let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: renderMode, isCircular: isCircular, wake: {})
            collection = pager
            self.pager = pager
        }
        self.workers = workers
        self.profile = profile
        rng = SeededGenerator(seed: seed)
        // Retention must not forget nodes here: every block runs once per item and version.
        collection.retainedItemLimit = 1 << 20
        collection.leadingScreensForBatching = 0
        if let memoryBudget { collection.memoryBudget = memoryBudget }
        let source = self.source
        display.model = { source.model }
        collection.delegate = display
        collection.dataSource = source
        collection.setBounds(Self.size, scale: 1, at: 0)
    }

    /// Runs `steps` steps, each some activity and one batch; the first failure, or nil.
    func run(steps: Int) -> String? {
        for step in 0..<steps {
            if trail.count > 64 { trail.removeFirst(trail.count - 32) }
            trail.append("[step \(step)]")
            if let failure = runStep() {
                return "step \(step): \(failure)\n  trail: \(trail.suffix(16).joined(separator: "; "))"
            }
        }
        trail.removeAll()
        if let failure = settleAndCheck() { return "final settle: \(failure)" }
        return nil
    }

    private func runStep() -> String? {
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            randomActivity()
            // Most activities are followed by a frame; batches between two frames pile up
            // remappings the cache applies in order.
            if chance(0.7), let failure = frame(uploadsAll: false) { return failure }
        }
        if let failure = batch() { return failure }
        if chance(0.7), let failure = frame(uploadsAll: false) { return failure }
        if chance(0.12) || isPool && chance(0.5) {
            return settleAndCheck()
        }
        return nil
    }

    var isPool: Bool {
        if case .pool = workers { return true }
        return false
    }

    func chance(_ share: Double) -> Bool {
        Double.random(in: 0..<1, using: &rng) < share
    }

    // MARK: - One batch

    private func batch() -> String? {
        let old = source.model
        let batch = ThrashBatch.random(for: old, profile: profile, using: &rng)
        let animated = chance(0.5), nesting = chance(0.1)
        let number = completionCalls.count
        completionCalls.append(0)
        tally.batches += 1
        tally.changes += batch.changes.count
        if animated { tally.animated += 1 }
        if pointer != nil { tally.duringDrag += 1 }
        if collection.animations.isActive { tally.duringAnimation += 1 }
        trail.append("batch \(number)\(animated ? " animated" : "")\(batch.isValid ? "" : " invalid"): "
            + batch.changes.map(\.description).joined(separator: ", "))

        var expectedLine: String?
        if !batch.isValid {
            tally.invalid += 1
            do {
                _ = try CollectionUpdatePlan(batch.updates, oldCounts: old.counts, newCounts: batch.newModel.counts)
                return "the invalid batch (\(batch.corruption!)) was accepted"
            } catch {
                expectedLine = "\(error.description); reloading the data"
            }
            // The reload asks every block again: a new data load for the ledger.
            source.epoch += 1
        }
        if resultsPending, collection.layout is ListLayout, chance(0.7) {
            collection.tick(at: time)
            trail.append("took results")
        }
        let before = ThrashSnapshot(self)
        // Results a worker posts meanwhile are taken by the batch, unseen: with real workers a
        // list's measurements may always move its rows.
        let measurementsMayMove = collection.layout is ListLayout && (resultsPending || isPool)
        let generation = collection.data.generation
        let lines = LogCapture.lines {
            collection.performBatch(animated: animated, updates: {
                source.model = batch.newModel
                batch.record(on: collection, nesting: nesting)
            }, completion: { [weak self] _ in self?.completionCalls[number] += 1 })
        }
        if let expectedLine {
            let logged = lines.filter { $0 == expectedLine }.count
            if logged != 1 { return "the invalid batch logged \"\(expectedLine)\" \(logged) times" }
            if collection.data.generation == generation { return "the invalid batch did not reload the data" }
        } else if collection.data.generation != generation {
            return "a valid batch reloaded the data: \(lines.filter { $0.hasPrefix("invalid batch update") })"
        }
        resultsPending = false
        let isNoOp = batch.changes.isEmpty && batch.newModel.counts == old.counts
        if let failure = checkAfterBatch(before: before, valid: batch.isValid, checksPosition: !measurementsMayMove,
                                         pageMoves: isNoOp, movedIDs: batch.movedItemIDs(in: old)) { return failure }
        return nil
    }
}
