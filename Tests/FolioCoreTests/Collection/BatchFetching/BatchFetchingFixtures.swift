@testable import FolioCore
import Foundation
import TestSupport

/// A feed's data source: sections of rows whose nodes measure `rowHeight(index)` tall (full
/// width), recording which items' blocks were asked for.
@MainActor
final class BatchFeedSource: CollectionDataSource {
    var sectionCounts: [Int]
    /// The height each row's node measures at, by flat index.
    let rowHeight: @Sendable (Int) -> Double
    private(set) var blocksAskedFor: [Int] = []
    private(set) var countQueries = 0

    init(sectionCounts: [Int], rowHeight: @escaping @Sendable (Int) -> Double = { _ in 100 }) {
        self.sectionCounts = sectionCounts
        self.rowHeight = rowHeight
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { sectionCounts.count }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        countQueries += 1
        return sectionCounts[section]
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let index = sectionCounts[..<indexPath.section].reduce(0, +) + indexPath.item
        blocksAskedFor.append(index)
        let height = rowHeight(index)
        return {
            let node = CellNode()
            node.style.preferredSize = Size(width: 10_000, height: height)
            return node
        }
    }
}

/// A delegate that wants a fetch while `wantsMore` says so and keeps the contexts it is given,
/// with the thread each call came on.
@MainActor
final class FetchingDelegate: CollectionDelegate {
    var wantsMore = true
    private(set) var shouldBatchFetchCalls = 0
    /// The contexts `willBeginBatchFetchWith` was given, in order, and whether it ran on the
    /// process's main thread; written off the main thread.
    let begun = Locked<[(context: BatchFetchingContext, onMainThread: Bool)]>([])

    func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool {
        shouldBatchFetchCalls += 1
        return wantsMore
    }

    nonisolated func collectionNode(_ collectionNode: CollectionNode, willBeginBatchFetchWith context: BatchFetchingContext) {
        let onMainThread = Thread.isMainThread
        begun.withLock { $0.append((context, onMainThread)) }
    }

    var contexts: [BatchFetchingContext] { begun.current.map(\.context) }
}

/// An executor that keeps what it is given until the test runs it.
final class ManualExecutor: Sendable {
    private let queue = Locked<[@Sendable () -> Void]>([])

    var execute: @Sendable (@escaping @Sendable () -> Void) -> Void {
        { [queue] work in queue.withLock { $0.append(work) } }
    }

    var pendingCount: Int { queue.withLock { $0.count } }

    /// Runs everything queued so far, on the calling thread.
    func runAll() {
        let work = queue.withLock { queue in
            defer { queue.removeAll() }
            return queue
        }
        for item in work { item() }
    }
}

@MainActor
enum BatchFixture {
    static let size = Size(width: 800, height: 600)

    /// A list of 100-point rows (estimated and measured) on a manual scheduler with a manual
    /// batch-fetch executor, sized 800×600.
    static func make(
        _ source: BatchFeedSource, delegate: FetchingDelegate?, wake: @escaping @Sendable () -> Void = {}
    ) -> (CollectionNode, ManualWorkScheduler, ManualExecutor) {
        let scheduler = ManualWorkScheduler()
        let executor = ManualExecutor()
        let collection = CollectionNode(layout: ListLayout(estimatedRowHeight: 100), backend: FakeRenderingBackend.make(),
                                        renderMode: .asynchronous(scheduler), wake: wake)
        collection.batchFetchExecutor = executor.execute
        collection.delegate = delegate
        collection.dataSource = source
        collection.setBounds(size, scale: 1, at: 0)
        return (collection, scheduler, executor)
    }

    /// Moves the content to `offset` at once and lets the collection update.
    static func scroll(_ collection: CollectionNode, to offset: Double) {
        collection.absorb(collection.scrollModel.setOffset(offset, at: collection.now))
        collection.tick(at: collection.now)
    }

    /// Runs every queued job and lets the collection take the results, until nothing is left.
    static func settle(_ collection: CollectionNode, _ scheduler: ManualWorkScheduler) {
        repeat {
            scheduler.runAll()
            collection.tick(at: collection.now)
        } while !scheduler.pendingKeys.isEmpty
    }
}
