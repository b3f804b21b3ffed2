import FolioCore
import Foundation
import TestSupport
import Testing

struct FlowLayoutTests {
    static let insets = EdgeInsets(top: 3, left: 2, bottom: 7, right: 1)

    static func prepared(_ layout: FlowLayout, _ container: Size, _ counts: [Int]) -> FlowLayout {
        var layout = layout
        layout.prepare(containerSize: container, sections: SectionItemCounts(counts)) { _ in nil }
        return layout
    }

    @Test("vertical rows with headers, insets and spacing, and an empty section keeping its header")
    func verticalHandComputed() {
        let layout = Self.prepared(
            FlowLayout(itemSize: .fixed(Size(width: 20, height: 10)), interitemSpacing: 5, lineSpacing: 4,
                       sectionInsets: Self.insets, headerHeight: 6),
            Size(width: 100, height: 200), [5, 0, 2]
        )
        // 97 points across fit four 20-point items 5 apart.
        #expect(layout.itemsPerLine == 4)
        #expect(layout.frame(ofHeaderInSection: 0) == Rect(x: 0, y: 0, width: 100, height: 6))
        #expect(layout.frame(ofItem: 0) == Rect(x: 2, y: 9, width: 20, height: 10))
        #expect(layout.frame(ofItem: 3) == Rect(x: 77, y: 9, width: 20, height: 10))
        #expect(layout.frame(ofItem: 4) == Rect(x: 2, y: 23, width: 20, height: 10))
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 40, width: 100, height: 6))
        #expect(layout.frame(ofHeaderInSection: 2) == Rect(x: 0, y: 46, width: 100, height: 6))
        #expect(layout.frame(ofItem: 5) == Rect(x: 2, y: 55, width: 20, height: 10))
        #expect(layout.frame(ofItem: 6) == Rect(x: 27, y: 55, width: 20, height: 10))
        #expect(layout.frame(ofItem: 7) == nil)
        #expect(layout.frame(ofHeaderInSection: 3) == nil)
        #expect(layout.contentSize == Size(width: 100, height: 72))
        #expect(layout.items(in: Rect(x: 0, y: 20, width: 25, height: 40)) == [4, 5])
        #expect(layout.items(in: Rect(x: 0, y: 20, width: 30, height: 40)) == [4, 5, 6])
        #expect(layout.headers(in: Rect(x: 0, y: 30, width: 100, height: 20)) == [1, 2])
        #expect(layout.constrainedSize(ofItem: 6) == .exactly(Size(width: 20, height: 10)))
    }

    @Test("horizontal columns: lines run top to bottom, headers span the height at each section's left")
    func horizontalHandComputed() {
        let layout = Self.prepared(
            FlowLayout(scrollAxis: .horizontal, itemSize: .fixed(Size(width: 20, height: 10)), interitemSpacing: 5,
                       lineSpacing: 4, sectionInsets: Self.insets, headerHeight: 6),
            Size(width: 300, height: 50), [5]
        )
        #expect(layout.scrollAxis == .horizontal)
        #expect(layout.itemsPerLine == 3)
        #expect(layout.frame(ofHeaderInSection: 0) == Rect(x: 0, y: 0, width: 6, height: 50))
        #expect(layout.frame(ofItem: 0) == Rect(x: 8, y: 3, width: 20, height: 10))
        #expect(layout.frame(ofItem: 2) == Rect(x: 8, y: 33, width: 20, height: 10))
        #expect(layout.frame(ofItem: 3) == Rect(x: 32, y: 3, width: 20, height: 10))
        #expect(layout.frame(ofItem: 4) == Rect(x: 32, y: 18, width: 20, height: 10))
        #expect(layout.contentSize == Size(width: 53, height: 50))
        #expect(layout.items(in: Rect(x: 30, y: 0, width: 5, height: 20)) == [3, 4])
    }

    @Test("columns stretch to fill the width and keep the aspect ratio, in both axes")
    func columnsSizing() {
        let vertical = Self.prepared(
            FlowLayout(itemSize: .columns(minimumWidth: 100, aspectRatio: 0.5), interitemSpacing: 10, lineSpacing: 10),
            Size(width: 320, height: 500), [7]
        )
        #expect(vertical.itemsPerLine == 3)
        #expect(vertical.frame(ofItem: 0) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(vertical.frame(ofItem: 4) == Rect(x: 110, y: 60, width: 100, height: 50))
        #expect(vertical.contentSize == Size(width: 320, height: 170))
        let horizontal = Self.prepared(
            FlowLayout(scrollAxis: .horizontal, itemSize: .columns(minimumWidth: 100, aspectRatio: 0.5),
                       interitemSpacing: 10, lineSpacing: 10),
            Size(width: 500, height: 320), [4]
        )
        #expect(horizontal.frame(ofItem: 2) == Rect(x: 0, y: 220, width: 200, height: 100))
        #expect(horizontal.frame(ofItem: 3) == Rect(x: 210, y: 0, width: 200, height: 100))
        let narrow = Self.prepared(
            FlowLayout(itemSize: .columns(minimumWidth: 500, aspectRatio: 1)), Size(width: 320, height: 500), [2]
        )
        #expect(narrow.itemsPerLine == 1, "a container narrower than the minimum still has one column")
        #expect(narrow.frame(ofItem: 1) == Rect(x: 0, y: 330, width: 320, height: 320))
    }

    @Test("rect queries match brute force on random grids in both axes", arguments: [ScrollAxis.vertical, .horizontal])
    func randomQueriesMatchBruteForce(axis: ScrollAxis) {
        let seed = LayoutOracle.seed("FlowLayoutTests \(axis)")
        var generator = SeededGenerator(seed: seed)
        for trial in 0..<150 {
            let itemSize: FlowLayout.ItemSize = Bool.random(using: &generator)
                ? .fixed(Size(width: .random(in: 1...90, using: &generator), height: .random(in: 1...90, using: &generator)))
                : .columns(minimumWidth: .random(in: 1...150, using: &generator), aspectRatio: .random(in: 0.2...3, using: &generator))
            let layout = FlowLayout(
                scrollAxis: axis, itemSize: itemSize,
                interitemSpacing: .random(in: 0...12, using: &generator), lineSpacing: .random(in: 0...12, using: &generator),
                sectionInsets: EdgeInsets(top: .random(in: 0...20, using: &generator), left: .random(in: 0...20, using: &generator),
                                          bottom: .random(in: 0...20, using: &generator), right: .random(in: 0...20, using: &generator)),
                headerHeight: Bool.random(using: &generator) ? 0 : .random(in: 1...40, using: &generator)
            )
            let container = Size(width: .random(in: 50...900, using: &generator), height: .random(in: 50...900, using: &generator))
            let sections = SectionItemCounts(LayoutOracle.counts(maxSections: 8, maxItems: 60, using: &generator))
            var prepared = layout
            prepared.prepare(containerSize: container, sections: sections) { _ in nil }
            LayoutOracle.compare(prepared, sections: sections, rectCount: 40, using: &generator,
                                 context: "seed \(seed), trial \(trial), \(prepared), container \(container)")
        }
    }

    @Test("a million items, in 10,000 sections or in one, are laid out without asking a single hint",
          arguments: [10_000, 1])
    func millionItems(sectionCount: Int) {
        let sections = SectionItemCounts(Array(repeating: 1_000_000 / sectionCount, count: sectionCount))
        var layout = FlowLayout(itemSize: .columns(minimumWidth: 90, aspectRatio: 1.25), interitemSpacing: 4,
                                lineSpacing: 6, sectionInsets: EdgeInsets(all: 8), headerHeight: 30)
        var hintCalls = 0
        let clock = ContinuousClock()
        let prepareTime = clock.measure {
            layout.prepare(containerSize: Size(width: 1024, height: 700), sections: sections) { _ in
                hintCalls += 1
                return nil
            }
        }
        #expect(hintCalls == 0)
        let last = sections.itemCount - 1
        let lastFrame = layout.frame(ofItem: last)
        #expect(lastFrame.map { $0.maxY + 8 } == layout.contentSize.height)
        var generator = SeededGenerator(seed: 7)
        let queryTime = clock.measure {
            for _ in 0..<1_000 {
                let y = Double.random(in: 0...layout.contentSize.height, using: &generator)
                let visible = layout.items(in: Rect(x: 0, y: y, width: 1024, height: 700))
                #expect(visible.count <= 12 * 7)
            }
        }
        print("FlowLayoutTests: \(sectionCount) sections, prepare \(prepareTime), 1,000 queries \(queryTime)")
        // Brute force over the neighbourhood of a few rects: frames are monotone in the flat index,
        // so only items near the answers can be in them.
        for _ in 0..<20 {
            let y = Double.random(in: 0...layout.contentSize.height, using: &generator)
            let rect = Rect(x: 100, y: y, width: 500, height: 333)
            let answer = layout.items(in: rect)
            let probe = layout.items(in: Rect(x: 0, y: y - 400, width: 1024, height: 1133))
            let neighbourhood = (probe.first ?? 0)..<((probe.last ?? -1) + 1)
            #expect(answer == LayoutOracle.items(of: layout, in: rect, among: neighbourhood))
        }
    }

    @Test("degenerate inputs give no frames or empty answers, never a trap")
    func degenerateInputs() {
        let sized = FlowLayout(itemSize: .fixed(Size(width: 20, height: 20)), headerHeight: 10)
        for container in [Size.zero, Size(width: -5, height: 100), Size(width: .nan, height: 100), Size(width: 100, height: .infinity)] {
            let layout = Self.prepared(sized, container, [3])
            #expect(layout.contentSize == .zero)
            #expect(layout.frame(ofItem: 0) == nil)
            #expect(layout.frame(ofHeaderInSection: 0) == nil)
            #expect(layout.items(in: LayoutOracle.everythingRect).isEmpty)
        }
        let noItems = Self.prepared(sized, Size(width: 100, height: 100), [])
        #expect(noItems.contentSize == Size(width: 100, height: 0))
        #expect(noItems.items(in: LayoutOracle.everythingRect).isEmpty)
        let emptySections = Self.prepared(sized, Size(width: 100, height: 100), [0, 0])
        #expect(emptySections.headers(in: LayoutOracle.everythingRect) == [0, 1])
        #expect(emptySections.contentSize.height == 20)
        for itemSize in [Size.zero, Size(width: .nan, height: 10), Size(width: 10, height: -1)] {
            let layout = Self.prepared(FlowLayout(itemSize: .fixed(itemSize), headerHeight: 10), Size(width: 100, height: 100), [4])
            #expect(layout.itemsPerLine == 0)
            #expect(layout.frame(ofItem: 0) == nil)
            #expect(layout.frame(ofHeaderInSection: 0) == Rect(x: 0, y: 0, width: 100, height: 10))
        }
        let insetAway = Self.prepared(
            FlowLayout(itemSize: .columns(minimumWidth: 10, aspectRatio: 1), sectionInsets: EdgeInsets(top: 0, left: 60, bottom: 0, right: 60)),
            Size(width: 100, height: 100), [4]
        )
        #expect(insetAway.frame(ofItem: 0) == nil)
        let nanSpacing = Self.prepared(
            FlowLayout(itemSize: .fixed(Size(width: 20, height: 20)), interitemSpacing: .nan, lineSpacing: -.infinity,
                       sectionInsets: EdgeInsets(all: .nan), headerHeight: .nan),
            Size(width: 100, height: 100), [12]
        )
        let zeroSpacing = Self.prepared(
            FlowLayout(itemSize: .fixed(Size(width: 20, height: 20)), interitemSpacing: 0, lineSpacing: 0),
            Size(width: 100, height: 100), [12]
        )
        #expect((0..<12).map { nanSpacing.frame(ofItem: $0) } == (0..<12).map { zeroSpacing.frame(ofItem: $0) })
        #expect(nanSpacing.frame(ofItem: 11) == Rect(x: 20, y: 40, width: 20, height: 20))
        for rect in LayoutOracle.hostileRects {
            #expect(nanSpacing.items(in: rect).isEmpty)
        }
        #expect(nanSpacing.items(in: LayoutOracle.everythingRect) == Array(0..<12))
        #expect(nanSpacing.frame(ofItem: -1) == nil)
    }
}
