@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Thousands of random batch updates on a collection with sections, against a plain model, with
/// jobs run a few at a time between them (results arrive after the batch that made them stale),
/// scrolling, drags held across batches and animations under way; see `ThrashDriver+Checks` for
/// what is asserted after each. The seed is printed; replay a failure with
/// `SWIFT_DETERMINISTIC_HASHING=1 FOLIO_THRASH_SEED=<seed> swift test --filter CollectionThrashTests`.
@Suite(.serialized)
@MainActor
struct CollectionThrashTests {
    @Test("a list of measured rows in sections with headers keeps every item's node, position and bitmap through random batches")
    func listThrash() {
        let seed = ThrashRun.seed(for: "listThrash")
        let layout = ListLayout(estimatedRowHeight: 100, rowSpacing: 4, sectionInsets: EdgeInsets(top: 6, left: 0, bottom: 6, right: 0),
                                headerHeight: 30)
        var profile = ThrashBatch.Profile()
        profile.targetItemCount = 160
        let driver = ThrashDriver(layout: layout, model: ThrashModel(counts: [20, 0, 35, 12, 40, 8]), profile: profile,
                                  workers: .manual(ManualWorkScheduler()), seed: seed)
        let failure = driver.run(steps: ThrashRun.steps(1_400))
        print("listThrash: \(driver.tally)")
        #expect(failure == nil, "seed \(seed): \(failure ?? "")")
        #expect(driver.tally.invalid > 0, "about 2% of the batches are invalid")
    }

    @Test("a horizontal grid in sections with headers keeps every item's node, position and bitmap through random batches")
    func gridThrash() {
        let seed = ThrashRun.seed(for: "gridThrash")
        let layout = FlowLayout(scrollAxis: .horizontal, itemSize: .fixed(Size(width: 150, height: 130)), interitemSpacing: 8,
                                lineSpacing: 8, sectionInsets: EdgeInsets(top: 4, left: 10, bottom: 4, right: 10), headerHeight: 24)
        var profile = ThrashBatch.Profile()
        profile.targetItemCount = 200
        let driver = ThrashDriver(layout: layout, model: ThrashModel(counts: [30, 17, 0, 44, 25]), profile: profile,
                                  workers: .manual(ManualWorkScheduler()), seed: seed)
        let failure = driver.run(steps: ThrashRun.steps(800))
        print("gridThrash: \(driver.tally)")
        #expect(failure == nil, "seed \(seed): \(failure ?? "")")
    }

    @Test("a grid whose memory budget holds little more than the screen keeps every item's node, position and bitmap through random batches")
    func tightBudgetThrash() {
        let seed = ThrashRun.seed(for: "tightBudgetThrash")
        let layout = FlowLayout(itemSize: .fixed(Size(width: 190, height: 140)), interitemSpacing: 10, lineSpacing: 10, headerHeight: 30)
        var profile = ThrashBatch.Profile()
        profile.targetItemCount = 150
        // 24 cells of 190×140 fill the screen: 2.5 MiB; the budget holds a few more.
        let driver = ThrashDriver(layout: layout, model: ThrashModel(counts: [25, 40, 10]), profile: profile,
                                  workers: .manual(ManualWorkScheduler()), seed: seed, memoryBudget: 3 << 20)
        let failure = driver.run(steps: ThrashRun.steps(600))
        print("tightBudgetThrash: \(driver.tally)")
        #expect(failure == nil, "seed \(seed): \(failure ?? "")")
    }
}
