@testable import FolioCore
import Foundation
import Testing

struct BatchFetchingContextTests {
    @Test("completing ends the fetch once and wakes the loop once, however often and from however many threads it is called")
    func completionIsIdempotent() {
        let wakes = Locked(0)
        let context = BatchFetchingContext(wake: { wakes.withLock { $0 += 1 } })
        #expect(context.isFetching)
        #expect(!context.isCancelled)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            context.completeBatchFetching(index.isMultiple(of: 2))
        }
        #expect(!context.isFetching)
        #expect(!context.isCancelled)
        #expect(wakes.current == 1)
        context.cancelBatchFetching()
        #expect(!context.isCancelled, "a completed fetch cannot be cancelled")
        #expect(wakes.current == 1)
    }

    @Test("completing with false or true is remembered as such")
    func completionKind() {
        let withContent = BatchFetchingContext(wake: {})
        withContent.completeBatchFetching(true)
        withContent.completeBatchFetching(false)
        #expect(withContent.didCompleteWithContent)
        let without = BatchFetchingContext(wake: {})
        without.completeBatchFetching(false)
        without.completeBatchFetching(true)
        #expect(!without.didCompleteWithContent)
    }

    @Test("after a cancellation a completion does nothing; the app's cancel wakes the loop, the collection's does not")
    func cancellation() {
        let wakes = Locked(0)
        let byApp = BatchFetchingContext(wake: { wakes.withLock { $0 += 1 } })
        byApp.cancelBatchFetching()
        #expect(byApp.isCancelled)
        #expect(!byApp.isFetching)
        #expect(wakes.current == 1)
        byApp.completeBatchFetching(true)
        #expect(byApp.isCancelled)
        #expect(!byApp.didCompleteWithContent)
        #expect(wakes.current == 1)

        let byCollection = BatchFetchingContext(wake: { wakes.withLock { $0 += 1 } })
        #expect(byCollection.cancel())
        #expect(!byCollection.cancel(), "only the first cancellation ends the fetch")
        #expect(byCollection.isCancelled)
        #expect(wakes.current == 1)
    }
}
