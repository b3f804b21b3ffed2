import FolioCore
import TestSupport
import Testing

/// The acceptance scenarios of the paging physics: five pages (one for row 23), 800 px wide,
/// synthetic pointer events every 8 ms. "Rest" means the pointer is held still for 100 ms (more
/// than the 40 ms stillness cutoff) before release; "+" is forward (the finger moves left).
struct PagingScenarioTests {
    struct Scenario: Sendable, CustomTestStringConvertible {
        var row: String
        var pageCount = 5
        var startPage: Int
        /// The input, with any checks that belong in the middle of it.
        var script: @Sendable (inout PagingHarness) -> Void
        /// The page it must rest on.
        var restPage: Int
        /// The pages of every `.settled` event, in order ([] = no event at all).
        var settled: [Int]
        var testDescription: String { "row \(row)" }
    }

    static let width = 800.0
    static let stillness = 0.100

    static let scenarios: [Scenario] = [
        Scenario(row: "1: +0.3W, rest", startPage: 2, script: { h in
            h.press(); h.dragForward(0.3 * width, speed: 1000); h.wait(stillness); h.release()
        }, restPage: 2, settled: [2]),
        Scenario(row: "2: +0.55W, rest", startPage: 2, script: { h in
            h.press(); h.dragForward(0.55 * width, speed: 1000); h.wait(stillness); h.release()
        }, restPage: 3, settled: [3]),
        Scenario(row: "3: +0.7W at 100 px/s", startPage: 2, script: { h in
            h.press(); h.dragForward(0.7 * width, speed: 100); h.release()
        }, restPage: 3, settled: [3]),
        Scenario(row: "4: +0.7W, last 100 ms at -100 px/s", startPage: 2, script: { h in
            h.press(); h.dragForward(0.7 * width + 10, speed: 1000); h.dragForward(-10, speed: 100); h.release()
            #expect(abs(h.model.position - 2.7) < 1e-9)
        }, restPage: 3, settled: [3]),
        Scenario(row: "5: +0.05W at 1000 px/s", startPage: 2, script: { h in
            h.press(); h.dragForward(0.05 * width, speed: 1000); h.release()
        }, restPage: 3, settled: [3]),
        Scenario(row: "6: +0.05W at 200 px/s", startPage: 2, script: { h in
            h.press(); h.dragForward(0.05 * width, speed: 200); h.release()
        }, restPage: 2, settled: [2]),
        Scenario(row: "7: +0.2W at 8000 px/s", startPage: 2, script: { h in
            h.press(); h.dragForward(0.2 * width, speed: 8000); h.release()
        }, restPage: 3, settled: [3]),
        Scenario(row: "8: +0.3W, -1000 px/s", startPage: 2, script: { h in
            h.press(); h.dragForward(0.3 * width + 100, speed: 1000); h.dragForward(-100, speed: 1000); h.release()
        }, restPage: 2, settled: [2]),
        Scenario(row: "9: +0.6W, -1000 px/s", startPage: 2, script: { h in
            h.press(); h.dragForward(0.6 * width + 100, speed: 1000); h.dragForward(-100, speed: 1000); h.release()
        }, restPage: 2, settled: [2]),
        Scenario(row: "10: -0.3W at page 0, rest", startPage: 0, script: { h in
            h.press(); h.dragForward(-0.3 * width, speed: 1000); h.wait(stillness)
            // The finger is 240 px past the end; the content shows only the rubber band's 113 px.
            #expect(abs(h.offset - -113.3) < 0.1, "offset \(h.offset)")
            h.release()
        }, restPage: 0, settled: [0]),
        Scenario(row: "11: -0.1W at -2000 px/s at page 0", startPage: 0, script: { h in
            h.press(); h.dragForward(-0.1 * width, speed: 2000); h.release()
        }, restPage: 0, settled: [0]),
        Scenario(row: "12: +0.5W at 1500 px/s at page 4", startPage: 4, script: { h in
            h.press(); h.dragForward(0.5 * width, speed: 1500); h.release()
        }, restPage: 4, settled: [4]),
        Scenario(row: "13: Right", startPage: 2, script: { h in
            let start = h.clock.now
            h.send(.key(.right))
            h.runUntilRest()
            let settleTime = (h.records.last?.time ?? .infinity) - start
            #expect(abs(settleTime - 0.290) <= 0.040, "settled after \(settleTime) s")
        }, restPage: 3, settled: [3]),
        Scenario(row: "14: Right, Right 50 ms apart", startPage: 2, script: { h in
            h.send(.key(.right)); h.wait(0.050); h.send(.key(.right))
        }, restPage: 4, settled: [4]),
        Scenario(row: "15: Right at the end, Home, End", startPage: 4, script: { h in
            h.send(.key(.right))
            #expect(h.model.isAtRest && h.events.isEmpty)
            h.runUntilRest(); h.send(.key(.home))
            h.runUntilRest(); #expect(h.model.currentPage == 0)
            h.send(.key(.end))
        }, restPage: 4, settled: [0, 4]),
        Scenario(row: "16: wheel notch down", startPage: 2, script: { h in
            h.send(.wheel(dx: 0, dy: 1))
        }, restPage: 3, settled: [3]),
        Scenario(row: "16: wheel notch up", startPage: 2, script: { h in
            h.send(.wheel(dx: 0, dy: -1))
        }, restPage: 1, settled: [1]),
        Scenario(row: "17: 10 notches within 100 ms", startPage: 0, script: { h in
            for _ in 0..<10 { h.send(.wheel(dx: 0, dy: 1)); h.wait(0.010) }
        }, restPage: 1, settled: [1]),
        Scenario(row: "18: trackpad 120 units, slow", startPage: 2, script: { h in
            h.trackpadScroll(units: 120, speed: 120)
        }, restPage: 2, settled: [2]),
        Scenario(row: "18: trackpad 120 units at 1500 units/s", startPage: 2, script: { h in
            h.trackpadScroll(units: 120, speed: 1500)
        }, restPage: 3, settled: [3]),
        Scenario(row: "19: resize to 500 px at rest", startPage: 3, script: { h in
            h.setViewportSize(Size(width: 500, height: 600))
            #expect(h.model.position == 3 && h.offset == 1500)
            #expect(h.model.isAtRest && !h.model.isAnimating)
        }, restPage: 3, settled: []),
        Scenario(row: "20: Right, resize to 1200 px after 100 ms", startPage: 1, script: { h in
            h.send(.key(.right)); h.wait(0.100)
            let before = h.model.position
            h.setViewportSize(Size(width: 1200, height: 600))
            #expect(h.model.position == before && h.model.targetPage == 2)
            h.runUntilRest()
            #expect(h.offset == 2400)
        }, restPage: 2, settled: [2]),
        Scenario(row: "21: +0.3W, resize to 400 px mid-drag, rest", startPage: 1, script: { h in
            h.press(); h.dragForward(0.3 * width, speed: 1000)
            let before = h.model.position
            h.setViewportSize(Size(width: 400, height: 600))
            #expect(h.model.position == before && abs(before - 1.3) < 1e-9)
            #expect(abs(h.offset - 520) < 1e-6)
            h.wait(stillness); h.release()
        }, restPage: 1, settled: [1]),
        Scenario(row: "22: resize to 0, input, resize back", startPage: 3, script: { h in
            h.setViewportSize(Size(width: 0, height: 600))
            h.press(); h.dragForward(300, speed: 2000); h.release()
            h.send(.wheel(dx: 0, dy: 1)); h.send(.key(.right)); h.send(.key(.home))
            h.trackpadScroll(units: 300, speed: 2000)
            h.wait(0.5)
            #expect(h.model.position == 3 && h.model.visiblePages().isEmpty)
            h.setViewportSize(Size(width: 800, height: 600))
        }, restPage: 3, settled: []),
        Scenario(row: "23: one page: fling, Right, wheel", pageCount: 1, startPage: 0, script: { h in
            h.press(); h.dragForward(0.5 * width, speed: 2000); h.release()
            h.press(); h.dragForward(-0.5 * width, speed: 2000); h.release()
            h.send(.key(.right)); h.send(.wheel(dx: 0, dy: 1)); h.trackpadScroll(units: 300, speed: 2000)
            #expect(h.model.position == 0 && h.model.isAtRest)
        }, restPage: 0, settled: []),
        Scenario(row: "24: flick, flick again 80 ms later", startPage: 0, script: { h in
            h.press(); h.dragForward(0.1 * width, speed: 1000); h.release()
            h.wait(0.080)
            #expect(abs(h.model.position - 0.75) < 0.05, "caught at \(h.model.position)")
            h.press(); h.dragForward(0.1 * width, speed: 1000); h.release()
        }, restPage: 2, settled: [2]),
    ]

    @Test("Acceptance scenario", arguments: scenarios)
    func scenario(_ scenario: Scenario) {
        var harness = PagingHarness(pageCount: scenario.pageCount, initialPage: scenario.startPage)
        scenario.script(&harness)
        #expect(harness.runUntilRest(limit: 2) != nil, "never came to rest")
        #expect(harness.model.isAtRest)
        #expect(harness.model.currentPage == scenario.restPage)
        #expect(harness.model.position == Double(scenario.restPage))
        #expect(harness.settledPages == scenario.settled)
        #expect(harness.eventsArePaired, "events \(harness.events)")
        #expect(!harness.sawNonFinitePosition)
    }
}
