@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Thousands of random batch updates on a pager, plain and circular, against a plain model, with
/// jobs run a few at a time between them, swipes, drags held across batches and cross-fades
/// under way; see `ThrashDriver+Checks` for what is asserted after each (the pager stays on its
/// page's content, or on the next surviving page when it was deleted). The seed is printed;
/// replay a failure with `SWIFT_DETERMINISTIC_HASHING=1 FOLIO_THRASH_SEED=<seed> swift test --filter
/// PagerThrashTests`.
@Suite(.serialized)
@MainActor
struct PagerThrashTests {
    private static func profile() -> ThrashBatch.Profile {
        var profile = ThrashBatch.Profile()
        profile.changesSections = false
        profile.targetItemCount = 24
        return profile
    }

    @Test("a pager keeps its page's content, every page's node and bitmap through random batches")
    func pagerThrash() {
        let seed = ThrashRun.seed(for: "pagerThrash")
        let driver = ThrashDriver(layout: nil, model: ThrashModel(counts: [20]), profile: Self.profile(),
                                  workers: .manual(ManualWorkScheduler()), seed: seed)
        let failure = driver.run(steps: ThrashRun.steps(1_200))
        print("pagerThrash: \(driver.tally)")
        #expect(failure == nil, "seed \(seed): \(failure ?? "")")
    }

    @Test("a circular pager keeps its page's content, every page's node and bitmap through random batches")
    func circularPagerThrash() {
        let seed = ThrashRun.seed(for: "circularPagerThrash")
        let driver = ThrashDriver(layout: nil, isCircular: true, model: ThrashModel(counts: [12]), profile: Self.profile(),
                                  workers: .manual(ManualWorkScheduler()), seed: seed)
        let failure = driver.run(steps: ThrashRun.steps(1_000))
        print("circularPagerThrash: \(driver.tally)")
        #expect(failure == nil, "seed \(seed): \(failure ?? "")")
    }
}
