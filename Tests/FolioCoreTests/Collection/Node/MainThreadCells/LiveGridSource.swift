import FolioCore
import Foundation
import TestSupport

/// A collection data source of `count` items where those `isLive` picks are cells drawn on the
/// main thread (redrawing every `redrawInterval` seconds) and the others plain cells; it records
/// the threads its node blocks ran on and the ones live closures ran on. Main thread.
@MainActor
final class LiveGridSource: CollectionDataSource {
    let count: Int
    let redrawInterval: Double?
    let isLive: (Int) -> Bool
    /// The threads node blocks ran on, as `ThreadIdentity` names them.
    let blockThreads = Locked<Set<String>>([])
    /// The threads live closures ran on.
    private(set) var drawThreads: [String] = []

    init(count: Int = 100, redrawInterval: Double? = nil, isLive: @escaping (Int) -> Bool) {
        self.count = count
        self.redrawInterval = redrawInterval
        self.isLive = isLive
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let live = isLive(indexPath.item), interval = redrawInterval, threads = blockThreads
        return { [weak self] in
            threads.withLock { _ = $0.insert(ThreadIdentity.current) }
            guard live else { return CellNode() }
            return MainThreadCellNode(redrawInterval: interval) { _, _, _ in
                self?.drawThreads.append(ThreadIdentity.current)
            }
        }
    }
}
