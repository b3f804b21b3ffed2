import FolioCore
import Foundation
import TestSupport
import Testing

struct ListLayoutAppendingTests {
    static let insets = EdgeInsets(top: 3, left: 5, bottom: 7, right: 5)
    static let container = Size(width: 200, height: 300)

    /// A layout prepared anew for `sections` with `heights` (flat) as measurements, and hints for
    /// the rest: what appending must come to.
    private static func reference(_ layout: ListLayout, sections: SectionItemCounts, measured heights: [Double],
                                  hint: (IndexPath) -> Size?) -> ListLayout {
        var reference = layout
        reference.prepare(containerSize: container, sections: sections, itemSizeHint: hint)
        for (index, height) in heights.enumerated() {
            _ = reference.setMeasuredSize(Size(width: .infinity, height: height), ofItem: index)
        }
        return reference
    }

    /// Every frame and the content size of `a` and `b` are equal.
    private static func expectSameFrames(_ a: ListLayout, _ b: ListLayout, sections: SectionItemCounts, _ context: String) {
        #expect(a.contentSize == b.contentSize, "\(context)")
        for index in 0..<sections.itemCount where a.frame(ofItem: index) != b.frame(ofItem: index) {
            Issue.record("\(context): row \(index) at \(String(describing: a.frame(ofItem: index))), not \(String(describing: b.frame(ofItem: index)))")
            return
        }
        for section in 0..<sections.sectionCount where a.frame(ofHeaderInSection: section) != b.frame(ofHeaderInSection: section) {
            Issue.record("\(context): header \(section) differs")
            return
        }
    }

    @Test("rows appended to the last section and to empty sections after it keep the measured rows; hints are asked for the new rows alone")
    func handComputed() {
        var layout = ListLayout(estimatedRowHeight: 40, rowSpacing: 2, sectionInsets: Self.insets, headerHeight: 10)
        layout.prepare(containerSize: Self.container, sections: SectionItemCounts([2, 0, 0])) { _ in nil }
        _ = layout.setMeasuredSize(Size(width: .infinity, height: 60), ofItem: 0)
        let new = SectionItemCounts([3, 0, 2])
        var asked: [IndexPath] = []
        layout.prepareAppendingItems(containerSize: Self.container, sections: new) {
            asked.append($0)
            return $0.section == 2 ? Size(width: 1, height: 25) : nil
        }
        #expect(asked == [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2)])
        #expect(layout.frame(ofItem: 0) == Rect(x: 5, y: 13, width: 190, height: 60))
        #expect(layout.frame(ofItem: 1) == Rect(x: 5, y: 75, width: 190, height: 40))
        #expect(layout.frame(ofItem: 2) == Rect(x: 5, y: 117, width: 190, height: 40))
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 164, width: 200, height: 10))
        #expect(layout.frame(ofHeaderInSection: 2) == Rect(x: 0, y: 174, width: 200, height: 10))
        #expect(layout.frame(ofItem: 3) == Rect(x: 5, y: 187, width: 190, height: 25))
        #expect(layout.frame(ofItem: 4) == Rect(x: 5, y: 214, width: 190, height: 25))
        #expect(layout.contentSize == Size(width: 200, height: 246))
        let reference = Self.reference(layout, sections: new, measured: [60]) { $0.section == 2 ? Size(width: 1, height: 25) : nil }
        Self.expectSameFrames(layout, reference, sections: new, "hand-computed")
    }

    @Test("anything but such an append, or a new width, prepares anew: measurements go")
    func otherShapesPrepareAnew() {
        var layout = ListLayout(estimatedRowHeight: 40)
        layout.prepare(containerSize: Self.container, sections: SectionItemCounts([2, 1])) { _ in nil }
        _ = layout.setMeasuredSize(Size(width: .infinity, height: 60), ofItem: 0)
        layout.prepareAppendingItems(containerSize: Self.container, sections: SectionItemCounts([3, 1])) { _ in nil }
        #expect(layout.frame(ofItem: 0)?.height == 40, "rows after the insertion moved")

        _ = layout.setMeasuredSize(Size(width: .infinity, height: 60), ofItem: 0)
        layout.prepareAppendingItems(containerSize: Size(width: 300, height: 300), sections: SectionItemCounts([3, 2])) { _ in nil }
        #expect(layout.frame(ofItem: 0) == Rect(x: 0, y: 0, width: 300, height: 40), "a new width")

        _ = layout.setMeasuredSize(Size(width: .infinity, height: 60), ofItem: 0)
        layout.prepareAppendingItems(containerSize: Size(width: 300, height: 900), sections: SectionItemCounts([3, 3])) { _ in nil }
        #expect(layout.frame(ofItem: 0)?.height == 60, "a new height alone keeps the rows")
        #expect(layout.contentSize.height == 60 + 5 * 40)
    }

    @Test("random appends to random measured lists match a list prepared anew with the same measurements, and its queries brute force")
    func randomAppendsMatchReference() {
        let seed = LayoutOracle.seed("ListLayoutAppendingTests")
        var generator = SeededGenerator(seed: seed)
        for trial in 0..<150 {
            var layout = ListLayout(
                estimatedRowHeight: .random(in: 0...80, using: &generator), rowSpacing: .random(in: 0...8, using: &generator),
                sectionInsets: EdgeInsets(top: .random(in: 0...20, using: &generator), left: 4,
                                          bottom: .random(in: 0...20, using: &generator), right: 4),
                headerHeight: Bool.random(using: &generator) ? 0 : .random(in: 1...40, using: &generator)
            )
            var counts = LayoutOracle.counts(maxSections: 6, maxItems: 30, using: &generator)
            guard !counts.isEmpty else { continue }
            let hint: (IndexPath) -> Size? = { Size(width: 1, height: Double(($0.item * 7 + $0.section * 13) % 90)) }
            var sections = SectionItemCounts(counts)
            layout.prepare(containerSize: Self.container, sections: sections, itemSizeHint: hint)
            let context = "seed \(seed), trial \(trial)"
            for step in 0..<3 {
                for _ in 0..<Int.random(in: 0...20, using: &generator) where sections.itemCount > 0 {
                    _ = layout.setMeasuredSize(Size(width: .infinity, height: .random(in: 0...150, using: &generator)),
                                               ofItem: .random(in: 0..<sections.itemCount, using: &generator))
                }
                let measured = (0..<sections.itemCount).map { layout.frame(ofItem: $0)!.height }
                // Rows go to the last non-empty section and to any of the empty ones after it.
                let lastFilled = counts.lastIndex { $0 > 0 } ?? 0
                for section in lastFilled..<counts.count where Bool.random(using: &generator) {
                    counts[section] += Int.random(in: 1...15, using: &generator)
                }
                let new = SectionItemCounts(counts)
                var hintsAsked = 0
                layout.prepareAppendingItems(containerSize: Self.container, sections: new) {
                    hintsAsked += 1
                    return hint($0)
                }
                #expect(hintsAsked == new.itemCount - sections.itemCount, "\(context), step \(step)")
                sections = new
                let reference = Self.reference(layout, sections: sections, measured: measured, hint: hint)
                Self.expectSameFrames(layout, reference, sections: sections, "\(context), step \(step)")
                LayoutOracle.compare(layout, sections: sections, rectCount: 15, using: &generator, context: "\(context), step \(step)")
            }
        }
    }
}
