import FolioCore
import Testing
import TestSupport

/// The memory budget with the fake backend: an 800×600 page's bitmap holds 1 920 000 bytes and
/// its photo, decoded at 640×400, 1 024 000.
@MainActor
@Suite("PagerNode memory budget")
struct PagerNodeMemoryBudgetTests {
    static let bitmap = 800 * 600 * 4
    static let photo = 640 * 400 * 4

    /// Which pages hold a bitmap and which hold a decoded photo.
    private func held(_ pager: PagerNode, around page: Int) -> (bitmaps: Set<Int>, photos: Set<Int>) {
        let pages = (page - 4)...(page + 4)
        return (Set(pages.filter { pager.bitmap(forItemAt: $0) != nil }),
                Set(pages.filter { (pager.nodeForPage(at: $0) as? TestPageNode)?.photo.decodedImage != nil }))
    }

    /// The bytes the visible pages hold: what the budget may be exceeded by.
    private func visibleBytes(_ pager: PagerNode) -> Int {
        pager.ranges.visible.reduce(0) { total, page in
            total + (pager.bitmap(forItemAt: page)?.bitmap.byteCount ?? 0)
                + ((pager.nodeForPage(at: page) as? TestPageNode)?.photo.decodedImage?.byteCount ?? 0)
        }
    }

    @Test("The default budget holds the full ranges, and heldByteCount counts them")
    func defaultBudget() {
        let source = BlockDataSource(count: 50)  // The pager holds its data source weakly.
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 10)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.memoryBudget == 256 << 20)
        #expect(held(pager, around: 10).bitmaps == [9, 10, 11])
        #expect(held(pager, around: 10).photos == [8, 9, 10, 11, 12])
        #expect(pager.heldByteCount == 3 * Self.bitmap + 5 * Self.photo)
        withExtendedLifetime(source) {}
    }

    struct Step: CustomTestStringConvertible, Sendable {
        var budget: Int
        var bitmaps: Set<Int>
        var photos: Set<Int>
        var testDescription: String { "budget \(budget)" }
    }

    /// From all held (10 880 000 bytes) down to nothing: page 12, then 8 (data only, the
    /// farthest), then 11's bitmap, 11's data, 9's bitmap, 9's data; page 10, visible, stays.
    static let steps: [Step] = [
        Step(budget: 10_880_000, bitmaps: [9, 10, 11], photos: [8, 9, 10, 11, 12]),
        Step(budget: 9_900_000, bitmaps: [9, 10, 11], photos: [8, 9, 10, 11]),
        Step(budget: 8_900_000, bitmaps: [9, 10, 11], photos: [9, 10, 11]),
        Step(budget: 8_000_000, bitmaps: [9, 10], photos: [9, 10, 11]),
        Step(budget: 6_000_000, bitmaps: [9, 10], photos: [9, 10]),
        Step(budget: 5_000_000, bitmaps: [10], photos: [9, 10]),
        Step(budget: 0, bitmaps: [10], photos: [10]),
    ]

    @Test("Lowering the budget sheds the farthest pages first, bitmaps before data, never the visible page")
    func shedsFarthestFirst() {
        let source = BlockDataSource(count: 50)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 10)
        PagerFixture.settle(pager, scheduler)
        for step in Self.steps {
            pager.memoryBudget = step.budget
            PagerFixture.settle(pager, scheduler)
            let now = held(pager, around: 10)
            #expect(now.bitmaps == step.bitmaps, "\(step.budget)")
            #expect(now.photos == step.photos, "\(step.budget)")
            #expect(pager.heldByteCount == step.bitmaps.count * Self.bitmap + step.photos.count * Self.photo)
            #expect(pager.heldByteCount <= max(step.budget, visibleBytes(pager)))
        }
        // Raised again, the budget lets the shed pages back.
        pager.memoryBudget = PagerNode.defaultMemoryBudget
        PagerFixture.settle(pager, scheduler)
        #expect(held(pager, around: 10).bitmaps == [9, 10, 11] && held(pager, around: 10).photos == [8, 9, 10, 11, 12])
        withExtendedLifetime(source) {}
    }

    @Test("Shed pages get no new work while the budget cannot hold them: nothing is made to be freed again")
    func noThrash() {
        let source = BlockDataSource(count: 50)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 10)
        pager.memoryBudget = 5_000_000
        // Bounded, unlike `PagerFixture.settle`: a pipeline that thrashes never runs dry.
        var rounds = 0
        repeat {
            scheduler.runAll()
            pager.tick(at: 0)
            rounds += 1
        } while !scheduler.pendingKeys.isEmpty && rounds < 50
        #expect(scheduler.pendingKeys.isEmpty)
        let ran = scheduler.itemsRun, asked = source.blocksAskedFor
        #expect(held(pager, around: 10).bitmaps == [10] && held(pager, around: 10).photos == [9, 10])
        for frame in 1...30 {
            scheduler.runAll()
            pager.tick(at: Double(frame) * 0.016)
        }
        #expect(scheduler.itemsRun == ran)
        #expect(scheduler.pendingKeys.isEmpty)
        #expect(source.blocksAskedFor == asked)
        // Page 11 was loaded while the budget knew nothing of a page's cost (minimum mode), then
        // shed once measured; page 12 was never asked for.
        #expect(!source.blocksAskedFor.contains(12))
    }

    @Test("A visible page larger than the budget is still drawn; only it is kept")
    func visibleBeyondBudget() {
        let source = BlockDataSource(count: 50)  // The pager holds its data source weakly.
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 10)
        pager.memoryBudget = 1000
        PagerFixture.settle(pager, scheduler)
        #expect(pager.waitUntilVisibleItemsAreDrawn(timeout: 0))
        #expect(pager.waitUntilItemsAreDrawn(in: .display, timeout: 0))
        #expect(held(pager, around: 10).bitmaps == [10] && held(pager, around: 10).photos == [10])
        #expect(pager.heldByteCount == visibleBytes(pager))
        withExtendedLifetime(source) {}
    }

    @Test("Swiping through pages under a tight budget never holds more than the budget and the visible pages", arguments: [0, 4_000_000, 7_000_000])
    func swipingWithinBudget(_ budget: Int) {
        let source = BlockDataSource(count: 40)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 5)
        pager.memoryBudget = budget
        PagerFixture.settle(pager, scheduler)
        var time = 0.0
        for _ in 0..<12 {
            pager.handle(InputEvent(time: time, kind: .key(.right)))
            repeat {
                time += 0.008
                scheduler.runNext()
                let moving = pager.tick(at: time)
                #expect(pager.heldByteCount <= budget + visibleBytes(pager))
                if !moving && scheduler.pendingKeys.isEmpty { break }
            } while true
        }
        #expect(pager.currentPageIndex == 17)
        #expect(pager.bitmap(forItemAt: 17) != nil)
        #expect(pager.residentCounts.bitmaps <= 3)
        withExtendedLifetime(source) {}
    }
}
