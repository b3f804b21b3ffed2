import FolioCore
import Foundation
import TestSupport
import Testing

struct MasonryLayoutTests {
    @Test("each item goes to the shortest column, leftmost on ties, and each section starts below the tallest")
    func handComputed() {
        var layout = MasonryLayout(minimumColumnWidth: 100, columnSpacing: 10, interitemSpacing: 5,
                                   sectionInsets: EdgeInsets(top: 4, left: 0, bottom: 6, right: 0), headerHeight: 20)
        let hints: [IndexPath: Size] = [
            IndexPath(item: 0, section: 0): Size(width: 100, height: 200),
            IndexPath(item: 2, section: 0): Size(width: 200, height: 100),
            IndexPath(item: 3, section: 0): Size(width: 100, height: 100),
            IndexPath(item: 4, section: 0): Size(width: 50, height: 25),
        ]
        var asked: [IndexPath] = []
        layout.prepare(containerSize: Size(width: 320, height: 600), sections: SectionItemCounts([5, 2])) {
            asked.append($0)
            return hints[$0]
        }
        #expect(asked == [0, 1, 2, 3, 4].map { IndexPath(item: $0, section: 0) } + [0, 1].map { IndexPath(item: $0, section: 1) })
        #expect(layout.numberOfColumns == 3)
        #expect(layout.columnWidth == 100)
        #expect(layout.frame(ofHeaderInSection: 0) == Rect(x: 0, y: 0, width: 320, height: 20))
        #expect(layout.frame(ofItem: 0) == Rect(x: 0, y: 24, width: 100, height: 200))
        #expect(layout.frame(ofItem: 1) == Rect(x: 110, y: 24, width: 100, height: 100))
        #expect(layout.frame(ofItem: 2) == Rect(x: 220, y: 24, width: 100, height: 50))
        #expect(layout.frame(ofItem: 3) == Rect(x: 220, y: 79, width: 100, height: 100))
        #expect(layout.frame(ofItem: 4) == Rect(x: 110, y: 129, width: 100, height: 50))
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 230, width: 320, height: 20))
        #expect(layout.frame(ofItem: 5) == Rect(x: 0, y: 254, width: 100, height: 100))
        #expect(layout.frame(ofItem: 6) == Rect(x: 110, y: 254, width: 100, height: 100))
        #expect(layout.frame(ofItem: 7) == nil)
        #expect(layout.contentSize == Size(width: 320, height: 360))
        #expect(layout.items(in: Rect(x: 100, y: 120, width: 200, height: 20)) == [1, 3, 4])
        #expect(layout.headers(in: Rect(x: 0, y: 225, width: 1, height: 10)) == [1])
    }

    @Test("a missing or degenerate hint gives a square item")
    func degenerateHintsAreSquare() {
        let hints: [Size?] = [nil, Size(width: 0, height: 10), Size(width: 10, height: 0), Size(width: -1, height: 5),
                              Size(width: .nan, height: 5), Size(width: 5, height: .infinity), Size(width: 1e-300, height: 1e300)]
        var layout = MasonryLayout(minimumColumnWidth: 50, columnSpacing: 0, interitemSpacing: 0)
        layout.prepare(containerSize: Size(width: 50, height: 100), sections: SectionItemCounts([hints.count])) { hints[$0.item] }
        #expect(layout.numberOfColumns == 1)
        for index in hints.indices {
            #expect(layout.frame(ofItem: index) == Rect(x: 0, y: Double(index) * 50, width: 50, height: 50))
        }
    }

    @Test("an item from a hint of extreme aspect is at most 4:1 either way, and one within keeps its own")
    func extremeHintsAreBounded() {
        let hints: [Size?] = [Size(width: 1, height: 30_000), Size(width: 30_000, height: 1), Size(width: 1, height: 4),
                              Size(width: 4, height: 1), Size(width: 2, height: 3), Size(width: 1, height: 1e300)]
        var layout = MasonryLayout(minimumColumnWidth: 50, columnSpacing: 0, interitemSpacing: 0)
        layout.prepare(containerSize: Size(width: 50, height: 100), sections: SectionItemCounts([hints.count])) { hints[$0.item] }
        #expect(MasonryLayout.maximumAspectRatio == 4)
        let heights = hints.indices.map { layout.frame(ofItem: $0)?.height }
        #expect(heights == [200, 12.5, 200, 12.5, 75, 200])
        #expect(layout.contentSize.height == 700)
    }

    @Test("rect queries match brute force on random masonry")
    func randomQueriesMatchBruteForce() {
        let seed = LayoutOracle.seed("MasonryLayoutTests")
        var generator = SeededGenerator(seed: seed)
        for trial in 0..<150 {
            var layout = MasonryLayout(
                minimumColumnWidth: .random(in: 20...300, using: &generator),
                columnSpacing: .random(in: 0...12, using: &generator), interitemSpacing: .random(in: 0...12, using: &generator),
                sectionInsets: EdgeInsets(top: .random(in: 0...20, using: &generator), left: .random(in: 0...20, using: &generator),
                                          bottom: .random(in: 0...20, using: &generator), right: .random(in: 0...20, using: &generator)),
                headerHeight: Bool.random(using: &generator) ? 0 : .random(in: 1...40, using: &generator)
            )
            let container = Size(width: .random(in: 50...1200, using: &generator), height: 600)
            let sections = SectionItemCounts(LayoutOracle.counts(maxSections: 6, maxItems: 80, using: &generator))
            let hints = (0..<sections.itemCount).map { _ in
                Size(width: .random(in: 10...400, using: &generator), height: .random(in: 10...400, using: &generator))
            }
            layout.prepare(containerSize: container, sections: sections) { hints[sections.flatIndex(of: $0)!] }
            LayoutOracle.compare(layout, sections: sections, rectCount: 40, using: &generator,
                                 context: "seed \(seed), trial \(trial), container \(container)")
        }
    }

    @Test("100,000 items: sampled rect queries match brute force")
    func hundredThousandItems() {
        let seed = LayoutOracle.seed("MasonryLayoutTests 100,000")
        var generator = SeededGenerator(seed: seed)
        let sections = SectionItemCounts([40_000, 0, 60_000])
        let hints = (0..<sections.itemCount).map { _ in
            Size(width: .random(in: 50...300, using: &generator), height: .random(in: 50...300, using: &generator))
        }
        var layout = MasonryLayout(minimumColumnWidth: 180, columnSpacing: 6, interitemSpacing: 6,
                                   sectionInsets: EdgeInsets(all: 10), headerHeight: 40)
        let clock = ContinuousClock()
        let prepareTime = clock.measure {
            layout.prepare(containerSize: Size(width: 1024, height: 700), sections: sections) { hints[sections.flatIndex(of: $0)!] }
        }
        var answered = 0
        let queryTime = clock.measure {
            for _ in 0..<1_000 {
                let y = Double.random(in: 0...layout.contentSize.height, using: &generator)
                answered += layout.items(in: Rect(x: 0, y: y, width: 1024, height: 700)).count
            }
        }
        print("MasonryLayoutTests: 100,000 items, prepare \(prepareTime), 1,000 queries \(queryTime) (\(answered) answers)")
        #expect(answered > 1_000)
        for sample in 0..<25 {
            let rect = Rect(x: .random(in: -50...1000, using: &generator), y: .random(in: -50...layout.contentSize.height, using: &generator),
                            width: .random(in: 1...600, using: &generator), height: .random(in: 1...900, using: &generator))
            let expected = LayoutOracle.items(of: layout, in: rect, among: 0..<sections.itemCount)
            #expect(layout.items(in: rect) == expected, "seed \(seed), sample \(sample), rect \(rect)")
        }
    }

    @Test("degenerate inputs give no frames or empty answers, never a trap")
    func degenerateInputs() {
        for container in [Size.zero, Size(width: 300, height: -1), Size(width: .infinity, height: 100)] {
            var layout = MasonryLayout(headerHeight: 10)
            layout.prepare(containerSize: container, sections: SectionItemCounts([3])) { _ in nil }
            #expect(layout.contentSize == .zero)
            #expect(layout.numberOfColumns == 0)
            #expect(layout.frame(ofItem: 0) == nil)
            #expect(layout.frame(ofHeaderInSection: 0) == nil)
            #expect(layout.items(in: LayoutOracle.everythingRect).isEmpty)
        }
        var empty = MasonryLayout(headerHeight: 10)
        empty.prepare(containerSize: Size(width: 300, height: 300), sections: SectionItemCounts([0, 0, 0])) { _ in nil }
        #expect(empty.headers(in: LayoutOracle.everythingRect) == [0, 1, 2])
        #expect(empty.contentSize == Size(width: 300, height: 30))
        var insetAway = MasonryLayout(sectionInsets: EdgeInsets(top: 0, left: 200, bottom: 0, right: 200), headerHeight: 10)
        insetAway.prepare(containerSize: Size(width: 300, height: 300), sections: SectionItemCounts([3, 1])) { _ in nil }
        #expect(insetAway.frame(ofItem: 0) == nil)
        #expect(insetAway.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 10, width: 300, height: 10))
        var hostile = MasonryLayout(minimumColumnWidth: .nan, columnSpacing: .nan, interitemSpacing: -5,
                                    sectionInsets: EdgeInsets(all: -.infinity), headerHeight: .infinity)
        hostile.prepare(containerSize: Size(width: 3, height: 300), sections: SectionItemCounts([4])) { _ in Size(width: .nan, height: .nan) }
        #expect(hostile.numberOfColumns == 3)
        #expect(hostile.frame(ofItem: 3) == Rect(x: 0, y: 1, width: 1, height: 1))
        #expect(hostile.items(in: LayoutOracle.everythingRect) == [0, 1, 2, 3])
        for rect in LayoutOracle.hostileRects {
            #expect(hostile.items(in: rect).isEmpty)
            #expect(hostile.headers(in: rect).isEmpty)
        }
    }
}
