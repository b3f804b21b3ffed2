@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Waiting on several inboxes at once: a collection waiting for the collections nested in it.
@Suite(.timeLimit(.minutes(1)))
struct PipelineInboxTests {
    private static func result() -> ItemWorkResult {
        ItemWorkResult(element: 0, generation: 0, contentVersion: 0, node: nil, layout: nil, range: .exactly(Size(width: 10, height: 10)),
                       size: Size(width: 10, height: 10), preloaded: false, bitmap: nil, scale: 1, unavailableReason: nil)
    }

    @Test("A wait on several inboxes times out while none holds a result, and ends when a worker posts to any of them")
    func waitsForAnyOfSeveral() {
        let inboxes = (0..<3).map { _ in PipelineInbox(wake: {}) }
        let start = ContinuousClock.now
        #expect(!PipelineInbox.wait(forAnyOf: inboxes, timeout: 0.05))
        #expect((ContinuousClock.now - start).seconds >= 0.04, "it waited rather than returning at once")

        let posted = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            inboxes[2].post(Self.result())
            posted.signal()
        }
        let waited = ContinuousClock.now
        #expect(PipelineInbox.wait(forAnyOf: inboxes, timeout: 20))
        #expect((ContinuousClock.now - waited).seconds < 10, "the post woke the wait long before its timeout")
        posted.wait()
        #expect(inboxes[2].drain().count == 1)
        #expect(inboxes[0].drain().isEmpty && inboxes[1].drain().isEmpty)
    }

    @Test("A result already waiting ends the wait at once, and a post to another inbox does not count")
    func resultAlreadyWaiting() {
        let watched = PipelineInbox(wake: {}), other = PipelineInbox(wake: {})
        other.post(Self.result())
        #expect(!PipelineInbox.wait(forAnyOf: [watched], timeout: 0.02))
        watched.post(Self.result())
        #expect(PipelineInbox.wait(forAnyOf: [watched], timeout: 0))
    }
}
