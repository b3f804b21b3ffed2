@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// A cell that hands the token in its layout environment to the test, and can hold its layout
/// until that token reads cancelled (long work that checks its token).
private final class TokenProbeCell: CellNode, @unchecked Sendable {
    // @unchecked: the recorders and gates are thread-safe; the flag is set before the job runs.
    let tokens = PipelineRecorder<CancellationToken?>()
    let sawCancel = PipelineRecorder<Bool>()
    let laidOut = PipelineGate()
    private let holdsUntilCancelled: Bool

    init(holdsUntilCancelled: Bool) {
        self.holdsUntilCancelled = holdsUntilCancelled
        super.init()
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? { nil }

    override func calculateSizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        tokens.append(environment.cancellation)
        laidOut.open()
        if holdsUntilCancelled, let token = environment.cancellation {
            let deadline = ContinuousClock.now + .seconds(10)
            while !token.isCancelled, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.001) }
            sawCancel.append(token.isCancelled)
        }
        return constrainedSize.max
    }
}

@Suite(.serialized, .timeLimit(.minutes(1)))
struct ItemJobTests {
    private func job(for cell: CellNode, ticket: ItemJob.Ticket) -> ItemJob {
        ItemJob(element: 0, generation: 0, contentVersion: 0, block: nil, node: cell, layout: nil, range: .exactly(Size(width: 100, height: 80)),
                scale: 1, needsPreload: false, needsBitmap: false, backend: FakeRenderingBackend.make(), ticket: ticket)
    }

    @Test("The job lays out with its steps' token, which reads cancelled once the steps are cancelled")
    func environmentCarriesStepsToken() throws {
        let cell = TokenProbeCell(holdsUntilCancelled: false)
        let ticket = ItemJob.Ticket()
        #expect(job(for: cell, ticket: ticket).run() != nil)
        let token = try #require(cell.tokens.recorded.first ?? nil, "the layout environment had no token")
        #expect(token === ticket.steps)
        #expect(!token.isCancelled)
        ticket.steps.cancel()
        #expect(token.isCancelled)
        #expect(!ticket.item.isCancelled, "cancelling the steps must not withdraw the item")
    }

    @Test("A running job's environment token reads cancelled when its pool shuts down")
    func shutdownCancelsEnvironmentToken() {
        let cell = TokenProbeCell(holdsUntilCancelled: true)
        let ticket = ItemJob.Ticket()
        let job = job(for: cell, ticket: ticket)
        let pool = WorkerPool(threadCount: 1)
        let finished = PipelineGate()
        pool.submit(WorkItem(key: 0, token: ticket.item) {
            _ = job.run()
            finished.open()
        })
        #expect(cell.laidOut.wait(), "the job never started its layout")
        pool.shutdown()
        #expect(finished.wait())
        #expect(cell.sawCancel.recorded == [true])
        #expect(ticket.steps.isCancelled)
    }

    @Test("A withdrawn ticket never starts, and its steps read cancelled too")
    func withdrawnTicket() {
        let cell = TokenProbeCell(holdsUntilCancelled: false)
        let ticket = ItemJob.Ticket()
        #expect(ticket.withdraw())
        #expect(job(for: cell, ticket: ticket).run() == nil)
        #expect(cell.tokens.recorded.isEmpty)
        #expect(ticket.item.isCancelled && ticket.steps.isCancelled)
    }
}
