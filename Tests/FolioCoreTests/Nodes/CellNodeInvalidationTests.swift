@testable import FolioCore
import Testing
import TestSupport

/// A cell that asks to be laid out again before a collection has taken it (a download that
/// finished while its first job ran) is laid out again once one has, not forgotten.
@Suite("Cell node invalidation")
struct CellNodeInvalidationTests {
    @Test("A request made before the handler is set is passed on when it is, once")
    func pendingRequestIsKept() {
        let cell = CellNode()
        let calls = Locked(0)
        cell.setNeedsLayout()
        cell.setLayoutInvalidationHandler { calls.withLock { $0 += 1 } }
        #expect(calls.withLock { $0 } == 1)
        cell.setLayoutInvalidationHandler { calls.withLock { $0 += 1 } }
        #expect(calls.withLock { $0 } == 1, "passed on once")
        cell.setNeedsLayout()
        #expect(calls.withLock { $0 } == 2)
    }

    @Test("A cell that asked nothing is not laid out again when taken")
    func nothingPending() {
        let cell = CellNode()
        let calls = Locked(0)
        cell.setLayoutInvalidationHandler { calls.withLock { $0 += 1 } }
        #expect(calls.withLock { $0 } == 0)
    }
}
