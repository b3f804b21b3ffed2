import FolioCore
import Foundation
import Testing

struct CancellationTokenTests {
    @Test("A token starts live and stays cancelled")
    func cancel() {
        let token = CancellationToken()
        #expect(!token.isCancelled)
        token.cancel()
        #expect(token.isCancelled)
        token.cancel()
        #expect(token.isCancelled)
    }

    @Test("A cancel on one thread is seen on another")
    func acrossThreads() {
        let token = CancellationToken()
        let cancelled = PipelineGate()
        let seen = PipelineGate()
        let thread = Thread {
            guard cancelled.wait() else { return }
            if token.isCancelled { seen.open() }
        }
        thread.start()
        token.cancel()
        cancelled.open()
        #expect(seen.wait())
    }
}
