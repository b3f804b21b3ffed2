import FolioCore

/// `count` pages, each a `StateLoggingCell` named after its index. Main thread.
@MainActor
final class StateLoggingPagerPages: PagerDataSource {
    let count: Int
    let log: InterfaceStateLog

    init(count: Int, log: InterfaceStateLog) {
        self.count = count
        self.log = log
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { count }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let log = self.log
        return { StateLoggingCell(name: String(index), log: log) }
    }
}
