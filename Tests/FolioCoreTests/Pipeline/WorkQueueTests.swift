import FolioCore
import Testing

struct WorkQueueTests {
    private func queue(keys: [Int], focus: WorkFocus? = nil) -> WorkQueue {
        var queue = WorkQueue()
        queue.focus = focus
        for key in keys {
            queue.append(WorkItem(key: key) {})
        }
        return queue
    }

    private func drain(_ queue: inout WorkQueue) -> (keys: [Int], skipped: Int) {
        var keys: [Int] = []
        var skipped = 0
        while let item = queue.popNearest(skipped: &skipped) {
            keys.append(item.key)
        }
        return (keys, skipped)
    }

    @Test("Without a focus, items come out in the order they went in")
    func fifo() {
        var queue = queue(keys: [5, 1, 9, 1])
        #expect(queue.pendingKeys == [5, 1, 9, 1])
        #expect(drain(&queue).keys == [5, 1, 9, 1])
        #expect(queue.isEmpty)
    }

    @Test("Nearest the focus first; ties in the order they went in")
    func nearestFirst() {
        var queue = queue(keys: [0, 3, 7, 5, 4, 6, 20], focus: WorkFocus(position: 5))
        #expect(queue.pendingKeys == [5, 4, 6, 3, 7, 0, 20])
        #expect(drain(&queue).keys == [5, 4, 6, 3, 7, 0, 20])
    }

    @Test("A moving focus reorders what is left")
    func movingFocus() {
        var queue = queue(keys: [1, 2, 3, 8, 9], focus: WorkFocus(position: 2))
        var skipped = 0
        #expect(queue.popNearest(skipped: &skipped)?.key == 2)
        queue.focus = WorkFocus(position: 9)
        #expect(drain(&queue).keys == [9, 8, 3, 1])
    }

    @Test("A circular focus reaches across the seam")
    func circular() {
        var queue = queue(keys: [5, 2, 9, 0, 1], focus: WorkFocus(position: 0, pageCount: 10, isCircular: true))
        #expect(drain(&queue).keys == [0, 9, 1, 2, 5])
    }

    @Test("At 2⁵² pages the focus orders exactly, across the seam and at the ends")
    func hugeCounts() {
        let n = PagerNode.maximumPageCount
        var circular = queue(keys: [n / 2, 2, n - 1, 0, n - 2, 1],
                             focus: WorkFocus(position: Double(n - 1) + 0.5, pageCount: n, isCircular: true))
        #expect(drain(&circular).keys == [n - 1, 0, n - 2, 1, 2, n / 2])
        var linear = queue(keys: [0, n - 1, Int.min, n - 3, Int.max, n - 2], focus: WorkFocus(position: Double(n - 1)))
        #expect(drain(&linear).keys == [n - 1, n - 2, n - 3, 0, Int.max, Int.min])
    }

    @Test("Cancelled items are dropped, counted and not listed")
    func cancelled() {
        var queue = WorkQueue()
        let tokens = (0..<6).map { _ in CancellationToken() }
        for (key, token) in tokens.enumerated() {
            queue.append(WorkItem(key: key, token: token) {})
        }
        tokens[1].cancel()
        tokens[4].cancel()
        #expect(queue.pendingKeys == [0, 2, 3, 5])
        #expect(queue.count == 6)
        let (keys, skipped) = drain(&queue)
        #expect(keys == [0, 2, 3, 5])
        #expect(skipped == 2)
    }

    @Test("An unusable focus falls back to submission order")
    func nonFiniteFocus() {
        var queue = queue(keys: [3, 1, 2], focus: WorkFocus(position: .nan))
        #expect(drain(&queue).keys == [3, 1, 2])
    }

    @Test("removeAll returns every item, cancelled ones too")
    func removeAll() {
        var queue = queue(keys: [4, 2, 8], focus: WorkFocus(position: 8))
        let token = CancellationToken()
        token.cancel()
        queue.append(WorkItem(key: 1, token: token) {})
        #expect(queue.removeAll().map(\.key) == [4, 2, 8, 1])
        #expect(queue.isEmpty)
    }
}
