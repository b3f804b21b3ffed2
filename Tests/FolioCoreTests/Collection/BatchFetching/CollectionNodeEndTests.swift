@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// The end of a list whose rows are measured late: End must show the real end.
@Suite("Collection node: the end of a self-sizing list")
@MainActor
struct CollectionNodeEndTests {
    @Test("End rests at the estimated end, then follows the end as the rows there are measured taller")
    func endFollowsMeasuredRows() {
        let source = BatchFeedSource(sectionCounts: [30], rowHeight: { 150 + Double($0 % 5) * 80 })
        let (list, scheduler, _) = BatchFixture.make(source, delegate: nil)
        BatchFixture.settle(list, scheduler)
        list.keyboardMode = .scroll
        list.handle(InputEvent(time: 0, kind: .key(.end)))
        var time = 0.0
        // The spring comes to rest before the workers measure the last rows.
        while time < 3 {
            time += 1.0 / 60
            list.tick(at: time)
        }
        let estimatedEnd = list.contentOffset
        #expect(estimatedEnd == list.scrollModel.maximumOffset)
        while time < 5 {
            time += 1.0 / 60
            scheduler.runAll()
            list.tick(at: time)
        }
        #expect(list.contentOffset > estimatedEnd)
        #expect(list.contentOffset == list.scrollModel.maximumOffset)
        #expect(list.frameOnScreen(ofItem: 29)?.maxY == 600, "the last row ends at the viewport's end")
    }
}
