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

    @Test("A linked token reads cancelled once its parent is, or itself")
    func linked() {
        let parent = CancellationToken()
        let child = CancellationToken(linkedTo: parent)
        let sibling = CancellationToken(linkedTo: parent)
        #expect(!child.isCancelled && !sibling.isCancelled)
        child.cancel()
        #expect(child.isCancelled)
        #expect(!parent.isCancelled && !sibling.isCancelled, "cancelling a child must not reach its parent")
        parent.cancel()
        #expect(sibling.isCancelled)
    }

    @Test("A parent cancelled on one thread is seen through its child on another")
    func linkedAcrossThreads() {
        let parent = CancellationToken()
        let child = CancellationToken(linkedTo: parent)
        let cancelled = PipelineGate()
        let seen = PipelineGate()
        Thread {
            guard cancelled.wait() else { return }
            if child.isCancelled { seen.open() }
        }.start()
        parent.cancel()
        cancelled.open()
        #expect(seen.wait())
    }
}
